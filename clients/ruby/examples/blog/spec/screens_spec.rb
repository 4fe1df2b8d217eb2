# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe "Screens with their own rules in the iOS app" do
  subject(:app) { launch }

  it "shows sign in full screen and refuses the swipe" do
    app.route("/session/new")
    expect(app.state.modal_style).to eq("full")
    expect { app.dismiss_modal }.to raise_error(Navd::Error) { |error| expect(error.field).to eq("modal") }
    expect(app).to present_modal("/session/new")
  end

  it "shows settings natively" do
    result = app.route("/settings")
    expect(result.state.top.view_controller).to eq("settings")
    expect(app).to be_on("/settings")
    expect(app).to have_current_url(nil)
  end

  it "replaces the search results when the query changes" do
    app.route("/search?q=rails")
    expect(app.route("/search?q=hotwire").operations.map(&:op)).to eq(["replace"])
    expect(app).to have_stack(main: ["/", "/search?q=hotwire"])
  end

  it "opens other sites in Safari without touching the stacks" do
    result = app.route("https://github.com/hotwired")
    expect(result).to be_cancelled
    expect(result.external.kind).to eq("safari")
    expect(app).to have_stack(main: ["/"], modal: [])
  end
end
