# frozen_string_literal: true

# The new-post flow as an RSpec request spec, on both platforms: a valid post in the modal recedes
# (turbo-rails' `recede_or_redirect_to`) to the list, with exactly the requests Hotwire Native makes.
RSpec.describe "New post", type: :request do
  # Navd::App.rails closes the driver when the example ends (an `after` hook of this example,
  # which runs before the group's own).
  after { expect(@app).to be_closed }

  %i[ios android].each do |platform|
    it "recedes to the list with the flash on #{platform}" do
      @app = app = Navd::App.rails(self, platform: platform, path_configuration: "/configurations/#{platform}_v1.json")
      app.start
      expect(app).to have_requested(["GET /configurations/#{platform}_v1.json", "GET /", "GET /posts"])
      expect(app).to have_stack(main: ["/posts"], modal: [])
      app.clear_requests

      app.visit("/posts/new")
      expect(app).to present_modal("/posts/new")
      expect(app).to have_requested(["GET /posts/new"])
      app.clear_requests

      result = app.submit("/posts", params: { post: { title: "From RSpec", body: "Hi" } })
      expect(result.outcome).to eq("proposed")
      expect(app).not_to present_modal
      expect(app).to have_stack(main: ["/posts"], modal: [])
      expect(app).to be_on("/posts")
      expect(Post.last.title).to eq("From RSpec")
      submitted = ["POST /posts", "GET /recede_historical_location?notice=Post+created"]
      if platform == :android
        # Android restores the revealed list from the network (the form cleared the snapshot cache).
        expect(app).to have_requested(submitted + ["GET /posts"])
        expect(app.page.body).to include("Post created", "From RSpec")
      else
        # iOS dismisses the sheet without reloading the list underneath.
        expect(app).to have_requested(submitted)
        expect(app.page.body).not_to include("From RSpec")
      end
    end
  end
end
