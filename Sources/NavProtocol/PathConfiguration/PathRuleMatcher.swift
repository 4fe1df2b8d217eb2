import LinearRegex

/// Finds the rules that match a subject: every compiled pattern of every rule
/// (loaded rules, then built-ins) in one flat table of plain values, so ruling a
/// pattern out by its required literals' byte pairs touches no reference count.
struct PathRuleMatcher: Sendable {
  /// The rules in the order they apply (loaded, then built-in).
  let rules: [PathRule]
  /// Per pattern, in rule order: the byte pairs its required literals need.
  private let pairs: [PairSet]
  /// Per pattern: its rule's index in ``rules``.
  private let ruleIndices: [Int]
  /// Per pattern: its index among its rule's compiled patterns.
  private let patternIndices: [Int]

  init(rules: [PathRule]) {
    self.rules = rules
    var pairs: [PairSet] = []
    var ruleIndices: [Int] = []
    var patternIndices: [Int] = []
    for (ruleIndex, rule) in rules.enumerated() {
      for patternIndex in rule.compiledPatterns.indices {
        pairs.append(rule.compiledPatterns[patternIndex].requiredPairs)
        ruleIndices.append(ruleIndex)
        patternIndices.append(patternIndex)
      }
    }
    self.pairs = pairs
    self.ruleIndices = ruleIndices
    self.patternIndices = patternIndices
  }

  /// The indices (into ``rules``, ascending) of the rules with a pattern found in `subject`;
  /// each match and the first of its rule's patterns that matched are recorded into `trace`.
  func matchingRules(_ subject: String, trace: DecisionTrace? = nil) -> [Int] {
    var text = subject
    return text.withUTF8 { utf8 in
      let bytes = SubjectBytes(utf8)
      var matched: [Int] = []
      for index in pairs.indices where bytes.pairs.isSuperset(of: pairs[index]) {
        let rule = ruleIndices[index]
        if matched.last == rule { continue }  // the rule already matched by an earlier pattern
        let pattern = patternIndices[index]
        if rules[rule].patternMatches(pattern, subject: subject, bytes: bytes) {
          matched.append(rule)
          if let trace { recordMatch(of: rule, pattern: pattern, into: trace) }
        }
      }
      return matched
    }
  }

  /// Records that compiled pattern `pattern` of rule `rule` matched; out of line, so the matching
  /// loop stays as small as it is without a trace.
  @inline(never)
  private func recordMatch(of rule: Int, pattern: Int, into trace: DecisionTrace) {
    trace.recordMatch(rules[rule].reference(at: rule), pattern: rules[rule].compiledPatterns[pattern].pattern)
  }
}
