import NavJSON

/// One named route of a table as the configuration declares it
/// (`{"name": "viewAlbum", "patterns": ["kkbox://album/{albumID:digits}"]}`).
public struct RouteDefinition: Sendable, Hashable {
  /// The route's name: non-empty, unique in its table, never `unknown`.
  public var name: String
  /// The URL patterns (docs/routes.md); the first one that can print a route's params is its canonical form.
  public var patterns: [String]

  /// A route named `name` with `patterns`.
  public init(name: String, patterns: [String]) {
    self.name = name
    self.patterns = patterns
  }

  /// The JSON form of docs/protocol.md §4: `{"name", "patterns"}`.
  public var jsonValue: JSONValue {
    .object(JSONObject([("name", .string(name)), ("patterns", .array(patterns.map { .string($0) }))]))
  }
}
