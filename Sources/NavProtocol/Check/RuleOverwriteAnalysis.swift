import LinearRegex
import NavJSON

/// What the rules of a path configuration do, decided with the regex engine's own
/// automata (``RegexLanguage``) for any supported patterns (docs/navigator.md §2: every
/// matching rule applies in file order, later keys win, built-ins come last; docs/android.md:
/// Android compares case-insensitively):
/// - a pattern that no subject (`""`, or starting with `/` or `?`, without a line
///   terminator) can match;
/// - a rule that applies somewhere and, for every key it sets, wherever it applies,
///   later rules that set that key (taken together) apply too;
/// - an Android rule that sets `context: modal` with `presentation: replace_root` for a
///   subject where no later rule changes either.
///
/// Sound: a claim is made only when proved (coverage and emptiness by exhausting the
/// product automaton; a modal replace_root by a concrete subject checked with the
/// engine). Real subjects refute most candidates quickly: each pattern's shortest
/// subject and a few extensions of it are searched in the later rules, and only the
/// rules they match are put into the first product; a counterexample that another later
/// rule matches adds that rule and the product is tried again. Work is bounded: each
/// question gets at most ``questionBudget`` letter steps and the whole analysis
/// ``workBudget`` work units; past them nothing more is said.
struct RuleOverwriteAnalysis {
  /// A rule as the analysis sees it.
  struct Rule: Sendable {
    /// How messages name it: `rules[3]`, or `the built-in /recede_historical_location rule`.
    var name: String
    /// The patterns that compile (as the platform compiles them), with their index in the rule's `patterns`.
    var validPatterns: [(index: Int, regex: LinearRegex)]
    /// Its properties, in file order.
    var properties: JSONObject

    /// Its property keys, in file order.
    var keys: [String] { properties.keys }
  }

  /// A rule found to have no effect: its index among the analysed rules and the rules that overwrite it.
  struct Finding: Sendable, Hashable {
    var rule: Int
    var keys: [String]
    var overwrittenBy: [String]
  }

  /// A key of a rule that later rules overwrite wherever the rule applies: the rules that do,
  /// and a subject where the rule applies (a witness of one of its patterns).
  struct KeyFinding: Sendable, Hashable {
    var rule: Int
    var key: String
    var overwrittenBy: [String]
    var example: String
  }

  /// Work allowed for the whole analysis (letter steps of the automata, bytes searched for witnesses).
  static let workBudget = 20_000_000
  /// Letter steps allowed for one product automaton.
  static let questionBudget = 2_000_000
  /// Counterexample rounds before a coverage question is given up.
  static let maximumRounds = 8

  /// A pattern's compiled forms, shared by every copy of its ``Pattern`` (one reference to
  /// count instead of each array inside them).
  private final class Compiled: Sendable {
    let automaton: RegexAutomaton
    let regex: LinearRegex

    init(_ regex: LinearRegex) {
      self.regex = regex
      automaton = RegexAutomaton(regex)
    }
  }

  private struct Pattern {
    var rule: Int
    var index: Int
    /// Its number in the cache's questions (``CheckCache/patternID(_:)``).
    var id: Int
    let compiled: Compiled
    var automaton: RegexAutomaton { compiled.automaton }
    var regex: LinearRegex { compiled.regex }
    /// `.none`: no subject matches; `.found`: the shortest one, when known.
    var emptiness: RegexSubjectSearch = .unknown
    /// Real subjects the pattern is found in.
    var witnesses: [String] = []
  }

  private enum Coverage {
    case covered(by: Set<Int>)
    case notCovered
    case unknown
  }

