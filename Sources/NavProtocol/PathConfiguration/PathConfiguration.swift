import LinearRegex
import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A compiled path configuration (docs/navigator.md §2): the loaded rules plus the
/// three built-in historical-location rules, which come last and so win.
///
/// It is compiled for one platform: Hotwire Native Android (docs/android.md)
/// searches its patterns case-insensitively, always matches the query, gives a
/// URL that is not http(s) the empty subject, and decodes a document without
/// `rules` as one with none.
///
/// Immutable and `Sendable`: patterns are compiled once when it is decoded, and
/// one value can be shared by every client that uses the same configuration.
public struct PathConfiguration: Sendable {
  /// The platform whose matching rules the configuration follows.
  public let platform: Platform
  /// The source's `settings` object (empty when absent).
  public let settings: JSONObject
  /// The loaded rules, in file order (built-ins excluded).
  public let rules: [PathRule]
  /// Patterns skipped because they are not valid regular expressions.
  public let warnings: [PathConfigurationWarning]
  /// The loaded rules and the built-ins, indexed for matching once, when the configuration is made.
  private let matcher: PathRuleMatcher

  /// A configuration with no loaded rules: only the built-ins apply.
  public init(platform: Platform = .default) {
    self.platform = platform
    settings = JSONObject()
    rules = []
    warnings = []
    matcher = PathRuleMatcher(rules: Self.builtInRules(on: platform))
  }

  /// Decodes the Hotwire JSON format
  /// `{"settings": {...}, "rules": [{"patterns": [...], "properties": {...}}]}`.
  ///
  /// Throws every shape problem at once; an invalid regex is not a problem but
  /// a skipped pattern listed in ``warnings``.
  public init(json: JSONValue, platform: Platform = .default) throws(PathConfigurationError) {
    let decoded = try PathConfigurationDecoder.decode(json, platform: platform)
    self.platform = platform
    settings = decoded.settings
    rules = decoded.rules
    warnings = decoded.warnings
    matcher = PathRuleMatcher(rules: decoded.rules + Self.builtInRules(on: platform))
  }

  /// The rules that are always appended after the loaded ones (iOS's): `/recede_historical_location`
  /// (`recede`), `/resume_historical_location` (`resume`), `/refresh_historical_location` (`refresh`).
  public static let builtInRules: [PathRule] = makeBuiltInRules(caseInsensitive: false)
  /// The same rules searched case-insensitively, for a platform whose patterns ignore case (Android).
  private static let caseInsensitiveBuiltInRules: [PathRule] = makeBuiltInRules(caseInsensitive: true)

  /// The built-in rules `platform` appends.
  public static func builtInRules(on platform: Platform) -> [PathRule] {
    platform.profile.patternsIgnoreCase ? caseInsensitiveBuiltInRules : builtInRules
  }

  private static func makeBuiltInRules(caseInsensitive: Bool) -> [PathRule] {
    [
      builtIn("recede", presentation: .pop, caseInsensitive: caseInsensitive),
      builtIn("resume", presentation: .none, caseInsensitive: caseInsensitive),
      builtIn("refresh", presentation: .refresh, caseInsensitive: caseInsensitive),
    ]
  }

  /// The rules in the order they apply: loaded rules, then built-ins.
  public var allRules: [PathRule] { matcher.rules }

  /// The text the patterns are searched in: the percent-encoded path (trailing
  /// slash kept), plus `"?" + query` when `matchQueryStrings` and the URL has a
  /// query (even an empty one).
  public static func subject(for url: URL, matchQueryStrings: Bool) -> String {
    let path = url.path(percentEncoded: true)
    if matchQueryStrings, let query = url.query(percentEncoded: true) {
      return "\(path)?\(query)"
    }
    return path
  }

