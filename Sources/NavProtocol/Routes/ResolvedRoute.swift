import NavJSON

/// A URL that matched a route: its name and typed parameters.
public struct ResolvedRoute: Sendable, Hashable {
  /// The route's name.
  public var name: String
  /// The parameters: `int` → integer; `digits`, `uuid` (lowercased), enum, string → string;
  /// catch-all → array of decoded segments. Absent optional query parameters are left out;
  /// absent defaulted ones hold their default.
  public var params: JSONObject
  /// The URL's query keys the pattern does not declare, each with its first decoded value (`""` for a bare key).
  public var query: JSONObject
  /// `print(name, params)`: the canonical URL of this route.
  public var canonicalURL: String

  /// A resolved route.
  public init(name: String, params: JSONObject, query: JSONObject, canonicalURL: String) {
    self.name = name
    self.params = params
    self.query = query
    self.canonicalURL = canonicalURL
  }

  /// The `routes/resolve` result: `{name, params, query, canonicalURL}`.
  public var jsonValue: JSONValue {
    .object(
      JSONObject([
        ("name", .string(name)), ("params", .object(params)), ("query", .object(query)),
        ("canonicalURL", .string(canonicalURL)),
      ]))
  }
}
