import LinearRegex
import NavJSON

/// Decodes the Hotwire path-configuration JSON, collecting every shape problem.
enum PathConfigurationDecoder {
  struct Decoded {
    var settings: JSONObject
    var rules: [PathRule]
    var warnings: [PathConfigurationWarning]
  }

  static func decode(_ json: JSONValue) throws(PathConfigurationError) -> Decoded {
    guard let root = json.objectValue else {
      throw PathConfigurationError(problems: [
        ConfigurationProblem(path: "", reason: "must be an object, not \(json.typeName)")
      ])
    }
    var problems: [ConfigurationProblem] = []
    // Like Hotwire's decoder, `settings` that is not an object is read as no settings:
    // it never makes the source invalid.
    let settings = root["settings"]?.objectValue ?? JSONObject()
    var rules: [PathRule] = []
    var warnings: [PathConfigurationWarning] = []
    switch root["rules"] {
    case nil, .null?:
      problems.append(ConfigurationProblem(path: "rules", reason: "is required"))
    case .array(let elements)?:
      for (index, element) in elements.enumerated() {
        if let rule = decodeRule(element, index: index, problems: &problems, warnings: &warnings) {
          rules.append(rule)
        }
      }
    case let other?:
      problems.append(ConfigurationProblem(path: "rules", reason: "must be an array, not \(other.typeName)"))
    }
    guard problems.isEmpty else { throw PathConfigurationError(problems: problems) }
    return Decoded(settings: settings, rules: rules, warnings: warnings)
  }

  private static func decodeRule(
    _ json: JSONValue, index: Int, problems: inout [ConfigurationProblem],
    warnings: inout [PathConfigurationWarning]
  ) -> PathRule? {
    let path = JSONPath.element("rules", index)
    guard let object = json.objectValue else {
      problems.append(ConfigurationProblem(path: path, reason: "must be an object, not \(json.typeName)"))
      return nil
    }
    let patterns = decodePatterns(object["patterns"], path: JSONPath.member(path, "patterns"), problems: &problems)
    let properties: JSONObject?
    switch object["properties"] {
    case nil:
      problems.append(ConfigurationProblem(path: JSONPath.member(path, "properties"), reason: "is required"))
      properties = nil
    case .object(let value)?:
      properties = value
    case let other?:
      problems.append(
        ConfigurationProblem(
          path: JSONPath.member(path, "properties"), reason: "must be an object, not \(other.typeName)"))
      properties = nil
    }
    guard let patterns, let properties else { return nil }
    var compiled: [LinearRegex] = []
    for (patternIndex, pattern) in patterns.enumerated() {
      do {
        compiled.append(try LinearRegex(pattern))
      } catch {
        warnings.append(
          PathConfigurationWarning(
            rule: index, patternIndex: patternIndex, pattern: pattern,
            message: error.description))
      }
    }
    return PathRule(patterns: patterns, properties: properties, compiledPatterns: compiled)
  }

  private static func decodePatterns(
    _ json: JSONValue?, path: String, problems: inout [ConfigurationProblem]
  ) -> [String]? {
    guard let json else {
      problems.append(ConfigurationProblem(path: path, reason: "is required"))
      return nil
    }
    guard let elements = json.arrayValue else {
      problems.append(ConfigurationProblem(path: path, reason: "must be an array of strings, not \(json.typeName)"))
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
            path: JSONPath.element(path, index), reason: "must be a string, not \(element.typeName)"))
      }
    }
    return valid ? patterns : nil
  }
}
