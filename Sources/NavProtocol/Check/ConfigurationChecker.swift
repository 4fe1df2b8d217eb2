import NavJSON

/// The library behind `navd check`, `navd lsp` and the daemon's checks: validates a
/// route table, a path configuration or a client configuration, and lists every
/// finding with its location (docs/check.md). Pure: no I/O.
///
/// The file's kind is chosen by its shape:
/// - an array → a route table (`[{"name", "patterns"}]`);
/// - an object with `rules` → a path configuration;
/// - an object with `pathConfiguration`, `routes` or `routeDecisionHandlers` → a client
///   configuration (docs/protocol.md §4; `{"routes": [...]}` alone is reported as a route
///   table); each part is checked, in the order they appear;
/// - an object with `settings` only → a path configuration (missing `rules`);
/// - any other object → a path configuration on Android (which needs no `rules`),
///   else ``CheckIssue/unrecognisedShape(got:)``;
/// - anything else → ``CheckIssue/unrecognisedShape(got:)``.
///
/// The platform (`nil` = auto) picks the path-configuration rules; auto decides per
/// document (``platform(of:)``).
public enum ConfigurationChecker {
  /// Parses `bytes` as JSON and checks the document; a syntax error is the only problem then.
  /// Every problem carries its ``CheckProblem/range`` (and replacement) in `bytes`.
  /// With `platform` `nil` (auto), `pathPlatform` (the platform the file's path names,
  /// ``PlatformPathEvidence``) wins over the document's keys.
  public static func check(bytes: [UInt8], platform: Platform? = nil, pathPlatform: Platform? = nil) -> CheckReport {
    let text = SourceText(bytes)
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes)
    } catch {
      let problem = CheckProblem(path: "", issue: .invalidJSON(error)).locate(in: text, map: nil)
      return CheckReport(kind: nil, platform: nil, problems: [problem])
    }
    var cache = CheckCache()
    var report = check(json: json, platform: platform, pathPlatform: pathPlatform, cache: &cache)
    guard !report.problems.isEmpty else { return report }
    let map = JSONSourceMap(bytes: bytes)
    report.problems = report.problems.map { $0.locate(in: text, map: map) }
    return report
  }

  /// Checks an already-parsed document (problems have no ranges: the text is not known).
  public static func check(json: JSONValue, platform requested: Platform? = nil) -> CheckReport {
    var cache = CheckCache()
    return check(json: json, platform: requested, cache: &cache)
  }

  /// ``check(json:platform:)`` reusing what earlier checks of the same document compiled and
  /// decided (`cache`), and adding what this one does: after a small edit most of the
  /// automata analysis is already known. The report is the same as without the cache.
  /// With `requested` `nil` (auto), `pathPlatform` (``PlatformPathEvidence``) wins over the document's keys.
  public static func check(
    json: JSONValue, platform requested: Platform? = nil, pathPlatform: Platform? = nil, cache: inout CheckCache
  ) -> CheckReport {
    cache.beginCheck()
    guard case .object(let root) = json else {
      if case .array = json {
        return CheckReport(kind: .routeTable, platform: nil, problems: checkRouteTable(json))
      }
      return CheckReport(
        kind: nil, platform: nil, problems: [CheckProblem(path: "", issue: .unrecognisedShape(got: shapeName(json)))])
    }
    let decided: (platform: Platform, source: PlatformSource) =
      if let requested { (requested, .option) } else if let pathPlatform { (pathPlatform, .path) } else {
        platformDecision(of: json)
      }
    let platform = decided.platform
    let isClient = clientKeys.contains { root[$0] != nil }
    // Without `rules`, `settings` alone, or any object on a platform that needs no `rules` (Android).
    let isPathConfiguration = !isClient && (root["settings"] != nil || !platform.profile.requiresRules)
    if root["rules"] != nil || isPathConfiguration {
      return CheckReport(
        kind: .pathConfiguration, platform: platform, platformFrom: decided.source,
        problems: checkPathConfiguration(json, platform: platform, cache: &cache))
    }
    guard isClient else {
      return CheckReport(
        kind: nil, platform: platform, platformFrom: decided.source,
        problems: [CheckProblem(path: "", issue: .unrecognisedShape(got: shapeName(json)))])
    }
    var problems: [CheckProblem] = []
    for key in root.keys {
      guard let value = root[key] else { continue }
      switch key {
      case "pathConfiguration": problems += checkPathConfiguration(value, at: key, platform: platform, cache: &cache)
      case "routes": problems += checkRouteTable(value, at: key)
      case "routeDecisionHandlers": problems += checkRouteDecisionHandlers(value, at: key, platform: platform)
      default: continue
      }
    }
    let kind: CheckedDocumentKind = root.keys == ["routes"] ? .routeTable : .clientConfiguration
    return CheckReport(kind: kind, platform: platform, platformFrom: decided.source, problems: problems)
  }

  /// The platform `auto` picks for an object: a client configuration's own `platform`
  /// (`"ios"` or `"android"`); else Android when a rule has a `uri` or `fallback_uri`
  /// key (any value); else iOS.
  public static func platform(of json: JSONValue) -> Platform { platformDecision(of: json).platform }

  /// ``platform(of:)``, and whether the document's keys decided it (``PlatformSource/keys``) or
  /// nothing did (``PlatformSource/default``).
  public static func platformDecision(of json: JSONValue) -> (platform: Platform, source: PlatformSource) {
    if case .string(let name)? = json["platform"], clientKeys.contains(where: { json[$0] != nil }),
      let platform = Platform(rawValue: name)
    {
      return (platform, .keys)
    }
    let source = json["rules"] == nil ? json["pathConfiguration"] : json
    guard case .array(let rules)? = source?["rules"] else { return (.default, .default) }
    let marks = Platform.allCases.map { ($0, $0.profile.identifyingKeys) }.filter { !$0.1.isEmpty }
    for rule in rules {
      guard case .object(let properties)? = rule["properties"] else { continue }
      if let (marked, _) = marks.first(where: { $0.1.contains { properties[$0] != nil } }) { return (marked, .keys) }
    }
    return (.default, .default)
  }

  /// Every problem of one path-configuration source, with JSON paths under `path`.
  public static func checkPathConfiguration(_ json: JSONValue, at path: String = "", platform: Platform = .default)
    -> [CheckProblem]
  {
    var cache = CheckCache()
    return checkPathConfiguration(json, at: path, platform: platform, cache: &cache)
  }

  /// ``checkPathConfiguration(_:at:platform:)`` with what earlier checks learned (``CheckCache``).
  static func checkPathConfiguration(
    _ json: JSONValue, at path: String = "", platform: Platform, cache: inout CheckCache
  ) -> [CheckProblem] {
    PathConfigurationChecker(prefix: path, platform: platform).problems(of: json, cache: &cache)
  }

  /// For each key that rule `index` of the path configuration `json` sets (in file order): the
  /// later rules (built-ins included) that set it and are proved to apply somewhere the rule
  /// applies, and whether they overwrite it wherever it applies, decided as `overwrittenRule`
  /// is. Names are paths under `path` (`rules[3]`). `nil` when the rule is not readable. For an
  /// editor's hover on a rule.
  public static func overwrites(ofRule index: Int, in json: JSONValue, at path: String = "", platform: Platform)
    -> [RuleKeyOverwrite]?
  {
    PathConfigurationChecker(prefix: path, platform: platform).overwrites(ofRule: index, in: json)
  }

  /// Every problem ``RouteTable/init(json:pathPrefix:)`` reports for `json`
  /// (shape, pattern syntax, names, ambiguity), with JSON paths under `path`.
  public static func checkRouteTable(_ json: JSONValue, at path: String = "") -> [CheckProblem] {
    do {
      _ = try RouteTable(json: json, pathPrefix: path)
      return []
    } catch {
      return error.problems.map { CheckProblem(path: $0.path, issue: .invalidRouteTable(reason: $0.reason)) }
    }
  }

  /// The keys that make an object a client configuration (each checked under its key).
  static let clientKeys = ["pathConfiguration", "routes", "routeDecisionHandlers"]

  /// The problem the daemon would refuse `json` (a `routeDecisionHandlers` list at `path`) for on
  /// `platform`: an unknown or other-platform name, or a bad declared handler (its first problem).
  public static func checkRouteDecisionHandlers(_ json: JSONValue, at path: String, platform: Platform)
    -> [CheckProblem]
  {
    guard let values = json.arrayValue else {
      let reason = JSONShapeIssue.wrongType("an array", json).message
      return [CheckProblem(path: path, issue: .invalidRouteDecisionHandler(reason: reason))]
    }
    do {
      _ = try RouteDecisionHandlerDecoder.decode(values, path: path, platform: platform)
      return []
    } catch {
      return [CheckProblem(path: error.field, issue: .invalidRouteDecisionHandler(reason: error.reason))]
    }
  }

  private static func shapeName(_ json: JSONValue) -> String {
    switch json {
    case .object(let object) where object.isEmpty: "an empty object"
    case .object: "an object with none of them"
    case .array: "an array"
    case .null: "null"
    default: "a \(json.typeName)"
    }
  }
}
