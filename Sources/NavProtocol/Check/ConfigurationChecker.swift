import NavJSON

/// The library behind `navd check`: validates a route table, a path
/// configuration or a client configuration, and lists every problem with its
/// location (docs/check.md). Pure: no I/O.
///
/// The file's kind is chosen by its shape:
/// - an array → a route table (`[{"name", "patterns"}]`);
/// - an object with `rules` → a path configuration;
/// - an object with `pathConfiguration` or `routes` → a client configuration
///   (docs/protocol.md §4; `{"routes": [...]}` alone is reported as a route table);
///   both parts are checked, in the order they appear;
/// - an object with `settings` only → a path configuration (missing `rules`);
/// - anything else → ``CheckIssue/unrecognisedShape(got:)``.
public enum ConfigurationChecker {
  /// Parses `bytes` as JSON and checks the document; a syntax error is the only problem then.
  public static func check(bytes: [UInt8]) -> CheckReport {
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes)
    } catch {
      let position = TextPosition(byteOffset: error.offset, in: bytes)
      return CheckReport(kind: nil, problems: [CheckProblem(path: "", position: position, issue: .invalidJSON(error))])
    }
    return check(json: json)
  }

  /// Checks an already-parsed document.
  public static func check(json: JSONValue) -> CheckReport {
    switch json {
    case .array:
      return CheckReport(kind: .routeTable, problems: checkRouteTable(json))
    case .object(let root):
      if root["rules"] != nil || (root["settings"] != nil && root["pathConfiguration"] == nil && root["routes"] == nil)
      {
        return CheckReport(kind: .pathConfiguration, problems: checkPathConfiguration(json))
      }
      guard root["pathConfiguration"] != nil || root["routes"] != nil else { break }
      var problems: [CheckProblem] = []
      for key in root.keys {
        guard let value = root[key] else { continue }
        switch key {
        case "pathConfiguration": problems += checkPathConfiguration(value, at: key)
        case "routes": problems += checkRouteTable(value, at: key)
        default: continue
        }
      }
      let kind: CheckedDocumentKind = root.keys == ["routes"] ? .routeTable : .clientConfiguration
      return CheckReport(kind: kind, problems: problems)
    default:
      break
    }
    return CheckReport(kind: nil, problems: [CheckProblem(path: "", issue: .unrecognisedShape(got: shapeName(json)))])
  }

  /// Every problem of one path-configuration source, with JSON paths under `path`.
  public static func checkPathConfiguration(_ json: JSONValue, at path: String = "") -> [CheckProblem] {
    PathConfigurationChecker(prefix: path).problems(of: json)
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
