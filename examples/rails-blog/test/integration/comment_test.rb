# frozen_string_literal: true

require_relative "../test_helper"

# A comment posted from a post's page is answered with a Turbo Stream (the form accepts one, as
# Turbo's forms do): Turbo applies it to the page in place, so nothing navigates and nothing else
# is requested.
class CommentTest < NativeAppTest
  platform_test "a comment is appended by a turbo stream in place" do |platform|
    app = launch(platform)
    open_first_post(app)
    shown = app.page

    result = app.submit("/posts/1/comments", params: { comment: { body: "Streamed in" } })
    assert_requests app, ["POST /posts/1/comments"]
    assert_stack app, main: ["/posts", "/posts/1"], modal: []
    # The submission finished without a page: navd names a 200 to a POST without HTML "mustRedirect".
    assert_equal "mustRedirect", result.outcome
    assert_nil result.proposal
    assert_same shown, app.page
    stream = app.last_response
    assert_predicate stream, :turbo_stream?
    assert_equal 200, stream.status
    assert_equal %(<turbo-stream action="append" target="comments"><template><li>Streamed in</li></template></turbo-stream>\n),
                 stream.body
    assert_equal ["Streamed in"], Post.find(1).comments.where(body: "Streamed in").pluck(:body)
    app.clear_requests

    # A pull to refresh loads the post again, with the comment in its list.
    app.reload
    assert_requests app, ["GET /posts/1"]
    assert_includes app.page.body, "<li>Streamed in</li>"
  end
end
