# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe "Deep links of the blog" do
  subject(:app) { launch }

  it "resolves a post link to view_post" do
    expect(app.resolve("blog://posts/42")).to route_to(:view_post, id: 42)
    expect("blog://posts/42").to route_to(:view_post, id: 42).via(app)
  end

  it "resolves the comments of a post" do
    expect("blog://posts/42/comments").to route_to(:post_comments, post_id: 42).via(app)
  end

  it "fills in the default sort of a search" do
    expect("https://blog.example/search?q=turbo").to route_to(:search, q: "turbo", sort: "newest").via(app)
  end

  it "does not route a post id that is not a number" do
    expect("blog://posts/forty-two").not_to route_to(:view_post).via(app)
    expect(app.resolve("blog://posts/forty-two").reason).to eq("noMatch")
  end

  it "opens a post link over home" do
    result = Blog.open_deep_link(app, "blog://posts/42")
    expect(result).to route_to(:view_post, id: 42)
    expect(app).to have_stack(main: ["/", "/posts/42"], modal: [])
  end

  it "opens home for a link it does not know" do
    Blog.open_deep_link(app, "blog://admin")
    expect(app).to have_stack(main: ["/"])
  end

  it "prints canonical URLs" do
    expect(app.print_route(:view_post, id: 7)).to eq("https://blog.example/posts/7")
    expect(app.print_route(:tagged, tag: "ruby on rails")).to eq("https://blog.example/tags/ruby%20on%20rails")
  end
end
