# frozen_string_literal: true

require_relative "../test_helper"

# Editing needs a signed-in user: a signed-out edit redirects into the sign-in modal, and signing
# in (turbo-rails' `resume_or_redirect_to`) takes the user back where they were.
class SignInTest < NativeAppTest
  platform_test "editing signed out asks to sign in and resumes" do |platform|
    app = launch(platform)
    open_first_post(app)

    app.visit("/posts/1/edit")
    # The edit form's visit was redirected to the sign-in form: Turbo re-proposed it (replace).
    assert_stack app, main: ["/posts", "/posts/1"], modal: ["/session/new"]
    assert_requests app, ["GET /posts/1/edit", "GET /session/new"]
    assert_equal "http://example.org/session/new", app.page.url
    assert_includes app.page.body, "Sign in to continue"
    app.clear_requests

    wrong = app.submit("/session", params: { email: "reader@example.org", password: "wrong" })
    assert_equal "renderedInPlace", wrong.outcome
    assert_stack app, main: ["/posts", "/posts/1"], modal: ["/session/new"]
    assert_equal 422, app.page.status
    assert_includes app.page.body, "Wrong email or password"
    app.clear_requests

    app.submit("/session", params: { email: "reader@example.org", password: "secret" })
    assert_stack app, main: ["/posts", "/posts/1"], modal: []
    assert_on app, "/posts/1"
    signed_in = ["POST /session", "GET /resume_historical_location?notice=Signed+in"]
    # Android restores the revealed post from the network (the form cleared its snapshots); iOS
    # dismisses the sheet and the post underneath stays as it was.
    assert_requests app, platform == :android ? signed_in + ["GET /posts/1"] : signed_in
    assert_equal "http://example.org/posts/1", app.page.url
    app.clear_requests

    # The session cookie is kept, as a web view keeps it: now the form opens.
    app.visit("/posts/1/edit")
    assert_stack app, main: ["/posts", "/posts/1"], modal: ["/posts/1/edit"]
    assert_requests app, ["GET /posts/1/edit"]
    assert_includes app.page.body, "Edit First post"
  end
end
