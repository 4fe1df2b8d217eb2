# frozen_string_literal: true

require_relative "test_helper"

# The tab bar: Posts, Search, Profile, each with its own navigator.
class TabsTest < BlogNavigationTest
  def setup
    @app = launch(tabs: true)
  end

  # Hotwire Native 1.3 loads every tab up front (iOS #252, Android #202).
  def test_every_tab_starts_when_the_app_opens
    state = @app.state
    assert_equal "posts", state.active_tab
    assert_equal [true, true, true], state.tabs.map(&:started)
    assert_stack state, main: ["/"], modal: []
    assert_stack @app.state(tab: "profile"), main: ["/profile"]
  end

  def test_selecting_a_tab_shows_it_and_keeps_the_other_stacks
    @app.route("/posts/1")
    result = @app.select_tab(:profile)
    assert_stack result, main: ["/profile"]
    assert result.state.tab(:profile).started?
    assert_stack @app.state(tab: "posts"), main: ["/", "/posts/1"]
  end

  def test_a_modal_belongs_to_its_tab
    @app.select_tab(:profile)
    @app.route("/posts/new")
    assert_presented @app, "/posts/new"
    assert_not_presented @app.state(tab: "posts")
    assert_not_presented @app.select_tab(:posts)
  end

  # UIKit pops a tapped active tab to its root (Hotwire Native iOS's tabs docs).
  def test_reselecting_the_active_tab_pops_to_the_root_on_ios
    @app.route("/posts/1")
    assert_stack @app.select_tab(:posts), main: ["/"]
  end
end
