# frozen_string_literal: true

require_relative "test_helper"

# The Android app (platform "android", config/path_configurations/android_v1.json),
# as Hotwire Native Android's navigator rule decides.
class AndroidPostsFlowTest < BlogNavigationTest
  def setup
    @app = launch(:android)
  end

  def test_the_app_opens_on_the_posts_index_in_a_web_fragment
    assert_stack @app, main: ["/"], modal: []
    assert_equal "hotwire://fragment/web", @app.state.top.view_controller
    assert_current_url @app, "/"
  end

  def test_opening_a_post_pushes_it
    result = @app.route("/posts/1")
    assert_ops ["push"], result
    assert_equal "hotwire://fragment/web", result.proposal.uri
    assert_stack @app, main: ["/", "/posts/1"]
  end

  def test_the_new_post_form_is_a_modal_with_no_modal_style
    result = @app.route("/posts/new")
    assert_ops %w[setStack present], result
    assert_nil result.operations.last.modal_style
    assert_presented @app, "/posts/new"
    assert_nil result.state.modal_style
    assert_equal "hotwire://fragment/web/modal", result.state.modal.last.view_controller
    refute result.state.modal.last.pull_to_refresh_enabled?
  end

  def test_creating_a_post_dismisses_the_form_and_pushes_the_new_post
    @app.route("/posts/new")
    result = Blog.submit_form(@app, "/posts/1")
    assert_ops %w[dismiss push], result
    assert_stack @app, main: ["/", "/posts/1"], modal: []
    assert_equal [[Blog.url("/posts/1"), "advance", "route"]], visits(result)
  end

  def test_adding_a_comment_from_the_bottom_sheet_recedes_to_the_post
    route_each(@app, "/posts/1", "/posts/1/comments")
    sheet = @app.route("/posts/1/comments/new")
    assert_equal "hotwire://fragment/web/modal/sheet", sheet.state.modal.last.view_controller
    result = @app.route("/recede_historical_location")
    assert_ops %w[dismiss pop], result
    assert_stack @app, main: ["/", "/posts/1"], modal: []
    assert_equal [[Blog.url("/posts/1"), "restore", "reveal"]], visits(result)
  end

  def test_saving_an_edit_refreshes_the_post_from_its_stamp
    route_each(@app, "/posts/1", "/posts/1/edit")
    result = @app.route("/refresh_historical_location")
    assert_ops %w[dismiss refresh], result
    assert_stack @app, main: ["/", "/posts/1"], modal: []
    assert_equal [[Blog.url("/posts/1"), "replace", "refresh"], [Blog.url("/posts/1"), "restore", "reveal"]], visits(result)
  end

  def test_cancelling_the_edit_resumes
    route_each(@app, "/posts/1", "/posts/1/edit")
    result = @app.route("/resume_historical_location")
    assert_ops ["dismiss"], result
    assert_stack @app, main: ["/", "/posts/1"], modal: []
  end

  def test_the_back_button_closes_the_sign_in_modal
    @app.route("/session/new")
    assert_ops ["dismiss"], @app.back
    assert_not_presented @app
  end

  def test_linking_back_to_the_previous_page_pops_without_a_route_visit
    route_each(@app, "/posts/1", "/posts/1/comments")
    result = @app.route("/posts/1")
    assert_ops ["pop"], result
    assert_equal [[Blog.url("/posts/1"), "restore", "reveal"]], visits(result)
  end

  def test_settings_is_a_native_fragment
    result = @app.route("/settings")
    assert_equal ["hotwire://fragment/settings", "Settings"], [result.proposal.uri, result.proposal.title]
    refute result.state.top.visitable?
    assert_equal [], result.visits
    assert_current_url @app, nil
  end

  def test_links_to_other_sites_open_in_a_browser_tab
    result = @app.route("https://github.com/hotwired/hotwire-native-android")
    assert_equal ["browser-tab", "browserTab"], [result.handler, result.external.kind]
    assert_stack @app, main: ["/"]
  end

  def test_reselecting_the_active_tab_pops_it_to_its_root
    app = launch(:android, tabs: true)
    app.route("/posts/1")
    assert_stack app.select_tab(:posts), main: ["/"]
  end
end
