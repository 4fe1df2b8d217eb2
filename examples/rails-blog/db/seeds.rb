# frozen_string_literal: true

# The same records as test/fixtures: the signed-in reader and "First post" with id 1.
User.create!(email: "reader@example.org", password: "secret")
first = Post.create!(id: 1, title: "First post", body: "Hello from the Rails blog.")
first.comments.create!(body: "A first comment.")
Post.create!(id: 2, title: "Second post", body: "Another post.")
