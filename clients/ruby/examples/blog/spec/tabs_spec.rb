# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe "The tab bar of the iOS app" do
  subject(:app) { launch(tabs: true) }

  it "starts every tab, the first one active" do
    expect(app.state.active_tab).to eq("posts")
    expect(app).to have_stack(main: ["/"])
    expect(app.state(tab: "search")).to have_stack(main: ["/search"])
  end

  it "keeps each tab's stack when switching" do
    app.route("/posts/1")
    expect(app.select_tab(:search)).to have_stack(main: ["/search"])
    expect(app.state(tab: "posts")).to have_stack(main: ["/", "/posts/1"])
  end

  it "presents a modal in the active tab only" do
    app.select_tab(:profile)
    app.route("/posts/new")
    expect(app).to present_modal("/posts/new")
    expect(app.state(tab: "posts")).not_to present_modal
  end
end
