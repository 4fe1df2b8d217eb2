import LinearRegex
import NavJSON

/// One path-configuration rule: patterns searched in a URL, and the properties
/// it applies when any of them matches.
public struct PathRule: Sendable {
  /// The patterns as written, invalid ones included.
  public let patterns: [String]
  /// The properties the rule applies.
  public let properties: JSONObject
  /// The name of a built-in rule (`recede`, `resume`, `refresh`); `nil` for a loaded rule.
  public let builtInName: String?
  /// The valid patterns, each compiled once.
  let compiledPatterns: [LinearRegex]
  /// For each compiled pattern, literals every match contains (see ``RequiredLiterals``).
  let requiredLiterals: [[RequiredLiteral]]
  /// For each compiled pattern, the byte pairs of all its required literals together.
  let requiredPairs: [PairSet]

  /// A rule; `caseInsensitive` patterns (Android's) have no required literals,
  /// since a literal's bytes need not occur as written in a subject they match.
  init(
    patterns: [String], properties: JSONObject, compiledPatterns: [LinearRegex], caseInsensitive: Bool = false,
    builtInName: String? = nil
  ) {
    self.patterns = patterns
    self.properties = properties
    self.builtInName = builtInName
    self.compiledPatterns = compiledPatterns
    let literals = compiledPatterns.map { pattern in
      caseInsensitive ? [] : RequiredLiterals.of(pattern.pattern).map(RequiredLiteral.init)
    }
    self.requiredLiterals = literals
    self.requiredPairs = literals.map { $0.reduce(into: PairSet()) { $0.formUnion($1.pairs) } }
  }

  /// Whether any valid pattern is found anywhere in `subject` (no implicit anchors).
  public func matches(_ subject: String) -> Bool {
    var text = subject
    return text.withUTF8 { matches(subject, bytes: SubjectBytes($0)) }
  }

  /// ``matches(_:)`` for a subject whose bytes are already indexed.
  func matches(_ subject: String, bytes: SubjectBytes) -> Bool {
    compiledPatterns.indices.contains { patternMatches($0, subject: subject, bytes: bytes) }
  }

  /// The rule as explanations name it, when it is at `index` of the rules that apply.
  func reference(at index: Int) -> PathRuleReference {
    builtInName.map(PathRuleReference.builtIn) ?? .loaded(index)
  }

  /// Whether compiled pattern `index` is found in `subject`: searched only if the
  /// subject has every literal the pattern's matches need. Always inlined into the matcher's loop,
  /// which passes this rule by value.
  @inline(__always)
  func patternMatches(_ index: Int, subject: String, bytes: SubjectBytes) -> Bool {
    guard bytes.pairs.isSuperset(of: requiredPairs[index]) else { return false }
    for literal in requiredLiterals[index] where !bytes.contains(literal) { return false }
    return compiledPatterns[index].containsMatch(in: subject)
  }
}
