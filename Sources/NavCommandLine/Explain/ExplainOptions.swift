/// What a `navd explain` command line asks for.
public struct ExplainOptions: Sendable, Hashable {
  /// The URL to route.
  public var url: String
  /// `--configuration F`: a client configuration, a path configuration or a route table file.
  public var configurationFile: String?
  /// `--platform ios|android`; `nil` keeps the configuration's (default iOS).
  public var platform: String?
  /// `--from STACK.json`: a `state/import` document to route from.
  public var fromFile: String?
  /// `--json`: print the explanation JSON instead of text.
  public var json: Bool

  /// Options for `url`; everything else as given.
  public init(
    url: String, configurationFile: String? = nil, platform: String? = nil, fromFile: String? = nil, json: Bool = false
  ) {
    self.url = url
    self.configurationFile = configurationFile
    self.platform = platform
    self.fromFile = fromFile
    self.json = json
  }
}
