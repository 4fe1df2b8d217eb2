import LinearRegex
import NavJSON

/// Every kind of problem `navd check` reports. Messages, codes and severities
/// are made here and only here.
public enum CheckIssue: Sendable, Equatable {
  /// The file is not JSON; the problem's position says where it went wrong.
  case invalidJSON(JSONParseError)
  /// Valid JSON of no shape `navd check` knows; `got` describes what it is.
  case unrecognisedShape(got: String)
  /// A shape problem the path-configuration decoder reports (the source would be rejected).
  case invalidStructure(reason: String)
  /// A problem the route table reports when it is built (syntax, names, ambiguity).
  case invalidRouteTable(reason: String)
  /// A `routeDecisionHandlers` entry a client is refused for (``RouteDecisionHandlerDecoder``).
  case invalidRouteDecisionHandler(reason: String)
  /// A pattern the regex engine refuses (it would be skipped at run time).
  case invalidPattern(pattern: String, error: RegexSyntaxError)
  /// An enum property with a string that is not one of its values (it falls back to the default).
  case unknownValue(key: String, value: String, expected: [String], suggestion: String?)
  /// A typed property with a value of the wrong JSON type (it falls back to the default, or,
  /// with `crashesOnAndroid`, Hotwire Native Android's decoder throws).
  case wrongType(key: String, expected: CheckExpectation, got: JSONValue, crashesOnAndroid: Bool = false)
  /// A turbo-ios-era value that today's Hotwire Native does not read, reported instead of ``unknownValue``.
  case legacyValue(key: String, value: String, replacement: LegacyReplacement, platform: Platform)
  /// A key only the other platform reads; `platform` is the one being checked, which ignores it.
  case otherPlatformKey(key: String, platform: Platform)
  /// A property key that is not a typed key but is close to exactly one (it is ignored).
  case misspelledKey(key: String, suggestion: String)
  /// A valid pattern that no subject (a URL path or query) can match.
  case neverMatches(pattern: String)
  /// A document without `rules` (an error on iOS, which rejects it).
  case missingRules
  /// A rule that sets `context: modal` and `presentation: replace_root`, which no later rule
  /// changes for subject `example` (Hotwire Native Android throws there).
  case modalReplaceRoot(example: String)
  /// A rule whose `patterns` is empty: it never applies.
  case emptyPatterns
  /// A rule none of whose patterns compiles: it never applies.
  case noValidPattern
  /// A rule whose `properties` is empty: it changes nothing.
  case emptyProperties
  /// A rule whose every key is overwritten, wherever it applies, by the later rules named in `by`.
  case overwrittenRule(keys: [String], by: [String])
  /// A key of a rule that still has an effect, where later rules (`by`) overwrite this key
  /// wherever the rule applies (`example` is a subject where the rule applies).
  case overwrittenKey(key: String, by: [String], example: String)
  /// An unescaped `?` between a path and a query parameter: it makes the scalar before it
  /// optional; `meant` escapes it. `example` is a subject the pattern matches and `meant` does not.
  case unescapedQueryMark(pattern: String, example: String, meant: String)
  /// A glob-style `*` after `/` (zero or more slashes in a regex); `meant` has `.*` there.
  /// `example` is a subject the pattern matches and `meant` does not (`alsoMatches`), or the other way round.
  case globStar(pattern: String, example: String, alsoMatches: Bool, meant: String)
  /// `settings` that is not an object: it is read as no settings (as Hotwire does).
  case ignoredSettings(got: JSONValue)

  /// How bad it is (every finding of a code has the same severity).
  public var severity: CheckSeverity { kind.defaultSeverity }

  /// The stable code of the kind.
  public var kind: CheckCode {
    switch self {
    case .invalidJSON: .invalidJSON
    case .unrecognisedShape: .unrecognisedShape
    case .invalidStructure: .invalidStructure
    case .invalidRouteTable: .invalidRouteTable
    case .invalidRouteDecisionHandler: .invalidRouteDecisionHandler
    case .invalidPattern: .invalidPattern
    case .unknownValue: .unknownValue
    case .wrongType: .wrongType
    case .misspelledKey: .misspelledKey
    case .emptyPatterns: .emptyPatterns
    case .noValidPattern: .noValidPattern
    case .emptyProperties: .emptyProperties
    case .overwrittenRule: .overwrittenRule
    case .overwrittenKey: .overwrittenKey
    case .unescapedQueryMark: .unescapedQueryMark
    case .globStar: .globStar
    case .ignoredSettings: .ignoredSettings
    case .legacyValue: .legacyValue
    case .otherPlatformKey: .otherPlatformKey
    case .neverMatches: .neverMatches
    case .missingRules: .missingRules
    case .modalReplaceRoot: .modalReplaceRoot
    }
  }

  /// ``kind``'s name, as every output format shows it (`unknownValue`).
  public var code: String { kind.rawValue }

