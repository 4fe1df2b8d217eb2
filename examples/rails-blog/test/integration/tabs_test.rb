# frozen_string_literal: true

require_relative "../test_helper"

# The app with a tab bar: "Posts" (the root, which redirects to the list) and "Featured" (the second
# post). Each tab has its own web view; both load at launch, each exactly once, and tapping the
# active tab again takes it back to its root without a request.
class TabsTest < NativeAppTest
  TABS = [{ id: "posts", title: "Posts", url: "http://example.org/" },
          { id: "featured", title: "Featured", url: "http://example.org/posts/2" }].freeze

  platform_test "each tab loads once into its own web view and a reselection returns to its root" do |platform|
    app = Navd::App.rails(self, platform: platform, path_configuration: "/configurations/#{platform}_v1.json",
                                configuration: { tabs: TABS })
    app.clear_requests
    app.start
    # The root's 301 is followed and re-proposed (a replace): the Posts tab starts on the list.
    assert_requests app, ["GET /", "GET /posts", "GET /posts/2"]
    assert_stack app, main: ["/posts"], modal: []
    assert_stack app.client.state(tab: :featured), main: ["/posts/2"], modal: []
    assert_includes app.page.body, "<h1>Posts</h1>"
    assert_includes app.page_of(:main, tab: :featured).body, "<h1>Second post</h1>"
    app.clear_requests

    app.select_tab(:featured)
    assert_requests app, []
    assert_equal "featured", app.state.active_tab
    assert_equal "http://example.org/posts/2", app.page.url

    app.select_tab(:posts)
    open_first_post(app)
    app.select_tab(:posts)
    assert_requests app, []
    assert_stack app, main: ["/posts"], modal: []
    assert_equal "http://example.org/posts", app.page.url
    assert_equal "http://example.org/posts/2", app.page_of(:main, tab: :featured).url
  end
end
