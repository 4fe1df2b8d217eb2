# frozen_string_literal: true

require_relative "../test_helper"

# New post in a modal: a valid form recedes (turbo-rails' `recede_or_redirect_to`), an invalid one
# renders 422 in the modal.
class NewPostTest < NativeAppTest
  platform_test "a valid post recedes to the list" do |platform|
    app = launch(platform)
    assert_stack app, main: ["/posts"], modal: []

    app.visit("/posts/new")
    assert_presented app, "/posts/new"
    assert_requests app, ["GET /posts/new"]
    app.clear_requests

    result = app.submit("/posts", params: { post: { title: "Hello native", body: "From navd" } })
    assert_equal "proposed", result.outcome
    assert_stack app, main: ["/posts"], modal: []
    assert_not_presented app
    assert_equal "Hello native", Post.last.title
    submitted = ["POST /posts", "GET /recede_historical_location?notice=Post+created"]
    if platform == :android
      # Android reveals the list and restores it; the form cleared the snapshot cache, so the
      # list is requested again, with the flash the historical page kept.
      assert_requests app, submitted + ["GET /posts"]
      assert_equal 200, app.page.status
      assert_includes app.page.body, "Post created"
      assert_includes app.page.body, "Hello native"
    else
      # iOS dismisses the sheet: the list underneath is not reloaded (UIKit calls no
      # viewWillAppear for it), so the flash waits for the next page load: a pull to refresh.
      assert_requests app, submitted
      refute_includes app.page.body, "Hello native"
      app.clear_requests
      app.reload
      assert_requests app, ["GET /posts"]
      assert_includes app.page.body, "Post created"
      assert_includes app.page.body, "Hello native"
    end
  end

  platform_test "an invalid post renders 422 in the modal" do |platform|
    app = launch(platform)
    app.visit("/posts/new")
    app.clear_requests

    result = app.submit("/posts", params: { post: { title: "" } })
    assert_equal "renderedInPlace", result.outcome
    assert_stack app, main: ["/posts"], modal: ["/posts/new"]
    assert_presented app, "/posts/new"
    assert_requests app, ["POST /posts"]
    assert_equal 422, app.page.status
    assert_includes app.page.body, "Title can&#39;t be blank"
    assert_equal 2, Post.count
  end
end