  /// What part of the text the finding is about.
  public var anchor: CheckAnchor {
    switch self {
    case .invalidJSON(let error): .syntaxError(offset: error.offset)
    case .otherPlatformKey, .misspelledKey, .overwrittenKey: .key
    case .missingRules: .documentStart
    default: .value
    }
  }

  /// The human-readable message (the location is not part of it).
  public var message: String {
    switch self {
    case .invalidJSON(let error):
      "invalid JSON: \(error.message)"
    case .unrecognisedShape(let got):
      "not a route table, path configuration or client configuration: expected an array of routes, "
        + "or an object with \"rules\", \"routes\" or \"pathConfiguration\", got \(got)"
    case .invalidStructure(let reason), .invalidRouteTable(let reason):
      reason
    case .invalidRouteDecisionHandler(let reason):
      "\(reason); the daemon refuses this configuration"
    case .invalidPattern(let pattern, let error):
      "invalid regular expression \(Self.quoted(pattern)): \(error.description); the pattern is skipped"
    case .unknownValue(_, let value, let expected, let suggestion):
      "unknown value \(Self.quoted(value)) (expected one of \(expected.joined(separator: ", ")))"
        + (suggestion.map { "; did you mean \(Self.quoted($0))?" } ?? "")
    case .wrongType(_, let expected, let got, let crashes):
      "expected \(expected.description), got \(Self.describe(got))\(expected.hint(for: got))"
        + (crashes ? "; Hotwire Native Android's decoder throws on it, so the app crashes" : "")
    case .legacyValue(let key, let value, .member(let newKey, let newValue), _):
      "\(Self.quoted(key)): \(Self.quoted(value)) is a turbo-ios value that Hotwire Native ignores; "
        + "write \(Self.quoted(newKey)): \(Self.quoted(newValue))"
    case .legacyValue(let key, let value, .removeKey, let platform):
      "\(Self.quoted(key)): \(Self.quoted(value)) is a \(platform.other.productName) value that "
        + "\(platform.productName) does not read (it pushes by default); remove the key"
    case .otherPlatformKey(let key, let platform):
      "\(Self.quoted(key)) is a \(platform.other.productName) key; \(platform.productName) ignores it"
    case .neverMatches(let pattern):
      "the pattern \(Self.quoted(pattern)) matches no URL path or query (a path starts with \"/\", a query with "
        + "\"?\"), so it never applies"
    case .missingRules:
      "is required"
    case .modalReplaceRoot(let example):
      "the rule sets \"context\": \"modal\" together with \"presentation\": \"replace_root\", which Hotwire Native "
        + "Android refuses by throwing (for example at \(Self.quoted(example)), where no later rule changes either)"
    case .misspelledKey(let key, let suggestion):
      "unknown key \(Self.quoted(key)) is ignored; did you mean \(Self.quoted(suggestion))?"
    case .emptyPatterns:
      "the rule has no patterns, so it never applies"
    case .noValidPattern:
      "no pattern of the rule is a valid regular expression, so it never applies"
    case .emptyProperties:
      "the rule sets no properties, so it has no effect"
    case .overwrittenRule(let keys, let rules):
      "the rule never has an effect: wherever it applies, \(rules.joined(separator: ", ")) "
        + "overwrite\(rules.count == 1 ? "s" : "") every key it sets (\(keys.joined(separator: ", ")))"
    case .overwrittenKey(let key, let rules, let example):
      "\(Self.quoted(key)) never takes effect: wherever the rule applies, \(rules.joined(separator: ", ")) "
        + "overwrite\(rules.count == 1 ? "s" : "") it (for example at \(Self.quoted(example)))"
    case .unescapedQueryMark(_, let example, let meant):
      "the unescaped \"?\" makes the scalar before it optional, so the pattern also matches "
        + "\(Self.quoted(example)); write \\? for a literal \"?\" (\(Self.quoted(meant)))"
    case .globStar(_, let example, let alsoMatches, let meant):
      "\"/*\" means zero or more slashes in a regular expression, not any path: the pattern "
        + (alsoMatches ? "also matches" : "does not match")
        + " \(Self.quoted(example)); for any characters write .* (\(Self.quoted(meant)))"
    case .ignoredSettings(let got):
      "settings should be an object; \(Self.describe(got)) is ignored, as if there were no settings"
    }
  }

  /// Longest string value quoted in a message, in Unicode scalars; longer ones are cut with `…`.
  static let quoteLimit = 60

  /// `text` as a JSON string literal, cut after ``quoteLimit`` scalars.
  static func quoted(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > quoteLimit else { return JSONValue.string(text).jsonText }
    let cut = String(String.UnicodeScalarView(scalars.prefix(quoteLimit)))
    return String(JSONValue.string(cut).jsonText.dropLast()) + "…\""
  }

  /// A value as messages show it: `string "x"`, `number 1`, `boolean true`, `null`, `an array`, `an object`.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): "string \(quoted(text))"
    case .integer, .double, .bool: "\(value.typeName) \(value.jsonText)"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
