import LinearRegex
import NavJSON

/// What a change to a path configuration does to real URLs (`navd diff`): for every property
/// key, the subjects (URL paths, or `?query`) where the resolved value differs between two
/// documents, each platform's semantics applied (its built-in rules, case-insensitive patterns
/// and values on Android).
///
/// Decided with the regex engine's automata (``RegexProductExplorer``), not by sampling: all the
/// patterns of the rules that set the key, on both sides, are explored together, shortest
/// subjects first, and at each combination of found patterns each side's value is resolved
/// (the last rule that sets the key wins, built-ins last). A key whose setters are the same
/// rules in the same order on both sides is the same without exploring. Otherwise only the
/// setters between the ones both sides start and end with are explored at first (only where one
/// of them is found can the sides differ); a shared setter joins the exploration when a
/// candidate subject shows it matters (the documents resolve it alike, or through that rule),
/// and a shared last setter found ends a subject (both sides resolve alike however it goes on).
/// The verdict is exact; the differences listed are one per combination of responsible rules
/// found, up to ``maximumDifferencesPerKey``. Every reported subject is resolved again through both documents with the
/// engine's searcher (``verify(_:old:new:)``); when the budget runs out the key is
/// ``KeyDifferences/Verdict/undecided``, never "same".
public struct ConfigurationDiff: Sendable {
  /// One side: a decoded document.
  public struct Side: Sendable {
    /// The document, decoded for its platform.
    public var configuration: PathConfiguration

    /// A side made of `configuration`.
    public init(_ configuration: PathConfiguration) { self.configuration = configuration }

    fileprivate var platform: Platform { configuration.platform }
    fileprivate var rules: [PathRule] { configuration.allRules }

    fileprivate func name(of index: Int) -> String {
      let rule = rules[index]
      if rule.builtInName != nil { return "the built-in \(rule.patterns.joined(separator: ", ")) rule" }
      return "rules[\(index)]"
    }

    /// The rule that sets `key` last among those found in `subject`, with its value.
    fileprivate func resolve(_ key: String, at subject: String) -> (rule: Int, value: JSONValue)? {
      for index in rules.indices.reversed() {
        if let value = rules[index].properties[key], rules[index].matches(subject) { return (index, value) }
      }
      return nil
    }
  }

  /// Letter steps allowed for one key by default.
  public static let defaultKeyBudget = 4_000_000
  /// Product states one key may visit.
  public static let maximumStates = 200_000
  /// Combinations of values reported per key at most.
  public static let maximumDifferencesPerKey = 20

  /// The old document.
  public var old: Side
  /// The new document.
  public var new: Side

  /// A diff of `old` against `new`.
  public init(old: PathConfiguration, new: PathConfiguration) {
    self.old = Side(old)
    self.new = Side(new)
  }

  /// Every key either side sets (old's first, in rule order), each with its verdict; each key
  /// gets `keyBudget` letter steps.
  public func keys(keyBudget: Int = defaultKeyBudget) -> [KeyDifferences] {
    var keys: [String] = []
    var seen: Set<String> = []
    for rule in old.rules + new.rules {
      for key in rule.properties.keys where seen.insert(key).inserted { keys.append(key) }
    }
    return keys.map { differences(of: $0, budget: keyBudget) }
  }

