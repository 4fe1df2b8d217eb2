/// Where a resolved property's value came from.
public enum PropertyOrigin: Sendable, Hashable, CustomStringConvertible {
  /// The last rule (loaded or built-in) that set the key.
  case rule(PathRuleReference)
  /// The request's `properties`.
  case request
  /// Nobody set it, or what was set is not a valid value, so the accessor's default is used.
  case `default`

  /// `rules[3]`, `builtin:recede`, `request` or `default`.
  public var description: String {
    switch self {
    case .rule(let rule): rule.description
    case .request: "request"
    case .default: "default"
    }
  }
}
