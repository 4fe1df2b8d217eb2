/// A path-configuration rule as explanations name it: `rules[3]`, or a built-in `builtin:recede`.
public enum PathRuleReference: Sendable, Hashable, CustomStringConvertible {
  /// The loaded rule at this index of the source's `rules`.
  case loaded(Int)
  /// A built-in historical-location rule: `recede`, `resume` or `refresh`.
  case builtIn(String)

  /// `rules[3]` or `builtin:recede`.
  public var description: String {
    switch self {
    case .loaded(let index): "rules[\(index)]"
    case .builtIn(let name): "builtin:\(name)"
    }
  }
}