  private let rules: [Rule]
  private var patterns: [[Pattern]]
  /// For each property key, the rules that set it, in rule order.
  private let settersByKey: [String: [Int]]
  /// Every pattern in rule order, as (rule, pattern) — a pattern's place here is its number.
  private let numbered: [(rule: Int, pattern: Int)]
  /// For each of ``PairSet``'s 256 bits, the numbers of the patterns filed under it: each
  /// pattern with required pairs under its least common bit, so a subject lacking that
  /// bit's pairs needs no look at it.
  private let patternsByPairBit: [[Int]]
  /// The numbers of the patterns without required pairs (any subject may match them).
  private let patternsWithoutPairs: [Int]
  /// Above this many rules, ``matches(_:in:)`` looks up candidates in ``patternsByPairBit``
  /// instead of trying every pattern of the rules.
  private static let indexedLookupThreshold = 16
  /// Per rule, per pattern: the byte pairs its required literals need (plain values, for the prefilter).
  private let requiredPairs: [[PairSet]]
  private var remainingWork = Self.workBudget
  /// Coverage questions already answered "covered", by pattern and the patterns it was tried
  /// against (rule << 16 | pattern): a rule's keys often have the same overwriters.
  private var provedCovered: Set<[Int]> = []
  /// Coverage answers by (rule, pattern, key): `overwrittenRule` and `overwrittenKey` ask the same
  /// questions of a rule's first keys.
  private var keyCoverage: [KeyCoverageQuestion: Coverage] = [:]

  private struct KeyCoverageQuestion: Hashable {
    var rule: Int
    var pattern: Int
    var key: String
  }
  private let universe = RegexSubjectUniverse.pathConfigurationSubjects
  /// Answers of earlier checks; handed back with this analysis' answers added (``cache``).
  private(set) var cache: CheckCache

  /// The analysis of `rules`, in the order they apply (built-ins last), whose patterns were
  /// compiled with `caseInsensitive`; `cache` answers what an earlier check already decided.
  init(rules: [Rule], caseInsensitive: Bool, cache: CheckCache = CheckCache()) {
    self.rules = rules
    var cache = cache
    patterns = rules.enumerated().map { ruleIndex, rule in
      rule.validPatterns.map { pattern in
        Pattern(
          rule: ruleIndex, index: pattern.index,
          id: cache.patternID(CheckCache.PatternKey(pattern: pattern.regex.pattern, caseInsensitive: caseInsensitive)),
          compiled: Compiled(pattern.regex))
      }
    }
    self.cache = cache
    let requiredPairs = patterns.map { $0.map(\.regex.requiredPairs) }
    self.requiredPairs = requiredPairs
    var settersByKey: [String: [Int]] = [:]
    for (index, rule) in rules.enumerated() {
      for key in rule.keys { settersByKey[key, default: []].append(index) }
    }
    self.settersByKey = settersByKey
    var numbered: [(rule: Int, pattern: Int)] = []
    for (rule, rulePatterns) in patterns.enumerated() {
      for pattern in rulePatterns.indices { numbered.append((rule, pattern)) }
    }
    self.numbered = numbered
    let bits = numbered.map { requiredPairs[$0.rule][$0.pattern].bits }
    var frequency = [Int](repeating: 0, count: 256)
    for patternBits in bits { for bit in patternBits { frequency[bit] += 1 } }
    var byBit = [[Int]](repeating: [], count: 256)
    var withoutPairs: [Int] = []
    for (number, patternBits) in bits.enumerated() {
      if let rarest = patternBits.min(by: { frequency[$0] < frequency[$1] }) {
        byBit[rarest].append(number)
      } else {
        withoutPairs.append(number)
      }
    }
    patternsByPairBit = byBit
    patternsWithoutPairs = withoutPairs
  }

  /// The rules after rule `index` that set `key`, in rule order.
  private func setters(of key: String, after index: Int) -> [Int] {
    guard let all = settersByKey[key] else { return [] }
    return Array(all[Self.firstPosition(in: all, notBelow: index + 1)...])
  }

