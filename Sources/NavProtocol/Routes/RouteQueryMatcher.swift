import NavJSON

/// Checks a pattern's query items against a URL's query.
enum RouteQueryMatcher {
  /// Adds the query parameters the pattern takes from `query` (defaults filled
  /// in) to `parameters`; the pattern is known to match (see ``matches(_:_:)``).
  static func addParameters(of pattern: RoutePattern, in query: RouteURLQuery, to parameters: inout JSONObject) {
    for item in pattern.query {
      guard case .parameter(let name, let type, let presence) = item.value else { continue }
      if let value = query.presentValue(item.key) {
        if let typed = type.value(of: value) { parameters[name] = typed }
      } else if case .defaulted(let defaultValue) = presence {
        parameters[name] = defaultValue
      }
    }
  }

  /// Whether `query` satisfies the pattern's query items (the same test as
  /// ``parameters(of:in:)`` without building the parameters).
  static func matches(_ pattern: RoutePattern, _ query: RouteURLQuery) -> Bool {
    for item in pattern.query {
      let value = query.presentValue(item.key)
      switch item.value {
      case .fixed(let fixed):
        guard value == fixed else { return false }
      case .parameter(_, let type, let presence):
        if let value {
          guard type.accepts(value) else { return false }
        } else if case .required = presence {
          return false
        }
      }
    }
    return true
  }

  /// The undeclared keys of `query` with their first value, in URL order.
  static func undeclared(by pattern: RoutePattern, in query: RouteURLQuery) -> JSONObject {
    var undeclared = JSONObject()
    for (key, value) in query.items where !pattern.query.contains(where: { $0.key == key }) {
      undeclared[key] = .string(value)
    }
    return undeclared
  }
}
