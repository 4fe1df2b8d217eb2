/// One matching path-configuration rule and the first of its patterns that matched.
public struct RuleMatch: Sendable, Hashable {
  /// The rule.
  public let rule: PathRuleReference
  /// Its first pattern, in the rule's order, found in the subject (as written).
  public let pattern: String

  /// `rule` matched through `pattern`.
  public init(rule: PathRuleReference, pattern: String) {
    self.rule = rule
    self.pattern = pattern
  }
}
