/// Checks a pattern's query items against a URL's query.
enum RouteQueryMatcher {
  /// The query parameters the pattern takes from `query` (defaults filled in),
  /// or `nil` when a required or fixed item is missing or a value has the wrong type.
  static func parameters(of pattern: RoutePattern, in query: RouteURLQuery) -> JSONObject? {
    var parameters = JSONObject()
    for item in pattern.query {
      let value = query.presentValue(item.key)
      switch item.value {
      case .fixed(let fixed):
        guard value == fixed else { return nil }
      case .parameter(let name, let type, let presence):
        if let value {
          guard let typed = type.value(of: value) else { return nil }
          parameters[name] = typed
        } else {
          switch presence {
          case .required: return nil
          case .optional: break
          case .defaulted(let defaultValue): parameters[name] = defaultValue
          }
        }
      }
    }
    return parameters
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
    for key in query.keys where !pattern.query.contains(where: { $0.key == key }) {
      undeclared[key] = .string(query.values[key] ?? "")
    }
    return undeclared
  }
}