  /// Asks ``RegexLanguage`` whether a subject has `pattern` and (by `kind`) none or one of
  /// `others`, within the question's share of the work budget; the cache may know already.
  private mutating func ask(
    _ kind: CheckCache.Question.Kind, _ pattern: Pattern, _ others: [Pattern] = []
  ) -> RegexSubjectSearch {
    let given = min(remainingWork, Self.questionBudget)
    var budget = given
    let question = CheckCache.Question(kind: kind, patterns: [pattern.id] + others.map(\.id))
    let universe = self.universe
    let answer = cache.answer(question, budget: &budget) { budget in
      switch kind {
      case .matching:
        RegexLanguage.subject(matching: pattern.automaton, universe: universe, budget: &budget)
      case .matchingNoneOf:
        RegexLanguage.subject(
          matching: pattern.automaton, noneOf: others.map(\.automaton), universe: universe, budget: &budget)
      case .matchingOneOf:
        RegexLanguage.subject(
          matching: pattern.automaton, andOneOf: others.map(\.automaton), universe: universe, budget: &budget)
      }
    }
    spend(given - budget)
    return answer
  }

  /// The patterns (rule index, pattern index in its `patterns`) of the first `candidateCount`
  /// rules that no subject matches. Decides every pattern's emptiness (and finds its witnesses),
  /// which the other questions need, so it runs first.
  mutating func neverMatchingPatterns(candidateCount: Int) -> [(rule: Int, pattern: Int)] {
    var found: [(rule: Int, pattern: Int)] = []
    // Only candidates need witnesses; the later rules are searched, not explored.
    for ruleIndex in patterns.indices.prefix(candidateCount) {
      for patternIndex in patterns[ruleIndex].indices {
        decideEmptiness(rule: ruleIndex, pattern: patternIndex)
        if ruleIndex < candidateCount, patterns[ruleIndex][patternIndex].emptiness == .none {
          found.append((ruleIndex, patterns[ruleIndex][patternIndex].index))
        }
      }
    }
    return found
  }

  /// Every rule (among the first `candidateCount`) that applies somewhere and never has an effect.
  mutating func overwrittenRules(candidateCount: Int) -> [Finding] {
    var found: [Finding] = []
    for index in 0..<min(candidateCount, rules.count) {
      guard remainingWork > 0 else { break }
      if let overwriters = overwriters(of: index) {
        found.append(Finding(rule: index, keys: rules[index].keys, overwrittenBy: overwriters))
      }
    }
    return found
  }

  /// Every key of a rule (among the first `candidateCount`, but for the rules in `skipping`,
  /// reported whole) that later rules overwrite wherever the rule applies, proved as
  /// ``overwrittenRules(candidateCount:)`` proves it for every key; keys in `ignoredKeys` (the
  /// other platform's, which this one never reads) are left out.
  mutating func overwrittenKeys(candidateCount: Int, skipping: Set<Int>, ignoredKeys: Set<String>) -> [KeyFinding] {
    var found: [KeyFinding] = []
    for index in 0..<min(candidateCount, rules.count) where !skipping.contains(index) {
      let live = patterns[index].indices.filter { patterns[index][$0].emptiness != .none }
      let rulePatterns = patterns[index]
      guard
        let example = live.lazy.compactMap({ rulePatterns[$0].witnesses.first }).first,
        live.contains(where: { if case .found = patterns[index][$0].emptiness { true } else { false } })
      else { continue }
      keys: for key in rules[index].keys where !ignoredKeys.contains(key) {
        guard remainingWork > 0 else { return found }
        let setters = setters(of: key, after: index)
        guard !setters.isEmpty else { continue }
        var used: Set<Int> = []
        for patternIndex in live {
          guard case .covered(let rules) = coverage(ofKey: key, rule: index, pattern: patternIndex, by: setters)
          else { continue keys }
          used.formUnion(rules)
        }
        let names = used.sorted().map { rules[$0].name }
        found.append(KeyFinding(rule: index, key: key, overwrittenBy: names, example: example))
      }
    }
    return found
  }

