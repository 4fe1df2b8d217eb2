import LinearRegex
import NavJSON

/// Decodes the Hotwire path-configuration JSON, collecting every shape problem.
enum PathConfigurationDecoder {
  struct Decoded {
    var settings: JSONObject
    var rules: [PathRule]
    var warnings: [PathConfigurationWarning]
  }

  /// Decodes `json` as `platform` reads it: Android finds no rules in a document
  /// without `rules` and rejects `settings` that is neither an object nor `null`
  /// (as its JSON decoder does); iOS requires `rules` and ignores bad `settings`.
  static func decode(_ json: JSONValue, platform: Platform = .default) throws(PathConfigurationError) -> Decoded {
    try decode(json, platform: platform, compilesPatterns: true)
  }

  /// Every shape problem ``decode(_:platform:)`` throws for `json` (none when it decodes),
  /// found without compiling a pattern.
  static func shapeProblems(of json: JSONValue, platform: Platform) -> [ConfigurationProblem] {
    do {
      _ = try decode(json, platform: platform, compilesPatterns: false)
      return []
    } catch {
      return error.problems
    }
  }

  /// ``decode(_:platform:)``; without `compilesPatterns` every rule has no compiled pattern and
  /// there are no warnings (only the problems are wanted).
  private static func decode(
    _ json: JSONValue, platform: Platform, compilesPatterns: Bool
  ) throws(PathConfigurationError) -> Decoded {
    guard let root = json.objectValue else {
      throw PathConfigurationError(problems: [
        ConfigurationProblem(
          path: "", reason: JSONShapeIssue.wrongType(expected: "an object", got: json.typeName).message)
      ])
    }
    let profile = platform.profile
    var problems: [ConfigurationProblem] = []
    // Like Hotwire iOS's decoder, `settings` that is not an object is read as no settings there.
    let settings = root["settings"]?.objectValue ?? JSONObject()
    if profile.rejectsNonObjectSettings, let other = root["settings"], other.objectValue == nil, !other.isNull {
      problems.append(
        ConfigurationProblem(
          path: "settings",
          reason: JSONShapeIssue.wrongType(expected: "an object or null", got: other.typeName).message))
    }
    var rules: [PathRule] = []
    var warnings: [PathConfigurationWarning] = []
    switch root["rules"] {
    case nil, .null?:
      if profile.requiresRules {
        problems.append(ConfigurationProblem(path: "rules", reason: JSONShapeIssue.required.message))
      }
    case .array(let elements)?:
      for (index, element) in elements.enumerated() {
        if let rule = decodeRule(
          element, index: index, caseInsensitive: profile.patternsIgnoreCase, compilesPatterns: compilesPatterns,
          problems: &problems, warnings: &warnings)
        {
          rules.append(rule)
        }
      }
    case let other?:
      problems.append(
        ConfigurationProblem(
          path: "rules", reason: JSONShapeIssue.wrongType(expected: "an array", got: other.typeName).message))
    }
    guard problems.isEmpty else { throw PathConfigurationError(problems: problems) }
    return Decoded(settings: settings, rules: rules, warnings: warnings)
  }

  private static func decodeRule(
    _ json: JSONValue, index: Int, caseInsensitive: Bool, compilesPatterns: Bool,
    problems: inout [ConfigurationProblem],
    warnings: inout [PathConfigurationWarning]
  ) -> PathRule? {
    let path = JSONPath.element("rules", index)
    guard let object = json.objectValue else {
      problems.append(
        ConfigurationProblem(
          path: path, reason: JSONShapeIssue.wrongType(expected: "an object", got: json.typeName).message))
      return nil
    }
    let patterns = decodePatterns(object["patterns"], path: JSONPath.member(path, "patterns"), problems: &problems)
    let properties: JSONObject?
    switch object["properties"] {
    case nil:
      problems.append(
        ConfigurationProblem(path: JSONPath.member(path, "properties"), reason: JSONShapeIssue.required.message))
      properties = nil
    case .object(let value)?:
      properties = value
    case let other?:
      problems.append(
        ConfigurationProblem(
          path: JSONPath.member(path, "properties"),
          reason: JSONShapeIssue.wrongType(expected: "an object", got: other.typeName).message))
      properties = nil
    }
    guard let patterns, let properties else { return nil }
    var compiled: [LinearRegex] = []
    for (patternIndex, pattern) in patterns.enumerated() where compilesPatterns {
      do {
        compiled.append(try LinearRegex(pattern, caseInsensitive: caseInsensitive))
      } catch {
        warnings.append(
          PathConfigurationWarning(
            rule: index, patternIndex: patternIndex, pattern: pattern,
            error: error))
      }
    }
    return PathRule(
      patterns: patterns, properties: properties, compiledPatterns: compiled)
  }

  private static func decodePatterns(
    _ json: JSONValue?, path: String, problems: inout [ConfigurationProblem]
  ) -> [String]? {
    guard let json else {
      problems.append(ConfigurationProblem(path: path, reason: JSONShapeIssue.required.message))
      return nil
    }
    guard let elements = json.arrayValue else {
      problems.append(
        ConfigurationProblem(
          path: path, reason: JSONShapeIssue.wrongType(expected: "an array of strings", got: json.typeName).message))
      return nil
    }
    var patterns: [String] = []
    var valid = true
    for (index, element) in elements.enumerated() {
      if let pattern = element.stringValue {
        patterns.append(pattern)
      } else {
        valid = false
        problems.append(
          ConfigurationProblem(
            path: JSONPath.element(path, index),
            reason: JSONShapeIssue.wrongType(expected: "a string", got: element.typeName).message))
      }
    }
    return valid ? patterns : nil
  }
}
