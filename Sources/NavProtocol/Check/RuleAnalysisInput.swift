/// Everything about a path configuration's rules that ``RuleOverwriteAnalysis`` reads: per rule
/// its name, its valid patterns (as compiled), its keys and whether it asks for or changes a
/// modal replace_root. Property values are not part of it (but for `context` and
/// `presentation`, through those two flags), so editing a value leaves it unchanged, and the
/// analysis of the previous check holds (``CheckCache``).
struct RuleAnalysisInput: Sendable, Equatable {
  struct Rule: Sendable, Equatable {
    var name: String
    var patterns: [Pattern]
    var keys: [String]
    var asksForModalReplaceRoot: Bool
    var changesModalReplaceRoot: Bool
  }

  struct Pattern: Sendable, Equatable {
    var index: Int
    var pattern: String

    /// Told apart by scalars (``CheckCache/PatternKey``): `é` and `e` + U+0301 differ.
    static func == (left: Pattern, right: Pattern) -> Bool {
      left.index == right.index && left.pattern.utf8.elementsEqual(right.pattern.utf8)
    }
  }

  var caseInsensitive: Bool
  /// How many of the rules are candidates (the document's own; the built-ins after them are not).
  var candidateCount: Int
  var rules: [Rule]

  /// The input of the analysis of `rules`, the first `candidateCount` of them candidates.
  init(rules: [RuleOverwriteAnalysis.Rule], candidateCount: Int, caseInsensitive: Bool) {
    self.caseInsensitive = caseInsensitive
    self.candidateCount = candidateCount
    self.rules = rules.map { rule in
      Rule(
        name: rule.name, patterns: rule.validPatterns.map { Pattern(index: $0.index, pattern: $0.regex.pattern) },
        keys: rule.keys, asksForModalReplaceRoot: RuleOverwriteAnalysis.asksForModalReplaceRoot(rule.properties),
        changesModalReplaceRoot: RuleOverwriteAnalysis.changesModalReplaceRoot(rule.properties))
    }
  }
}

/// What the automata analysis found, by the index of the rule (among the analysed ones) each finding belongs to.
struct RuleAnalysisFindings: Sendable {
  var problems: [(rule: Int, problem: CheckProblem)]
}