  /// Each rule (among the first `candidateCount`) that sets `context: modal` and
  /// `presentation: replace_root` (any case), with a subject where it applies and no later
  /// rule sets either key to something else.
  mutating func modalReplaceRootRules(candidateCount: Int) -> [(rule: Int, subject: String)] {
    var found: [(rule: Int, subject: String)] = []
    for index in 0..<min(candidateCount, rules.count) where Self.asksForModalReplaceRoot(rules[index].properties) {
      guard remainingWork > 0 else { break }
      let changers = ((index + 1)..<rules.count).filter { later in
        Self.changesModalReplaceRoot(rules[later].properties)
      }
      let others = changers.flatMap { patterns[$0] }
      for pattern in patterns[index] where pattern.emptiness != .none {
        if let subject = pattern.witnesses.first(where: { witness in
          !others.contains { $0.regex.containsMatch(in: witness) }
        }) {
          found.append((index, subject))
          break
        }
        let answer = ask(.matchingNoneOf, pattern, others)
        if case .found(let subject?) = answer, pattern.regex.containsMatch(in: subject),
          !others.contains(where: { $0.regex.containsMatch(in: subject) })
        {
          found.append((index, subject))
          break
        }
      }
    }
    return found
  }

  /// For each key of rule `index`: the later rules that set it and are proved to apply somewhere
  /// the rule applies, and whether together they cover every subject where it applies.
  mutating func keyOverwrites(ofRule index: Int) -> [RuleKeyOverwrite] {
    for pattern in patterns[index].indices { decideEmptiness(rule: index, pattern: pattern) }
    let live = patterns[index].filter { $0.emptiness != .none }
    var known: [Int: Bool] = [:]
    var result: [RuleKeyOverwrite] = []
    for key in rules[index].keys {
      let setters = setters(of: key, after: index)
      var overlapping: [Int] = []
      for later in setters {
        if known[later] == nil { known[later] = live.contains { overlaps(pattern: $0, rule: later) } }
        if known[later] == true { overlapping.append(later) }
      }
      let everywhere =
        !live.isEmpty && !setters.isEmpty
        && live.allSatisfy { pattern in
          if case .covered = coverage(of: pattern, by: setters) { true } else { false }
        }
      result.append(RuleKeyOverwrite(key: key, rules: overlapping.map { rules[$0].name }, everywhere: everywhere))
    }
    return result
  }

  /// The later rules proved to be found wherever valid pattern `pattern` of rule `index` is, with
  /// the keys of rule `index` each of them sets (so overwrites there), in rule order; `nil` when
  /// the work budget ran out.
  mutating func overwrites(ofRule index: Int, pattern: Int) -> [(rule: String, keys: [String])]? {
    decideEmptiness(rule: index, pattern: pattern)
    let subject = patterns[index][pattern]
    var found: [(rule: String, keys: [String])] = []
    for later in (index + 1)..<rules.count {
      let shared = rules[index].keys.filter { rules[later].properties[$0] != nil }
      guard !shared.isEmpty else { continue }
      switch coverage(of: subject, by: [later]) {
      case .covered: found.append((rules[later].name, shared))
      case .notCovered: continue
      case .unknown: return nil
      }
    }
    return found
  }

  /// Whether some subject is proved to be matched by `pattern` and by a pattern of rule `rule`:
  /// a witness of `pattern` that the rule matches, or a subject the product finds, checked with the engine.
  private mutating func overlaps(pattern: Pattern, rule: Int) -> Bool {
    for witness in pattern.witnesses where !matches(witness, in: [rule]).isEmpty { return true }
    guard remainingWork > 0 else { return false }
    let others = patterns[rule]
    let answer = ask(.matchingOneOf, pattern, others)
    guard case .found(let subject?) = answer else { return false }
    return pattern.regex.containsMatch(in: subject) && others.contains { $0.regex.containsMatch(in: subject) }
  }

  // MARK: Emptiness and witnesses

