import JSONRPC
import NavJSON
import NavProtocol

/// The `--format sarif` output of `navd check`: one SARIF 2.1.0 log with one run,
/// for code-scanning services (GitHub shows its results as review annotations).
///
/// - `tool.driver`: `name` `navd`, its version, and `rules`, one per code used
///   (`id`, `shortDescription`, `defaultConfiguration.level`), in code order.
/// - `columnKind` `unicodeCodePoints`: columns count Unicode scalars, like every navd format.
/// - each result: `ruleId`, `ruleIndex`, `level` (`error`/`warning`), `message.text`,
///   `locations[0].physicalLocation` (`artifactLocation.uri`, the FILE as given,
///   percent-encoded as a relative reference; `region` with start and end line and
///   column) and `logicalLocations[0].fullyQualifiedName` (the JSON path; none for a
///   whole-document problem); `fixes` when the finding has a replacement.
/// - `artifacts`: one per file read, `location.uri` as above and, for a JSON object,
///   `properties.platform` and `properties.platformFrom` (what decided it).
/// - `invocations[0]`: `executionSuccessful` (false when a file could not be read) and
///   one `toolExecutionNotifications` entry per unreadable file.
enum CheckSARIFRenderer {
  /// The SARIF schema the log follows.
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The whole log for `results`.
  static func log(_ results: [CheckFileResult]) -> JSONValue {
    let used = Set(results.flatMap(\.problems).map(\.issue.kind))
    let rules = CheckCode.allCases.filter(used.contains)
    var notifications: [JSONValue] = []
    var sarifResults: [JSONValue] = []
    var artifacts: [JSONValue] = []
    for result in results {
      switch result.outcome {
      case .unreadable(let reason):
        notifications.append(
          object([
            ("level", "error"), ("message", object([("text", .string("cannot read \(result.file): \(reason)"))])),
            ("locations", .array([object([("physicalLocation", artifact(result.file))])])),
          ]))
      case .checked(let report):
        var artifact = JSONObject([("location", artifactLocation(result.file))])
        if let platform = report.platform, let source = report.platformFrom {
          artifact["properties"] = object([
            ("platform", .string(platform.rawValue)), ("platformFrom", .string(source.rawValue)),
          ])
        }
        artifacts.append(.object(artifact))
        for problem in report.problems {
          sarifResults.append(
            self.result(problem, file: result.file, ruleIndex: rules.firstIndex(of: problem.issue.kind)!))
        }
      }
    }
    let driver = object([
      ("name", "navd"), ("version", .string(NavdVersion.current)),
      ("informationUri", "https://github.com/hotwired/hotwire-native-ios"),
      ("rules", .array(rules.map(rule))),
    ])
    let run = object([
      ("tool", object([("driver", driver)])),
      ("columnKind", "unicodeCodePoints"),
      ("artifacts", .array(artifacts)),
      (
        "invocations",
        .array([
          object([
            ("executionSuccessful", .bool(notifications.isEmpty)),
            ("toolExecutionNotifications", .array(notifications)),
          ])
        ])
      ),
      ("results", .array(sarifResults)),
    ])
    return object([("$schema", .string(schema)), ("version", "2.1.0"), ("runs", .array([run]))])
  }

  private static func rule(_ code: CheckCode) -> JSONValue {
    let level = code.defaultSeverity.rawValue
    return object([
      ("id", .string(code.rawValue)), ("shortDescription", object([("text", .string(code.summary))])),
      ("defaultConfiguration", object([("level", .string(level))])),
    ])
  }

  private static func result(_ problem: CheckProblem, file: String, ruleIndex: Int) -> JSONValue {
    var physical = JSONObject([("artifactLocation", artifactLocation(file))])
    if let range = problem.range { physical["region"] = region(range) }
    var location = JSONObject([("physicalLocation", .object(physical))])
    if !problem.path.isEmpty {
      location["logicalLocations"] = .array([object([("fullyQualifiedName", .string(problem.path))])])
    }
    var result = JSONObject([
      ("ruleId", .string(problem.code)), ("ruleIndex", .integer(Int64(ruleIndex))),
      ("level", .string(problem.severity.rawValue)), ("message", object([("text", .string(problem.message))])),
      ("locations", .array([.object(location)])),
    ])
    if let replacement = problem.replacement {
      let change = object([
        ("artifactLocation", artifactLocation(file)),
        (
          "replacements",
          .array([
            object([
              ("deletedRegion", region(replacement.range)),
              ("insertedContent", object([("text", .string(replacement.text))])),
            ])
          ])
        ),
      ])
      result["fixes"] = .array([
        object([("description", object([("text", .string(replacement.title))])), ("artifactChanges", .array([change]))])
      ])
    }
    return .object(result)
  }

  private static func region(_ range: TextRange) -> JSONValue {
    object([
      ("startLine", .integer(Int64(range.start.line))), ("startColumn", .integer(Int64(range.start.column))),
      ("endLine", .integer(Int64(range.end.line))), ("endColumn", .integer(Int64(range.end.column))),
    ])
  }

  private static func artifact(_ file: String) -> JSONValue { object([("artifactLocation", artifactLocation(file))]) }

  private static func artifactLocation(_ file: String) -> JSONValue { object([("uri", .string(uriReference(file)))]) }

  /// `file` as a relative URI reference: every byte but unreserved characters and `/` percent-encoded.
  static func uriReference(_ file: String) -> String {
    var encoded = ""
    for byte in file.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }

  private static func object(_ members: [(String, JSONValue)]) -> JSONValue { .object(JSONObject(members)) }
}