  /// The verdict for `key`, within `budget` letter steps.
  public func differences(of key: String, budget: Int = defaultKeyBudget) -> KeyDifferences {
    let oldSetters = old.rules.indices.filter { old.rules[$0].properties[key] != nil }
    let newSetters = new.rules.indices.filter { new.rules[$0].properties[key] != nil }
    let sameSemantics = old.platform.profile.patternsIgnoreCase == new.platform.profile.patternsIgnoreCase
    func same(_ left: Int, _ right: Int) -> Bool {
      sameSemantics
        && old.rules[left].compiledPatterns.map(\.pattern) == new.rules[right].compiledPatterns.map(\.pattern)
        && equal(key, old.rules[left].properties[key], new.rules[right].properties[key])
    }
    var commonPrefix = 0
    while commonPrefix < min(oldSetters.count, newSetters.count),
      same(oldSetters[commonPrefix], newSetters[commonPrefix])
    {
      commonPrefix += 1
    }
    var commonSuffix = 0
    while commonSuffix < min(oldSetters.count, newSetters.count) - commonPrefix,
      same(oldSetters[oldSetters.count - 1 - commonSuffix], newSetters[newSetters.count - 1 - commonSuffix])
    {
      commonSuffix += 1
    }
    let oldMiddle = Array(oldSetters[commonPrefix..<(oldSetters.count - commonSuffix)])
    let newMiddle = Array(newSetters[commonPrefix..<(newSetters.count - commonSuffix)])
    if oldMiddle.isEmpty && newMiddle.isEmpty { return KeyDifferences(key: key, verdict: .same, differences: []) }
    // Only a subject where a middle rule is found can differ: elsewhere the setters both sides
    // share decide, alike. Those shared setters are explored only once a subject shows they
    // matter (a candidate the whole documents resolve alike, or resolve through a rule not
    // explored yet): prefix rules as positions (`shared`), suffix rules as blockers.
    let prefix = Array(oldSetters.prefix(commonPrefix))
    let suffix = Array(oldSetters.suffix(commonSuffix))
    var shared: Set<Int> = []
    var blockers: Set<Int> = []
    var found: [PropertyDifference] = []
    var remaining = budget
    for _ in 0..<Self.maximumRounds {
      let round = explore(
        key, oldMiddle: oldMiddle, newMiddle: newMiddle, prefixSetters: prefix, shared: prefix.filter(shared.contains),
        blockers: suffix.filter(blockers.contains), found: &found, budget: &remaining)
      switch round {
      case .decided(let verdict):
        return KeyDifferences(key: key, verdict: verdict, differences: found)
      case .refine(let subject):
        let matching = { (rule: Int) in self.old.rules[rule].matches(subject) }
        let addedShared = prefix.filter { !shared.contains($0) && matching($0) }
        let addedBlockers = suffix.filter { !blockers.contains($0) && matching($0) }
        guard !(addedShared.isEmpty && addedBlockers.isEmpty), remaining > 0 else {
          return KeyDifferences(key: key, verdict: .undecided, differences: found)
        }
        shared.formUnion(addedShared)
        blockers.formUnion(addedBlockers)
      }
    }
    return KeyDifferences(key: key, verdict: .undecided, differences: found)
  }

  /// Rounds of adding shared rules before a key is given up.
  static let maximumRounds = 32

  private enum Round {
    case decided(KeyDifferences.Verdict)
    /// A candidate the explored rules cannot decide at `subject`: explore the shared rules found there.
    case refine(String)
  }

