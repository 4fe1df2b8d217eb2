/// One matching path-configuration rule and the first of its patterns that matched.
public struct RuleMatch: Sendable, Hashable {
  /// The rule.
  public let rule: PathRuleReference
  /// Its first pattern, in the rule's order, found in the subject (as written).
  public let pattern: String
}