  private mutating func decideEmptiness(rule: Int, pattern: Int) {
    guard remainingWork > 0 else { return }
    // One thread's walk proves most empty patterns in linear time, also those whose
    // determinised automaton is too large for the product search.
    let automaton = patterns[rule][pattern].automaton
    let universe = self.universe
    if cache.isProvedEmpty(
      patterns[rule][pattern].id, compute: { RegexEmptiness.isProvedEmpty(automaton, universe: universe) })
    {
      patterns[rule][pattern].emptiness = .none
      return
    }
    let answer = ask(.matching, patterns[rule][pattern])
    patterns[rule][pattern].emptiness = answer
    guard case .found(let shortest?) = answer else { return }
    let regex = patterns[rule][pattern].regex
    patterns[rule][pattern].witnesses = cache.witnesses(of: patterns[rule][pattern].id) {
      let candidates = [shortest, shortest + "/x", shortest + "?x=1", "/x" + shortest, shortest + "/1/x"]
      var witnesses: [String] = []
      for candidate in candidates where !witnesses.contains(candidate) {
        if candidate == shortest || (Self.isSubject(candidate) && regex.containsMatch(in: candidate)) {
          witnesses.append(candidate)
        }
      }
      return witnesses
    }
  }

  /// `""`, or a string that starts with `/` or `?`.
  private static func isSubject(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first else { return true }
    return first == "/" || first == "?"
  }

  // MARK: Overwritten rules

  /// The later rules that together overwrite every key of rule `index` wherever it
  /// applies, or `nil` when that is not so or cannot be shown.
  private mutating func overwriters(of index: Int) -> [String]? {
    let rule = rules[index]
    guard !rule.keys.isEmpty else { return nil }
    let live = patterns[index].indices.filter { patterns[index][$0].emptiness != .none }
    // A rule must apply somewhere: one that never does is reported as such (neverMatches).
    let appliesSomewhere = live.contains { if case .found = patterns[index][$0].emptiness { true } else { false } }
    guard appliesSomewhere else { return nil }
    // A key no later rule sets is never overwritten: look for one before any search.
    let settersOfKeys = rule.keys.map { setters(of: $0, after: index) }
    guard !settersOfKeys.contains(where: \.isEmpty) else { return nil }
    var used: Set<Int> = []
    for (key, setters) in zip(rule.keys, settersOfKeys) {
      for patternIndex in live {
        switch coverage(ofKey: key, rule: index, pattern: patternIndex, by: setters) {
        case .covered(let rules): used.formUnion(rules)
        case .notCovered, .unknown: return nil
        }
      }
    }
    return used.sorted().map { rules[$0].name }
  }

  /// ``coverage(of:by:)`` of pattern `pattern` of rule `rule` by `setters`, the later setters of
  /// `key`, asked once per rule, pattern and key.
  private mutating func coverage(ofKey key: String, rule: Int, pattern: Int, by setters: [Int]) -> Coverage {
    let question = KeyCoverageQuestion(rule: rule, pattern: pattern, key: key)
    if let known = keyCoverage[question] { return known }
    let answer = coverage(of: patterns[rule][pattern], by: setters)
    keyCoverage[question] = answer
    return answer
  }

  /// Whether, wherever `pattern` is found, some pattern of the rules `setters` is found too.
  private mutating func coverage(of pattern: Pattern, by setters: [Int]) -> Coverage {
    var chosen: [(rule: Int, pattern: Int)] = []
    for witness in pattern.witnesses {
      let matching = matches(witness, in: setters)
      if matching.isEmpty { return .notCovered }
      for match in matching where !chosen.contains(where: { $0 == match }) { chosen.append(match) }
    }
    if pattern.witnesses.isEmpty {
      chosen = setters.flatMap { rule in patterns[rule].indices.map { (rule, $0) } }
    }
    for _ in 0..<Self.maximumRounds {
      guard remainingWork > 0 else { return .unknown }
      let question = [pattern.rule << 16 | pattern.index] + chosen.map { $0.rule << 16 | $0.pattern }
      if provedCovered.contains(question) { return .covered(by: Set(chosen.map(\.rule))) }
      let answer = ask(.matchingNoneOf, pattern, chosen.map { patterns[$0.rule][$0.pattern] })
      switch answer {
      case .none:
        provedCovered.insert(question)
        return .covered(by: Set(chosen.map(\.rule)))
      case .unknown:
        return .unknown
      case .found(let counterexample?):
        let matching = matches(counterexample, in: setters)
        if matching.isEmpty { return pattern.regex.containsMatch(in: counterexample) ? .notCovered : .unknown }
        let added = matching.filter { match in !chosen.contains(where: { $0 == match }) }
        guard !added.isEmpty else { return .unknown }
        chosen += added
      case .found(nil):
        let all = setters.flatMap { rule in patterns[rule].indices.map { (rule, $0) } }
        guard all.count > chosen.count else { return .unknown }
        chosen = all
      }
    }
    return .unknown
  }