  /// One exploration for `key`: the middle setters of each side, the shared prefix setters
  /// `shared` (old indices; the new side has the same rules) and the shared suffix setters
  /// `blockers`, which end every subject they are found in. Verified differences are added to
  /// `found` (one per combination of responsible rules).
  private func explore(
    _ key: String, oldMiddle: [Int], newMiddle: [Int], prefixSetters: [Int], shared: [Int],
    blockers blockerRules: [Int], found: inout [PropertyDifference], budget: inout Int
  ) -> Round {
    var programs: [RegexAutomaton] = []
    var numbers: [String: Int] = [:]
    func number(_ regex: LinearRegex, caseInsensitive: Bool) -> Int {
      let name = (caseInsensitive ? "i:" : "s:") + regex.pattern
      if let known = numbers[name] { return known }
      programs.append(RegexAutomaton(regex))
      numbers[name] = programs.count - 1
      return programs.count - 1
    }
    let oldCase = old.platform.profile.patternsIgnoreCase
    let newCase = new.platform.profile.patternsIgnoreCase
    let oldPrograms = oldMiddle.map { old.rules[$0].compiledPatterns.map { number($0, caseInsensitive: oldCase) } }
    let newPrograms = newMiddle.map { new.rules[$0].compiledPatterns.map { number($0, caseInsensitive: newCase) } }
    // Shared rules, as the old side numbers them, in rule order (the last found decides).
    let sharedPrograms = shared.map { old.rules[$0].compiledPatterns.map { number($0, caseInsensitive: oldCase) } }
    let blockers = Set(
      blockerRules.flatMap { old.rules[$0].compiledPatterns.map { number($0, caseInsensitive: oldCase) } })
    guard var explorer = RegexProductExplorer(programs, universe: .pathConfigurationSubjects) else {
      return .decided(.undecided)
    }
    var candidates: Set<[Int]> = []
    var combinations = Set(found.map { [$0.oldRule ?? "", $0.newRule ?? ""] })
    var missedWitness = false
    var refine: String?
    let outcome = explorer.explore(budget: &budget, maximumStates: Self.maximumStates) { lasting, atEnd, spell in
      // A shared last setter is found: both sides resolve alike here and in every extension.
      if blockers.contains(where: lasting.contains) { return .skip }
      if blockers.contains(where: atEnd.contains) { return .expand }
      let oldRule = oldPrograms.lastIndex { $0.contains(where: atEnd.contains) }
      let newRule = newPrograms.lastIndex { $0.contains(where: atEnd.contains) }
      // Without a middle rule both sides resolve through the shared rules, alike.
      guard oldRule != nil || newRule != nil else { return .expand }
      let sharedRule = sharedPrograms.lastIndex { $0.contains(where: atEnd.contains) }
      let oldValue =
        oldRule.map { old.rules[oldMiddle[$0]].properties[key] }
        ?? sharedRule.map { old.rules[shared[$0]].properties[key] }
      let newValue =
        newRule.map { new.rules[newMiddle[$0]].properties[key] }
        ?? sharedRule.map { old.rules[shared[$0]].properties[key] }
      // Both from middle rules: exact (but for a shared suffix rule found, which agrees).
      if oldRule != nil, newRule != nil, equal(key, oldValue ?? nil, newValue ?? nil) { return .expand }
      let candidate = [oldRule ?? -1, newRule ?? -1, sharedRule ?? -1]
      guard candidates.insert(candidate).inserted else { return .expand }
      guard let subject = spell() else {
        missedWitness = true
        return .expand
      }
      guard let difference = verify(subject, key: key) else {
        refine = subject
        return .stop
      }
      // A rule not explored yet decided on a side that resolved through the shared rules: explore it.
      let decidedByExplored =
        (oldRule != nil || difference.oldRule == sharedRule.map { self.old.name(of: shared[$0]) })
        && (newRule != nil || difference.newRule == sharedRule.map { self.new.name(of: shared[$0]) })
      if combinations.insert([difference.oldRule ?? "", difference.newRule ?? ""]).inserted {
        found.append(difference)
      }
      if !decidedByExplored,
        prefixSetters.contains(where: { !shared.contains($0) && self.old.rules[$0].matches(subject) })
      {
        refine = subject
        return .stop
      }
      return found.count >= Self.maximumDifferencesPerKey ? .stop : .expand
    }
    if let refine { return .refine(refine) }
    switch outcome {
    case .exhausted: return .decided(found.isEmpty ? (missedWitness ? .undecided : .same) : .different)
    case .stopped: return .decided(.different)
    case .unknown: return .decided(.undecided)
    }
  }

  /// The difference of `key` at `subject`, resolved through both documents with the engine's
  /// searcher; `nil` when both resolve it alike.
  public func verify(_ subject: String, key: String) -> PropertyDifference? {
    let oldResolved = old.resolve(key, at: subject)
    let newResolved = new.resolve(key, at: subject)
    guard !equal(key, oldResolved?.value, newResolved?.value) else { return nil }
    return PropertyDifference(
      key: key, subject: subject, oldValue: oldResolved?.value, newValue: newResolved?.value,
      oldRule: oldResolved.map { old.name(of: $0.rule) }, newRule: newResolved.map { new.name(of: $0.rule) })
  }

  /// Whether two resolved values read the same: equal JSON, or (where both platforms compare
  /// enum values ignoring case) strings of an enum-typed key that differ only in case.
  private func equal(_ key: String, _ left: JSONValue?, _ right: JSONValue?) -> Bool {
    if left == right { return true }
    guard case .string(let leftText)? = left, case .string(let rightText)? = right,
      old.platform.profile.valuesIgnoreCase, new.platform.profile.valuesIgnoreCase,
      old.platform.profile.typedProperties.contains(where: { property in
        if property.key == key, case .oneOf = property.expectation { true } else { false }
      })
    else { return false }
    return leftText.lowercased() == rightText.lowercased()
  }
}
