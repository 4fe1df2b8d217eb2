# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe "Posts in the Android app" do
  subject(:app) { launch(:android) }

  it "opens on the posts index in a web fragment" do
    expect(app).to have_stack(main: ["/"], modal: [])
    expect(app.state.top.view_controller).to eq("hotwire://fragment/web")
  end

  it "opens the new post form as a modal without a modal style" do
    result = app.route("/posts/new")
    expect(result).to present_modal("/posts/new")
    expect(result.state.modal_style).to be_nil
  end

  it "recedes from the comment sheet to the post, restoring it" do
    %w[/posts/1 /posts/1/comments /posts/1/comments/new].each { |path| app.route(path) }
    result = app.route("/recede_historical_location")
    expect(app).to have_stack(main: ["/", "/posts/1"], modal: [])
    expect(result.visits.map { |visit| [visit.action, visit.reason] }).to eq([%w[restore reveal]])
  end

  it "closes sign in with the back button" do
    app.route("/session/new")
    app.back
    expect(app).not_to present_modal
  end

  it "opens other sites in a browser tab" do
    expect(app.route("https://github.com/hotwired").external.kind).to eq("browserTab")
  end
end

RSpec.describe "The blog on both platforms" do
  %i[ios android].each do |platform|
    context "on #{platform}" do
      subject(:app) { launch(platform) }

      it "shows the new post after the form redirects to it" do
        app.route("/posts/new")
        expect(app).to present_modal("/posts/new")
        Blog.submit_form(app, "/posts/1")
        expect(app).to have_stack(main: ["/", "/posts/1"], modal: [])
      end

      it "recedes to the post after a comment is saved" do
        %w[/posts/1 /posts/1/comments /posts/1/comments/new].each { |path| app.route(path) }
        app.route("/recede_historical_location")
        expect(app).to be_on("/posts/1")
      end

      it "resolves deep links the same way" do
        expect("blog://posts/42").to route_to(:view_post, id: 42).via(app)
      end
    end
  end
end
