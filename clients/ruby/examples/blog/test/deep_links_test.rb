# frozen_string_literal: true

require_relative "test_helper"

# The typed routes behind the app's deep links (config/routes.json).
class DeepLinksTest < BlogNavigationTest
  LINKS = {
    "blog://posts" => [:posts, {}],
    "blog://posts/42" => [:view_post, { id: 42 }],
    "blog://posts/new" => [:new_post, {}],
    "https://blog.example/posts/42/edit" => [:edit_post, { id: 42 }],
    "blog://posts/42/comments" => [:post_comments, { post_id: 42 }],
    "blog://tags/hotwire" => [:tagged, { tag: "hotwire" }],
    "blog://authors/dhh" => [:author, { username: "dhh" }],
    "https://blog.example/search?q=turbo" => [:search, { q: "turbo", sort: "newest" }]
  }.freeze

  def setup
    @app = launch
  end

  def test_every_link_resolves_to_its_route
    LINKS.each { |link, (name, params)| assert_routes_to @app, link, name: name, params: params }
  end

  def test_the_links_exercise_every_route
    LINKS.each_key { |link| @app.resolve(link) }
    assert_equal [], @app.coverage.unused
  end

  def test_a_post_link_opens_the_post_over_home
    result = Blog.open_deep_link(@app, "blog://posts/42")
    assert_equal ["view_post", { "id" => 42 }], [result.route.name, result.route.params]
    assert_stack @app, main: ["/", "/posts/42"], modal: []
  end

  def test_a_link_to_a_new_post_opens_the_form_as_a_modal
    Blog.open_deep_link(@app, "blog://posts/new")
    assert_presented @app, "/posts/new"
  end

  def test_an_unknown_link_opens_home
    assert_unknown_route @app, "blog://admin/users", reason: :noMatch
    Blog.open_deep_link(@app, "blog://admin/users")
    assert_stack @app, main: ["/"]
  end

  def test_links_from_other_apps_are_not_ours
    assert_unknown_route @app, "https://evil.example/posts/1", reason: :unsupportedSource
  end

  def test_printing_a_route_gives_its_canonical_url
    assert_equal "https://blog.example/posts/7", @app.print_route(:view_post, id: 7)
    assert_equal "https://blog.example/search?q=hotwire%20native", @app.print_route(:search, q: "hotwire native")
    assert_equal "https://blog.example/search?q=rails&sort=popular", @app.print_route(:search, q: "rails", sort: "popular")
  end

  def test_a_bad_param_type_does_not_route
    assert_unknown_route @app, "blog://posts/forty-two", reason: :noMatch
    error = assert_raises(Navd::Error) { @app.print_route(:view_post, id: "forty-two") }
    assert_equal Navd::ErrorCode::INVALID_PARAMS, error.code
  end
end
