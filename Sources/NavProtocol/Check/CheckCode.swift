/// The stable code of each kind of finding, with a one-line summary (SARIF rules,
/// documentation). Codes never change; the messages are for people.
public enum CheckCode: String, Sendable, Hashable, CaseIterable {
  case invalidJSON
  case unrecognisedShape
  case invalidStructure
  case missingRules
  case invalidRouteTable
  case invalidRouteDecisionHandler
  case invalidPattern
  case unknownValue
  case legacyValue
  case wrongType
  case otherPlatformKey
  case misspelledKey
  case emptyPatterns
  case noValidPattern
  case neverMatches
  case emptyProperties
  case overwrittenRule
  case overwrittenKey
  case unescapedQueryMark
  case globStar
  case modalReplaceRoot
  case ignoredSettings

  /// The severity findings of this code have.
  public var defaultSeverity: CheckSeverity {
    switch self {
    case .invalidJSON, .unrecognisedShape, .invalidStructure, .missingRules, .invalidRouteTable,
      .invalidRouteDecisionHandler, .invalidPattern,
      .unknownValue, .legacyValue, .wrongType, .modalReplaceRoot:
      .error
    case .otherPlatformKey, .misspelledKey, .emptyPatterns, .noValidPattern, .neverMatches, .emptyProperties,
      .overwrittenRule, .overwrittenKey, .unescapedQueryMark, .globStar, .ignoredSettings:
      .warning
    }
  }

  /// What the finding means, in one sentence.
  public var summary: String {
    switch self {
    case .invalidJSON: "The file is not valid JSON."
    case .unrecognisedShape: "The JSON is not a route table, path configuration or client configuration."
    case .invalidStructure: "The path configuration has a shape problem, so the whole document is rejected."
    case .missingRules: "The path configuration has no rules, which iOS requires."
    case .invalidRouteTable: "The route table has a syntax, naming or ambiguity problem."
    case .invalidRouteDecisionHandler:
      "A client configuration's routeDecisionHandlers entry the daemon refuses: an unknown name or a bad declared handler."
    case .invalidPattern: "A pattern is not a valid regular expression, so it is skipped."
    case .unknownValue: "An enum property has a value the platform does not know, so it falls back to the default."
    case .legacyValue: "A turbo-ios-era value that today's Hotwire Native ignores; it has a replacement."
    case .wrongType: "A typed property has a value of the wrong JSON type."
    case .otherPlatformKey: "A key that only the other platform reads; this one ignores it."
    case .misspelledKey: "A key that is close to exactly one typed key, and is ignored."
    case .emptyPatterns: "A rule without patterns never applies."
    case .noValidPattern: "A rule none of whose patterns is valid never applies."
    case .neverMatches: "A pattern that no URL path or query can match."
    case .emptyProperties: "A rule without properties has no effect."
    case .overwrittenRule: "Wherever the rule applies, later rules overwrite every key it sets."
    case .overwrittenKey:
      "A key that later rules overwrite wherever its rule applies, while the rule still has an effect."
    case .unescapedQueryMark: "An unescaped ? before a query parameter makes the scalar before it optional."
    case .globStar: "A glob-style /* is zero or more slashes in a regular expression, not any path."
    case .modalReplaceRoot: "A rule that asks for a modal replace_root, which Hotwire Native Android throws on."
    case .ignoredSettings: "settings that is not an object is read as no settings."
    }
  }
}
