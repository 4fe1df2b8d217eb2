# frozen_string_literal: true

require_relative "test_helper"

# Screens with their own path-configuration rules, and links that leave the app.
class ScreensTest < BlogNavigationTest
  def setup
    @app = launch
  end

  def test_sign_in_is_full_screen_and_cannot_be_swiped_away
    result = @app.route("/session/new")
    assert_presented result, "/session/new"
    assert_equal "full", result.state.modal_style
    error = assert_raises(Navd::Error) { @app.dismiss_modal }
    assert_equal "modal", error.field
    assert_presented @app, "/session/new"
  end

  def test_settings_is_a_native_screen
    result = @app.route("/settings")
    assert_equal "settings", result.state.top.view_controller
    refute result.state.top.visitable?
    assert_on @app, "/settings"
    assert_current_url @app, nil
  end

  def test_a_new_search_replaces_the_results_screen
    assert_ops ["push"], @app.route("/search?q=rails")
    assert_ops ["replace"], @app.route("/search?q=hotwire")
    assert_stack @app, main: ["/", "/search?q=hotwire"]
  end

  def test_the_path_configuration_of_the_comment_form
    properties = @app.path_properties("/posts/1/comments/new").properties
    assert_equal({ "context" => "modal", "pull_to_refresh_enabled" => false, "modal_style" => "medium" }, properties)
  end

  def test_links_to_other_sites_open_in_safari
    result = @app.route("https://github.com/hotwired/hotwire-native-ios")
    assert result.cancelled?
    assert_equal ["safari", "https://github.com/hotwired/hotwire-native-ios"], [result.external.kind, result.external.url]
    assert_stack @app, main: ["/"], modal: []
  end

  def test_mailto_links_go_to_the_system
    result = @app.route("mailto:editor@blog.example")
    assert_equal ["system-navigation", "system"], [result.handler, result.external.kind]
    assert_stack @app, main: ["/"]
  end
end
