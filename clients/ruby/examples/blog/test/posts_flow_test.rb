# frozen_string_literal: true

require_relative "test_helper"

# Reading, writing and commenting on posts in the iOS app.
class PostsFlowTest < BlogNavigationTest
  def setup
    @app = launch
  end

  def test_the_app_opens_on_the_posts_index
    assert_stack @app, main: ["/"], modal: []
    assert_not_presented @app
    assert_current_url @app, "/"
  end

  def test_opening_a_post_pushes_it
    result = @app.route("/posts/1")
    assert_ops ["push"], result
    assert_stack result, main: ["/", "/posts/1"]
    assert_on @app, "/posts/1"
  end

  def test_the_new_post_form_is_a_large_modal_without_pull_to_refresh
    result = @app.route("/posts/new")
    assert_equal ["setStack modal", "present large"], result.operations.map(&:summary)
    assert_presented @app, "/posts/new"
    assert_stack @app, main: ["/"], modal: ["/posts/new"]
    refute result.state.modal.last.pull_to_refresh_enabled?
    assert_equal "large", result.state.modal_style
  end

  def test_creating_a_post_dismisses_the_form_and_shows_the_new_post
    @app.route("/posts/new")
    result = Blog.submit_form(@app, "/posts/1")
    assert_ops %w[dismiss push], result
    assert_not_presented @app
    assert_stack @app, main: ["/", "/posts/1"], modal: []
    assert_current_url @app, "/posts/1"
    assert_equal [[Blog.url("/posts/1"), "advance"]], result.visits.map { |visit| [visit.url, visit.action] }
  end

  def test_the_new_post_form_as_turbo_submits_it_shows_the_post_without_requesting_it_again
    @app.route("/posts/new")
    # PostsController#create answers `redirect_to @post`: Turbo follows the redirect and proposes
    # the post from the modal's web view, carrying the response it already has.
    result = @app.form_submitted(:post, status_code: 200, url: "/posts/1", redirected: true)
    assert_equal "proposed", result.outcome
    assert_equal %w[dismiss push], result.proposal.ops
    assert_stack @app, main: ["/", "/posts/1"], modal: []
    assert_equal [[Blog.url("/posts/1"), "main", "response"]], result.visits.map { |visit| [visit.url, visit.session, visit.load] }
    assert_empty result.network_loads
  end

  def test_adding_a_comment_recedes_to_the_post
    route_each(@app, "/posts/1", "/posts/1/comments")
    sheet = @app.route("/posts/1/comments/new")
    assert_equal "medium", sheet.state.modal_style
    # CommentsController#create answers `recede_or_redirect_to post_path(@post)`.
    result = @app.route("/recede_historical_location")
    assert_ops %w[dismiss pop], result
    assert_stack @app, main: ["/", "/posts/1"], modal: []
    assert_on @app, "/posts/1"
  end

  def test_receding_from_the_edit_form_also_leaves_the_post
    route_each(@app, "/posts/1", "/posts/1/edit", "/recede_historical_location")
    # Recede dismisses the modal and then pops main: from an edit form opened on the
    # post that lands on the index, which is why PostsController#update refreshes instead.
    assert_stack @app, main: ["/"], modal: []
  end

  def test_saving_an_edit_refreshes_the_post_under_the_form
    route_each(@app, "/posts/1", "/posts/1/edit")
    result = @app.route("/refresh_historical_location")
    assert_ops %w[dismiss refresh], result
    assert_stack @app, main: ["/", "/posts/1"], modal: []
    assert_equal [[Blog.url("/posts/1"), "replace", "refresh"]], visits(result)
  end

  def test_cancelling_the_edit_resumes_without_a_visit
    route_each(@app, "/posts/1", "/posts/1/edit")
    result = @app.route("/resume_historical_location")
    assert_ops ["dismiss"], result
    assert_equal [], result.visits
    assert_stack @app, main: ["/", "/posts/1"], modal: []
  end

  def test_swiping_the_comment_sheet_away
    route_each(@app, "/posts/1", "/posts/1/comments/new")
    assert_ops ["dismiss"], @app.dismiss_modal
    assert_not_presented @app
    assert_stack @app, main: ["/", "/posts/1"]
  end

  def test_linking_back_to_the_previous_page_pops_back_to_it
    route_each(@app, "/posts/1", "/posts/1/comments")
    result = @app.route("/posts/1")
    assert_ops ["pop"], result
    assert_stack @app, main: ["/", "/posts/1"]
  end

  def test_the_back_gesture_pops_the_post
    @app.route("/posts/1")
    assert_ops ["pop"], @app.back
    assert_stack @app, main: ["/"]
    assert_equal [], @app.back.operations, "the root cannot be popped"
  end
end