  /// The subject this configuration's platform searches for `url`
  /// (``PlatformProfile/subject(for:matchQueryStrings:)``; `matchQueryStrings` is ignored on Android).
  public func subject(for url: URL, matchQueryStrings: Bool) -> String {
    platform.profile.subject(for: url, matchQueryStrings: matchQueryStrings)
  }

  /// The merged properties of every rule matching `url`, in rule order, and the
  /// indices of those rules (built-ins numbered after the loaded rules).
  ///
  /// `trace` gets the subject, each match, which rule set each key, and the resolved properties.
  public func properties(for url: URL, matchQueryStrings: Bool = true, trace: DecisionTrace? = nil) -> PathMatch {
    let subject = subject(for: url, matchQueryStrings: matchQueryStrings)
    trace?.subject = subject
    let matched = matcher.matchingRules(subject, trace: trace)
    var merged = JSONObject()
    for index in matched {
      for (key, value) in matcher.rules[index].properties {
        merged[key] = value
        trace?.recordSetter(of: key, .rule(matcher.rules[index].reference(at: index)))
      }
    }
    trace?.recordResolvedProperties(typed: typedValues(of: merged), values: merged)
    return PathMatch(properties: PathProperties(merged), matchedRules: matched)
  }

  /// What this configuration's platform's typed accessors read from `values` (for explanations).
  public func typedValues(of values: JSONObject) -> [TypedPropertyValue] {
    platform.profile.typedValues(of: values)
  }

  /// Loads several sources in order: each valid one replaces the whole
  /// configuration, so the last valid one wins; invalid ones are skipped and
  /// reported. Problems and warnings carry the index of their source.
  public static func load(_ sources: [JSONValue], platform: Platform = .default) -> PathConfigurationLoad {
    load(sources.map(PathConfigurationSource.document)) { json in
      Result { () throws(PathConfigurationError) in try PathConfiguration(json: json, platform: platform) }
    }
  }

  /// Loads several sources in order, compiling each document with `compile` (a caller may
  /// memoise compilation); an unavailable source is reported as a problem at path `""`.
  public static func load(
    _ sources: [PathConfigurationSource],
    compile: (JSONValue) -> Result<PathConfiguration, PathConfigurationError> = { json in
      Result { () throws(PathConfigurationError) in try PathConfiguration(json: json) }
    }
  ) -> PathConfigurationLoad {
    var winner: (index: Int, configuration: PathConfiguration, document: JSONValue)?
    var problems: [ConfigurationProblem] = []
    var warnings: [PathConfigurationWarning] = []
    for (index, source) in sources.enumerated() {
      let document: JSONValue
      switch source {
      case .document(let json):
        document = json
      case .unavailable(let reason):
        problems.append(ConfigurationProblem(source: index, path: "", reason: reason))
        continue
      }
      switch compile(document) {
      case .success(let configuration):
        winner = (index, configuration, document)
        warnings += configuration.warnings.map { warning in
          var tagged = warning
          tagged.source = index
          return tagged
        }
      case .failure(let error):
        problems += error.problems.map { problem in
          var tagged = problem
          tagged.source = index
          return tagged
        }
      }
    }
    return PathConfigurationLoad(
      configuration: winner?.configuration, loadedSource: winner?.index, document: winner?.document,
      problems: problems, warnings: warnings)
  }

  private static func builtIn(
    _ name: String, presentation: Navigation.Presentation, caseInsensitive: Bool
  ) -> PathRule {
    let pattern = "/\(name)_historical_location"
    let properties = JSONObject([
      (PathProperties.Key.presentation, JSONValue.string(presentation.rawValue)),
      (PathProperties.Key.context, JSONValue.string(Navigation.Context.default.rawValue)),
      (PathProperties.Key.historicalLocation, JSONValue.bool(true)),
    ])
    let compiled = (try? LinearRegex(pattern, caseInsensitive: caseInsensitive)).map { [$0] } ?? []
    return PathRule(
      patterns: [pattern], properties: properties, compiledPatterns: compiled, builtInName: name)
  }
}
