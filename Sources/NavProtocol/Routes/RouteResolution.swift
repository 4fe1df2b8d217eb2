import NavJSON

/// What a route table makes of a URL: a named route, or `unknown` with a reason.
public enum RouteResolution: Sendable, Hashable {
  /// The URL matched a route.
  case matched(ResolvedRoute)
  /// The URL matched no route.
  case unknown(UnknownRouteReason)

  /// The matched route, if any.
  public var route: ResolvedRoute? {
    if case .matched(let route) = self { return route }
    return nil
  }

  /// The route name, or `"unknown"`.
  public var name: String { route?.name ?? "unknown" }

  /// The `routes/resolve` result: `{name, params, query, canonicalURL}` or `{name: "unknown", reason}`.
  public var jsonValue: JSONValue {
    switch self {
    case .matched(let route): route.jsonValue
    case .unknown(let reason): .object(JSONObject([("name", "unknown"), ("reason", .string(reason.rawValue))]))
    }
  }

  /// The `route` field of the `route` method's result: `{name, params}`, or `null` for `unknown`.
  public var summaryJSONValue: JSONValue {
    guard let route else { return .null }
    return .object(JSONObject([("name", .string(route.name)), ("params", .object(route.params))]))
  }
}
