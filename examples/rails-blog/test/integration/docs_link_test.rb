# frozen_string_literal: true

require_relative "../test_helper"

# The documentation link redirects to another origin: the app pops the screen the visit opened and
# hands the URL out of the app (iOS: the in-app browser, Android: a custom tab).
class DocsLinkTest < NativeAppTest
  platform_test "the docs link leaves the app" do |platform|
    app = launch(platform)
    open_first_post(app)

    app.visit("/docs")
    assert_requests app, ["GET /docs"]
    assert_stack app, main: ["/posts", "/posts/1"], modal: []
    redirect = app.results.find { |result| result.is_a?(Navd::RouteResult) }
    assert_equal "pop", redirect.ops.first
    assert_equal "cancel", redirect.decision
    assert_equal "https://guides.rubyonrails.org/", redirect.external.url
    assert_equal "http://example.org/posts/1", app.page.url
  end
end
