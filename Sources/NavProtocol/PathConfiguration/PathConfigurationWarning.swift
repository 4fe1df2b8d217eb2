/// A pattern that was skipped because it is not a valid regular expression.
/// Not an error: the rest of the source loads (docs/navigator.md §2).
public struct PathConfigurationWarning: Sendable, Hashable, CustomStringConvertible {
  /// Always `"invalidPattern"`.
  public static let code = "invalidPattern"

  /// The index of the source in a multi-source load; `nil` for a single source.
  public var source: Int?
  /// The index of the rule in its source's `rules`.
  public var rule: Int
  /// The index of the pattern in the rule's `patterns`.
  public var patternIndex: Int
  /// The pattern as written.
  public var pattern: String
  /// Why the pattern is invalid (with its offset).
  public var message: String

  /// The warning's code, `"invalidPattern"`.
  public var code: String { Self.code }

  /// A warning for `pattern`, the `patternIndex`th of rule `rule`.
  public init(source: Int? = nil, rule: Int, patternIndex: Int, pattern: String, message: String) {
    self.source = source
    self.rule = rule
    self.patternIndex = patternIndex
    self.pattern = pattern
    self.message = message
  }

  /// `rules[R].patterns[P] PATTERN: MESSAGE`.
  public var description: String { "rules[\(rule)].patterns[\(patternIndex)] \(pattern): \(message)" }
}
