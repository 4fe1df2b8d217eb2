import LinearRegex
import NavJSON

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
  /// Why the pattern is invalid.
  public var error: RegexSyntaxError

  /// The warning's code, `"invalidPattern"`.
  public var code: String { Self.code }

  /// Why the pattern is invalid, with its offset (the wire's `message`).
  public var message: String { error.description }

  /// A warning for `pattern`, the `patternIndex`th of rule `rule`, rejected with `error`.
  public init(source: Int? = nil, rule: Int, patternIndex: Int, pattern: String, error: RegexSyntaxError) {
    self.source = source
    self.rule = rule
    self.patternIndex = patternIndex
    self.pattern = pattern
    self.error = error
  }

  /// The same warning as the checker's finding (`navd check` reports it so): its code,
  /// severity, path `rules[R].patterns[P]` and message.
  public var finding: CheckProblem {
    CheckProblem(
      path: JSONPath.element(JSONPath.member(JSONPath.element("rules", rule), "patterns"), patternIndex),
      issue: .invalidPattern(pattern: pattern, error: error))
  }

  /// `rules[R].patterns[P] PATTERN: MESSAGE`.
  public var description: String { "rules[\(rule)].patterns[\(patternIndex)] \(pattern): \(message)" }
}
