# frozen_string_literal: true

# The blog app as its native shells see it: the path configurations the Rails app
# serves at /configurations/ios_v1.json and /configurations/android_v1.json, the typed
# routes its deep-link handler knows, and the tab bar. Shared by test/ and spec/.
module Blog
  ORIGIN = "https://blog.example"
  HOME = "#{ORIGIN}/"
  CONFIG = File.expand_path("config", __dir__)
  PATH_CONFIGURATIONS = {
    ios: File.join(CONFIG, "path_configurations/ios_v1.json"),
    android: File.join(CONFIG, "path_configurations/android_v1.json")
  }.freeze
  ROUTES = File.join(CONFIG, "routes.json")
  TABS = [
    { id: "posts", title: "Posts", url: HOME },
    { id: "search", title: "Search", url: "#{ORIGIN}/search" },
    { id: "profile", title: "Profile", url: "#{ORIGIN}/profile" }
  ].freeze

  module_function

  # The client configuration of the app on `platform`. iOS is navd's default, so
  # only Android names its platform.
  def configuration(platform = :ios, tabs: false)
    configuration = { start_location: HOME, path_configuration: PATH_CONFIGURATIONS.fetch(platform), routes: ROUTES }
    configuration[:platform] = platform.to_s unless platform == :ios
    configuration[:tabs] = TABS if tabs
    configuration
  end

  # @return [String] the absolute URL of a path of the blog
  def url(path) = "#{ORIGIN}#{path}"

  # What the app's deep-link handler does with a link it is opened with: a known
  # route is shown at its canonical web URL; anything else opens the home page.
  def open_deep_link(app, link)
    resolved = app.resolve(link)
    app.route(resolved.known? ? resolved.canonical_url : HOME)
  end

  # A form submission that the Rails controller answers with a redirect (`redirect_to @post`).
  def submit_form(app, redirected_to)
    app.route(redirected_to, action: :advance, response: { statusCode: 200, redirected: true })
  end
end
