# frozen_string_literal: true

require_relative "../test_helper"

# Editing a post in a modal opened from the list: `refresh_or_redirect_to` dismisses the modal and
# refreshes the list underneath.
class RefreshAfterEditTest < NativeAppTest
  platform_test "updating a post refreshes the list" do |platform|
    app = launch(platform)
    sign_in(app)
    assert_stack app, main: ["/posts"], modal: []

    app.visit("/posts/1/edit")
    assert_presented app, "/posts/1/edit"
    assert_requests app, ["GET /posts/1/edit"]
    app.clear_requests

    result = app.submit("/posts/1", method: :patch, params: { post: { title: "Renamed" } })
    assert_stack app, main: ["/posts"], modal: []
    assert_equal "Renamed", Post.find(1).title
    updated = ["PATCH /posts/1", "GET /refresh_historical_location?notice=Post+updated"]
    if platform == :ios
      # One network load: the refresh of the list.
      assert_equal ["http://example.org/posts"], result.network_loads
      assert_requests app, updated + ["GET /posts"]
    else
      # Android refreshes the list and restores the revealed screen: two loads.
      assert_equal ["http://example.org/posts", "http://example.org/posts"], result.network_loads
      assert_requests app, updated + ["GET /posts", "GET /posts"]
    end
    assert_equal "http://example.org/posts", app.page.url
    assert_includes app.page.body, "Renamed"
    # The flash is shown by the first load of the list after the update: iOS's only one; on
    # Android the restore that follows the refresh shows the list without it.
    if platform == :ios
      assert_includes app.page.body, "Post updated"
    else
      refute_includes app.page.body, "Post updated"
    end
  end
end
