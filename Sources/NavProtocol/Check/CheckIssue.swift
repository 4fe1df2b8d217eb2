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
  /// A pattern the regex engine refuses (it would be skipped at run time).
  case invalidPattern(pattern: String, error: RegexSyntaxError)
  /// An enum property with a string that is not one of its values (it falls back to the default).
  case unknownValue(key: String, value: String, expected: [String], suggestion: String?)
  /// A typed property with a value of the wrong JSON type (it falls back to the default).
  case wrongType(key: String, expected: CheckExpectation, got: JSONValue)
  /// A property key that differs from a known one only in case, `_` or `-` (it is ignored).
  case misspelledKey(key: String, suggestion: String)
  /// A rule whose `patterns` is empty: it never applies.
  case emptyPatterns
  /// A rule none of whose patterns compiles: it never applies.
  case noValidPattern
  /// A rule whose `properties` is empty: it changes nothing.
  case emptyProperties
  /// A rule whose every key is overwritten, wherever it applies, by the later rules named in `by`.
  case overwrittenRule(keys: [String], by: [String])
  /// `settings` that is not an object: it is read as no settings (as Hotwire does).
  case ignoredSettings(got: JSONValue)

  /// How bad it is.
  public var severity: CheckSeverity {
    switch self {
    case .invalidJSON, .unrecognisedShape, .invalidStructure, .invalidRouteTable, .invalidPattern, .unknownValue,
      .wrongType:
      .error
    case .misspelledKey, .emptyPatterns, .noValidPattern, .emptyProperties, .overwrittenRule, .ignoredSettings:
      .warning
    }
  }

  /// A stable name of the kind, for `--json` output.
  public var code: String {
    switch self {
    case .invalidJSON: "invalidJSON"
    case .unrecognisedShape: "unrecognisedShape"
    case .invalidStructure: "invalidStructure"
    case .invalidRouteTable: "invalidRouteTable"
    case .invalidPattern: "invalidPattern"
    case .unknownValue: "unknownValue"
    case .wrongType: "wrongType"
    case .misspelledKey: "misspelledKey"
    case .emptyPatterns: "emptyPatterns"
    case .noValidPattern: "noValidPattern"
    case .emptyProperties: "emptyProperties"
    case .overwrittenRule: "overwrittenRule"
    case .ignoredSettings: "ignoredSettings"
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
    case .invalidPattern(let pattern, let error):
      "invalid regular expression \(Self.quoted(pattern)): \(error.description); the pattern is skipped"
    case .unknownValue(_, let value, let expected, let suggestion):
      "unknown value \(Self.quoted(value)) (expected one of \(expected.joined(separator: ", ")))"
        + (suggestion.map { "; did you mean \(Self.quoted($0))?" } ?? "")
    case .wrongType(_, let expected, let got):
      "expected \(expected.description), got \(Self.describe(got))\(expected.hint(for: got))"
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
