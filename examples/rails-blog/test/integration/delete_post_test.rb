# frozen_string_literal: true

require_relative "../test_helper"

# Deleting from a post's page redirects (303) to the list the user came from: Turbo proposes the
# list, which is the previous page, so the app pops back to it.
class DeletePostTest < NativeAppTest
  platform_test "deleting a post goes back to the list" do |platform|
    app = launch(platform)
    open_first_post(app)

    result = app.submit("/posts/1", method: :delete)
    assert_equal "proposed", result.outcome
    assert_stack app, main: ["/posts"], modal: []
    assert_nil Post.find_by(id: 1)
    loads = result.proposal.visits.map { |visit| [visit.action, visit.load] }
    if platform == :ios
      # iOS renders the form's response, then the pop to the previous page restores the list; the
      # DELETE cleared the snapshot cache, so the restore requests the list again.
      assert_equal [%w[advance response], %w[restore network]], loads
    else
      # Android pops to the previous page and restores it from the network.
      assert_equal [%w[restore network]], loads
    end
    assert_requests app, ["DELETE /posts/1", "GET /posts", "GET /posts"]
    refute_includes app.page.body, "First post"
    assert_equal "http://example.org/posts", app.page.url
  end
end
