/// One path-configuration rule: patterns searched in a URL, and the properties
/// it applies when any of them matches.
public struct PathRule: Sendable {
  /// The patterns as written, invalid ones included.
  public let patterns: [String]
  /// The properties the rule applies.
  public let properties: JSONObject
  /// The valid patterns, each compiled once.
  let compiledPatterns: [LinearRegex]

  init(patterns: [String], properties: JSONObject, compiledPatterns: [LinearRegex]) {
    self.patterns = patterns
    self.properties = properties
    self.compiledPatterns = compiledPatterns
  }

  /// Whether any valid pattern is found anywhere in `subject` (no implicit anchors).
  public func matches(_ subject: String) -> Bool {
    compiledPatterns.contains { $0.containsMatch(in: subject) }
  }
}
