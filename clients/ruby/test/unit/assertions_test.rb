# frozen_string_literal: true

require_relative "../test_helper"
require "navd/rspec"

# The Minitest assertions and RSpec matchers on canned states: what passes, what
# fails, and that failure messages show the whole expected and actual stacks.
class AssertionsTest < Minitest::Test
  include Navd::Minitest::Assertions
  include Navd::RSpec::Matchers

  HOME = "https://blog.example/"
  POST = "https://blog.example/posts/1"
  NEW = "https://blog.example/posts/new"

  def modal_state
    Navd::State.from_json(Canned.state(main: [Canned.entry(1, HOME), Canned.entry(2, POST)],
                                       modal: [Canned.entry(3, NEW)]))
  end

  def main_state
    Navd::State.from_json(Canned.state(main: [Canned.entry(1, HOME), Canned.entry(4, POST, current: "#{POST}?tab=comments"),
                                              Canned.entry(5, nil, view_controller: "settings")]))
  end

  def failure_of
    yield
    flunk "expected the assertion to fail"
  rescue Minitest::Assertion => e
    e.message
  end

  def test_assert_stack_passes_on_paths_full_urls_and_regexps
    assert_stack modal_state, main: ["/", POST], modal: [%r{/new\z}]
    assert_stack modal_state, modal: ["/posts/new"]
    assert_stack main_state, main: ["/", "/posts/1", nil]
  end

  def test_assert_stack_failure_shows_both_stacks
    message = failure_of { assert_stack modal_state, main: ["/"], modal: [] }
    assert_includes message, "expected the stacks of client \"c1\" to be\n  main:  [\"/\"]\n  modal: []"
    assert_includes message, "but they are\n  main:  [\"#{HOME}\", \"#{POST}\"]\n  modal: [\"#{NEW}\"], presented (large)"
    assert_includes message, "active stack: modal, current visitable URL: \"#{NEW}\""
  end

  def test_the_picture_shows_unstamped_entries_and_moved_web_views
    message = failure_of { assert_stack main_state, main: [] }
    assert_includes message, "[\"#{HOME}\", \"#{POST}\" (now \"#{POST}?tab=comments\"), unstamped settings]"
    assert_includes message, "modal: [], not presented"
  end

  def test_a_custom_message_comes_first
    message = failure_of { assert_stack modal_state, main: [], message: "after submitting the form" }
    assert message.start_with?("after submitting the form.\nexpected the stacks")
  end

  def test_assert_presented
    assert_presented modal_state
    assert_presented modal_state, "/posts/new"
    message = failure_of { assert_presented modal_state, "/posts/2/edit" }
    assert_includes message, "expected client \"c1\" to present \"/posts/2/edit\" as a modal, but"
    assert_includes message, "modal: [\"#{NEW}\"], presented (large)"
    assert_includes failure_of { assert_presented main_state }, "to present a modal, but"
  end

  def test_assert_not_presented
    assert_not_presented main_state
    refute_presented main_state
    assert_not_presented modal_state, "/posts/2/edit"
    message = failure_of { assert_not_presented modal_state }
    assert_includes message, "expected client \"c1\" not to present a modal, but"
  end

  def test_assert_current_url_and_assert_on
    assert_current_url modal_state, "/posts/new"
    assert_on modal_state, NEW
    assert_current_url main_state, nil
    assert_on main_state, nil
    message = failure_of { assert_current_url modal_state, "/posts/1" }
    assert_includes message, "to be \"/posts/1\", but it is \"#{NEW}\""
    assert_includes failure_of { assert_on main_state, "/posts/1" }, "to be on \"/posts/1\", but it is on nil"
  end

  def test_assert_on_a_screen_whose_web_view_moved_on
    state = Navd::State.from_json(Canned.state(main: [Canned.entry(4, POST, current: "#{POST}?tab=comments")]))
    assert_on state, "/posts/1?tab=comments"
    assert_current_url state, "/posts/1?tab=comments"
  end

  def resolver(result)
    Object.new.tap { |client| client.define_singleton_method(:resolve) { |_url| Navd::ResolvedRoute.from_json(result) } }
  end

  def test_assert_routes_to
    client = resolver({ "name" => "view_post", "params" => { "id" => 7 }, "query" => {}, "canonicalURL" => POST })
    assert_routes_to client, "blog://posts/7", name: :view_post, params: { id: 7 }
    assert_routes_to client, "blog://posts/7", name: "view_post"
    message = failure_of { assert_routes_to client, "blog://posts/7", name: :view_post, params: { id: "7" } }
    assert_equal 'expected "blog://posts/7" to route to view_post {"id"=>"7"}, but it routes to view_post {"id"=>7}', message
  end

  def test_assert_unknown_route
    client = resolver({ "name" => "unknown", "reason" => "noMatch" })
    assert_unknown_route client, "blog://nope", reason: :noMatch
    message = failure_of { assert_routes_to client, "blog://nope", name: :view_post }
    assert_includes message, "but it routes to unknown (noMatch)"
    assert_includes failure_of { assert_unknown_route client, "blog://nope", reason: "tooLong" }, "to be unknown (tooLong), but it is unknown (noMatch)"
  end

  def test_a_subject_without_state_is_an_argument_error
    result = Navd::ChangeResult.from_json({ "operations" => [] })
    error = assert_raises(ArgumentError) { assert_presented result }
    assert_includes error.message, "has no state (was it asked for with state: false?)"
    assert_raises(ArgumentError) { assert_presented 42 }
    assert_raises(ArgumentError) { assert_stack modal_state }
  end

  def test_rspec_matchers_pass_and_fail_with_the_same_messages
    assert present_modal("/posts/new").matches?(modal_state)
    assert have_stack(main: ["/", "/posts/1"]).matches?(modal_state)
    assert be_on("/posts/new").matches?(modal_state)
    assert have_current_url(NEW).matches?(modal_state)
    matcher = have_stack(main: ["/"], modal: [])
    refute matcher.matches?(modal_state)
    assert_includes matcher.failure_message, "but they are\n  main:  [\"#{HOME}\", \"#{POST}\"]"
    negated = present_modal
    refute negated.does_not_match?(modal_state)
    assert_includes negated.failure_message_when_negated, "not to present a modal"
    assert_equal "present \"/posts/new\" as a modal", present_modal("/posts/new").description
  end

  def test_route_to_takes_a_result_or_a_url_via_a_client
    json = { "name" => "view_post", "params" => { "id" => 7 } }
    assert route_to(:view_post, id: 7).matches?(Navd::ResolvedRoute.from_json(json))
    assert route_to(:view_post).matches?(Navd::RouteMatch.from_json(json))
    assert route_to(:view_post, { "id" => 7 }).via(resolver(json)).matches?("blog://posts/7")
    matcher = route_to(:view_post, id: 8).via(resolver(json))
    refute matcher.matches?("blog://posts/7")
    assert_equal 'expected "blog://posts/7" to route to view_post {"id"=>8}, but it routes to view_post {"id"=>7}', matcher.failure_message
    error = assert_raises(ArgumentError) { route_to(:view_post).matches?("blog://posts/7") }
    assert_includes error.message, ".via(client)"
    unrouted = Navd::RouteResult.from_json({ "decision" => "navigate", "route" => nil })
    refute (missing = route_to(:view_post)).matches?(unrouted)
    assert_includes missing.failure_message, "unknown (the route table has no route for it)"
  end
end

# assert_requests and have_requested on anything with `requests` (a Navd::App).
class RequestAssertionsTest < Minitest::Test
  include Navd::Minitest::Assertions
  include Navd::RSpec::Matchers

  Made = Struct.new(:requests)

  def test_the_exact_ordered_list_passes_and_anything_else_fails_with_both_lists
    app = Made.new([%w[GET /posts], %w[POST /posts?x=1]])
    assert_requests app, ["GET /posts", "POST /posts?x=1"]
    assert have_requested(["GET /posts", "POST /posts?x=1"]).matches?(app)
    [["POST /posts?x=1", "GET /posts"], ["GET /posts"], []].each do |wrong|
      matcher = have_requested(wrong)
      refute matcher.matches?(app)
      assert_includes matcher.failure_message, "but the app made\n  GET /posts\n  POST /posts?x=1"
    end
    error = assert_raises(Minitest::Assertion) { assert_requests Made.new([]), ["GET /"] }
    assert_equal "expected exactly these requests\n  GET /\nbut the app made\n  (none)", error.message
    assert_raises(ArgumentError) { assert_requests Object.new, [] }
  end
end
