# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe "Posts in the iOS app" do
  subject(:app) { launch }

  it "opens on the posts index" do
    expect(app).to have_stack(main: ["/"], modal: [])
    expect(app).not_to present_modal
    expect(app).to be_on("/")
  end

  it "pushes a post" do
    expect(app.route("/posts/1").operations.map(&:op)).to eq(["push"])
    expect(app).to have_stack(main: ["/", "/posts/1"])
  end

  it "opens the new post form as a modal" do
    result = app.route("/posts/new")
    expect(result).to present_modal("/posts/new")
    expect(result.state.modal_style).to eq("large")
    expect(app).to have_stack(main: ["/"], modal: ["/posts/new"])
  end

  it "shows the new post after the form redirects to it" do
    app.route("/posts/new")
    Blog.submit_form(app, "/posts/1")
    expect(app).not_to present_modal
    expect(app).to have_stack(main: ["/", "/posts/1"], modal: [])
    expect(app).to be_on("/posts/1")
  end

  it "recedes to the post after a comment is saved" do
    %w[/posts/1 /posts/1/comments /posts/1/comments/new].each { |path| app.route(path) }
    result = app.route("/recede_historical_location")
    expect(result.operations.map(&:op)).to eq(%w[dismiss pop])
    expect(app).to have_stack(main: ["/", "/posts/1"], modal: [])
    expect(app).to be_on("/posts/1")
  end

  it "refreshes the post under the edit form after saving" do
    app.route("/posts/1")
    app.route("/posts/1/edit")
    result = app.route("/refresh_historical_location")
    expect(result.visits.map { |visit| [visit.url, visit.action] }).to eq([[Blog.url("/posts/1"), "replace"]])
    expect(app).to have_stack(main: ["/", "/posts/1"], modal: [])
  end

  it "closes the comment sheet when it is swiped away" do
    app.route("/posts/1")
    app.route("/posts/1/comments/new")
    expect(app).to present_modal("/posts/1/comments/new")
    app.dismiss_modal
    expect(app).not_to present_modal
    expect(app).to be_on("/posts/1")
  end

  it "pops back when a page links to the previous one" do
    app.route("/posts/1")
    app.route("/posts/1/comments")
    expect(app.route("/posts/1").operations.map(&:op)).to eq(["pop"])
    expect(app).to have_stack(main: ["/", "/posts/1"])
  end
end
