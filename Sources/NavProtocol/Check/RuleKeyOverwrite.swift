/// What happens to one key a rule sets: the later rules that overwrite it somewhere the rule
/// applies, and whether together they do so wherever it applies (``ConfigurationChecker/overwrites(ofRule:in:at:platform:)``).
public struct RuleKeyOverwrite: Sendable, Hashable {
  /// The key, as the rule writes it.
  public var key: String
  /// The later rules that set the key and are proved to apply somewhere the rule applies, in
  /// order (`rules[3]`, `the built-in /recede_historical_location rule`).
  public var rules: [String]
  /// Whether those rules overwrite the key wherever the rule applies (proved; `false` also when
  /// it could not be decided within the budget).
  public var everywhere: Bool

  /// The key `key`, overwritten by `rules` (`everywhere`, or only somewhere).
  public init(key: String, rules: [String], everywhere: Bool) {
    self.key = key
    self.rules = rules
    self.everywhere = everywhere
  }
}
