# frozen_string_literal: true

require_relative "test_helper"

# The same assertions on both apps: what a user sees must not depend on the phone.
class AndroidCrossPlatformTest < BlogNavigationTest
  %i[ios android].each do |platform|
    define_method("test_new_post_opens_as_a_modal_and_creating_it_shows_the_post_on_#{platform}") do
      app = launch(platform)
      app.route("/posts/new")
      assert_presented app, "/posts/new"
      Blog.submit_form(app, "/posts/1")
      assert_stack app, main: ["/", "/posts/1"], modal: []
      assert_current_url app, "/posts/1"
    end

    define_method("test_a_comment_recedes_to_the_post_on_#{platform}") do
      app = launch(platform)
      %w[/posts/1 /posts/1/comments /posts/1/comments/new].each { |path| app.route(path) }
      app.route("/recede_historical_location")
      assert_stack app, main: ["/", "/posts/1"], modal: []
    end

    define_method("test_deep_links_resolve_the_same_on_#{platform}") do
      app = launch(platform)
      assert_routes_to app, "blog://posts/42", name: :view_post, params: { id: 42 }
      Blog.open_deep_link(app, "blog://posts/42")
      assert_stack app, main: ["/", "/posts/42"]
    end

    define_method("test_a_new_search_replaces_the_results_on_#{platform}") do
      app = launch(platform)
      app.route("/search?q=rails")
      app.route("/search?q=hotwire")
      assert_stack app, main: ["/", "/search?q=hotwire"]
    end
  end
end