  /// The patterns of `rules` (in rule order) found in `subject`, in rule order.
  private mutating func matches(_ subject: String, in rules: [Int]) -> [(rule: Int, pattern: Int)] {
    var text = subject
    var found: [(rule: Int, pattern: Int)] = []
    var work = 0
    text.withUTF8 { utf8 in
      let bytes = SubjectBytes(utf8)
      /// Whether pattern `index` of rule `rule` is found, ruled out first by its pairs (and `isCandidate`).
      func isFound(rule: Int, index: Int, isCandidate: () -> Bool = { true }) -> Bool {
        work += 1
        guard bytes.pairs.isSuperset(of: requiredPairs[rule][index]), isCandidate() else { return false }
        work += utf8.count
        return patterns[rule][index].regex.containsMatch(in: subject, bytes: bytes)
      }
      if rules.count <= Self.indexedLookupThreshold {
        for rule in rules {
          for index in requiredPairs[rule].indices where isFound(rule: rule, index: index) {
            found.append((rule, index))
          }
        }
        return
      }
      // Only patterns filed under a bit the subject has can be found in it.
      var foundNumbers: [Int] = []
      func tryCandidates(_ numbers: [Int]) {
        for number in numbers {
          let (rule, index) = numbered[number]
          if isFound(rule: rule, index: index, isCandidate: { Self.sortedContains(rules, rule) }) {
            foundNumbers.append(number)
          }
        }
      }
      tryCandidates(patternsWithoutPairs)
      for bit in bytes.pairs.bits { tryCandidates(patternsByPairBit[bit]) }
      found = foundNumbers.sorted().map { numbered[$0] }
    }
    spend(work)
    return found
  }

  /// Whether the ascending `values` contain `value`.
  private static func sortedContains(_ values: [Int], _ value: Int) -> Bool {
    let position = firstPosition(in: values, notBelow: value)
    return position < values.count && values[position] == value
  }

  /// The position of the first of the ascending `values` that is `value` or more (`values.count` if none).
  private static func firstPosition(in values: [Int], notBelow value: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private mutating func spend(_ work: Int) { remainingWork -= max(work, 0) }

  // MARK: modal replace_root

  static func asksForModalReplaceRoot(_ properties: JSONObject) -> Bool {
    properties[PathProperties.Key.context]?.stringValue?.lowercased() == Navigation.Context.modal.rawValue
      && properties[PathProperties.Key.presentation]?.stringValue?.lowercased()
        == Navigation.Presentation.replaceRoot.rawValue
  }

  /// Whether a later rule with these properties changes the context or the presentation away
  /// from modal replace_root.
  static func changesModalReplaceRoot(_ properties: JSONObject) -> Bool {
    if let context = properties[PathProperties.Key.context],
      context.stringValue?.lowercased() != Navigation.Context.modal.rawValue
    {
      return true
    }
    if let presentation = properties[PathProperties.Key.presentation],
      presentation.stringValue?.lowercased() != Navigation.Presentation.replaceRoot.rawValue
    {
      return true
    }
    return false
  }
}
