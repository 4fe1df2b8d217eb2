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
  /// The valid patterns, each compiled once (with its literal prefilter).
  let compiledPatterns: [LinearRegex]

  /// A rule. Each compiled pattern carries its own required literals, read from its syntax
  /// tree as compiled: a case-insensitive (Android) pattern's letters are not among them,
  /// since their bytes need not occur as written in a subject they match.
  init(patterns: [String], properties: JSONObject, compiledPatterns: [LinearRegex], builtInName: String? = nil) {
    self.patterns = patterns
    self.properties = properties
    self.builtInName = builtInName
    self.compiledPatterns = compiledPatterns
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
    compiledPatterns[index].containsMatch(in: subject, bytes: bytes)
  }
}
