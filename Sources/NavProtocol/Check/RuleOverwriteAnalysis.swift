/// Finds path-configuration rules that never have an effect because later
/// rules overwrite every key they set wherever they apply (docs/navigator.md §2: every
/// matching rule applies in file order, later keys win, built-ins come last).
///
/// Sound, not complete: rule *i* is reported only when, for each of its valid
/// patterns *p*, the later rules that are provably found wherever *p* is found
/// together set every key of rule *i*. "Provably" means a later rule has a
/// valid pattern *q* that is identical to *p* scalar for scalar, or both are
/// ``LiteralPattern``s and *p* implies *q* (e.g. `^/recede_historical_location$`
/// implies the built-in `/recede_historical_location`).
struct RuleOverwriteAnalysis {
  /// A rule as the analysis sees it.
  struct Rule: Sendable {
    /// How messages name it: `rules[3]`, or `the built-in /recede_historical_location rule`.
    var name: String
    /// The patterns that compile, as written.
    var validPatterns: [String]
    /// Its property keys, in file order.
    var keys: [String]
  }

  /// A rule found to have no effect: its index among the analysed rules and the rules that overwrite it.
  struct Finding: Sendable, Hashable {
    var rule: Int
    var keys: [String]
    var overwrittenBy: [String]
  }

  /// Work allowed for the whole analysis, in scalar comparisons; past it, the
  /// remaining rules are not analysed (so hostile files stay fast and nothing false is said).
  static let workBudget = 20_000_000

  private let rules: [Rule]
  private let literals: [[LiteralPattern?]]
  private let keySets: [Set<String>]
  private var remainingWork = Self.workBudget

  /// The analysis of `rules`, in the order they apply (built-ins last).
  init(rules: [Rule]) {
    self.rules = rules
    literals = rules.map { $0.validPatterns.map(LiteralPattern.init) }
    keySets = rules.map { Set($0.keys) }
  }

  /// Every rule (among the first `candidateCount`) that never has an effect.
  mutating func findings(candidateCount: Int) -> [Finding] {
    var found: [Finding] = []
    for index in 0..<min(candidateCount, rules.count) {
      guard remainingWork > 0 else { break }
      if let overwriters = overwriters(of: index) {
        found.append(Finding(rule: index, keys: rules[index].keys, overwrittenBy: overwriters))
      }
    }
    return found
  }

  /// The later rules that together overwrite every key of rule `index` wherever
  /// it applies, or `nil` when that cannot be shown.
  private mutating func overwriters(of index: Int) -> [String]? {
    let rule = rules[index]
    guard !rule.validPatterns.isEmpty, !rule.keys.isEmpty else { return nil }
    let needed = keySets[index]
    var names: [Int] = []
    for patternIndex in rule.validPatterns.indices {
      var covered: Set<String> = []
      for later in (index + 1)..<rules.count where !covered.isSuperset(of: needed) {
        guard !keySets[later].isDisjoint(with: needed) else { continue }
        guard let found = isFoundWherever(rule: index, pattern: patternIndex, laterRule: later) else { return nil }
        guard found else { continue }
        covered.formUnion(rules[later].keys)
        if !names.contains(later) { names.append(later) }
      }
      guard covered.isSuperset(of: needed) else { return nil }
    }
    return names.sorted().map { rules[$0].name }
  }

  /// Whether some valid pattern of `laterRule` is found in every subject where pattern
  /// `pattern` of rule `rule` is; `nil` when the work budget ran out.
  private mutating func isFoundWherever(rule: Int, pattern: Int, laterRule: Int) -> Bool? {
    let text = rules[rule].validPatterns[pattern]
    let literal = literals[rule][pattern]
    for (otherIndex, other) in rules[laterRule].validPatterns.enumerated() {
      let otherLiteral = literals[laterRule][otherIndex]
      remainingWork -= text.utf8.count + (literal?.text.count ?? 0) * max(1, otherLiteral?.text.count ?? 0)
      guard remainingWork > 0 else { return nil }
      if other.unicodeScalars.elementsEqual(text.unicodeScalars) { return true }
      if let literal, let otherLiteral, literal.implies(otherLiteral) { return true }
    }
    return false
  }
}

extension RuleOverwriteAnalysis {
  /// The later rules that are provably found wherever valid pattern `pattern` of rule `index` is,
  /// with the keys of rule `index` each of them sets (so overwrites there), in rule order; `nil`
  /// when the work budget ran out.
  mutating func overwrites(of index: Int, pattern: Int) -> [(rule: String, keys: [String])]? {
    var found: [(rule: String, keys: [String])] = []
    let keys = rules[index].keys
    for later in (index + 1)..<rules.count {
      let shared = keys.filter { keySets[later].contains($0) }
      guard !shared.isEmpty else { continue }
      guard let applies = isFoundWherever(rule: index, pattern: pattern, laterRule: later) else { return nil }
      if applies { found.append((rules[later].name, shared)) }
    }
    return found
  }
}
