import JSONRPC
import NavJSON
import NavProtocol

/// The outputs of `navd diff` (`--format`).
///
/// - text: one line per difference, `SUBJECT: KEY OLD (RULE) → NEW (RULE)`, a line per
///   undecided key, then a summary line.
/// - json: `{"old": side, "new": side, "keys": [{"key", "verdict", "differences": [{"subject",
///   "old": {"value", "rule"}, "new": {"value", "rule"}}]}], "differences", "undecided",
///   "exitStatus"}`, each side `{"file", "platform", "platformFrom"}`; `value` and `rule` are
///   `null` where no rule sets the key.
/// - sarif: one run; a `changedValue` result (level `note`) per difference on the new file, at
///   the new rule's value, and an `undecidedKey` result (`warning`) per undecided key.
/// - github: `::notice file=NEW,line=L,col=C,title=KEY::…` per difference, `::warning` per undecided key.
enum DiffRenderer {
  static func text(_ result: DiffResult) -> [String] {
    var lines: [String] = []
    for key in result.keys {
      for difference in key.differences { lines.append(DiffResult.line(difference)) }
      if key.verdict == .undecided {
        lines.append("\(key.key): undecided (the analysis ran out of budget; more URLs may differ)")
      }
    }
    let counts = [
      "\(result.differing.count) key\(result.differing.count == 1 ? "" : "s") differ\(result.differing.count == 1 ? "s" : "")",
      "\(result.differences.count) difference\(result.differences.count == 1 ? "" : "s")",
      "\(result.undecided.count) undecided",
      "\(result.keys.count - result.differing.count - result.undecided.count) the same",
    ]
    lines.append("\(result.old.file) → \(result.new.file): " + counts.joined(separator: ", "))
    return lines
  }

  static func json(_ result: DiffResult) -> JSONValue {
    func side(_ document: DiffDocument) -> JSONValue {
      .object(
        JSONObject([
          ("file", .string(document.file)), ("platform", .string(document.platform.rawValue)),
          ("platformFrom", .string(document.platformFrom.rawValue)),
        ]))
    }
    func value(_ value: JSONValue?, _ rule: String?) -> JSONValue {
      .object(JSONObject([("value", value ?? .null), ("rule", rule.map { .string($0) } ?? .null)]))
    }
    let keys: [JSONValue] = result.keys.map { key in
      .object(
        JSONObject([
          ("key", .string(key.key)), ("verdict", .string(key.verdict.rawValue)),
          (
            "differences",
            .array(
              key.differences.map { difference in
                .object(
                  JSONObject([
                    ("subject", .string(difference.subject)),
                    ("old", value(difference.oldValue, difference.oldRule)),
                    ("new", value(difference.newValue, difference.newRule)),
                  ]))
              })
          ),
        ]))
    }
    return .object(
      JSONObject([
        ("old", side(result.old)), ("new", side(result.new)), ("keys", .array(keys)),
        ("differences", .integer(Int64(result.differences.count))),
        ("undecided", .integer(Int64(result.undecided.count))),
        ("exitStatus", .integer(Int64(result.exitStatus))),
      ]))
  }

  static func github(_ result: DiffResult) -> [String] {
    var lines: [String] = []
    for key in result.keys {
      for difference in key.differences {
        lines.append(
          command("notice", result, path: result.path(of: difference), title: key.key, difference.description))
      }
      if key.verdict == .undecided {
        lines.append(
          command("warning", result, path: "rules", title: key.key, "\(key.key): undecided; more URLs may differ"))
      }
    }
    return lines
  }

  private static func command(_ level: String, _ result: DiffResult, path: String, title: String, _ message: String)
    -> String
  {
    var properties = [("file", result.new.file)]
    if let start = result.new.range(of: path)?.start {
      properties.append(("line", String(start.line)))
      properties.append(("col", String(start.column)))
    }
    properties.append(("title", title))
    let list = properties.map { "\($0.0)=\(CheckGitHubRenderer.escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(level) \(list)::\(CheckGitHubRenderer.escapeMessage(message))"
  }

  static func sarif(_ result: DiffResult) -> JSONValue {
    let rules: [(id: String, text: String, level: String)] = [
      ("changedValue", "A property resolves to another value for some URLs after the change.", "note"),
      ("undecidedKey", "The analysis ran out of budget for a property; more URLs may differ.", "warning"),
    ]
    var entries: [(rule: Int, message: String, path: String)] = []
    for key in result.keys {
      for difference in key.differences { entries.append((0, difference.description, result.path(of: difference))) }
      if key.verdict == .undecided { entries.append((1, "\(key.key): undecided; more URLs may differ", "rules")) }
    }
    // Only the rules the results use, as navd check's log lists them.
    let used = rules.indices.filter { index in entries.contains { $0.rule == index } }
    var results: [JSONValue] = []
    for entry in entries {
      let rule = rules[entry.rule]
      let uri = CheckSARIFRenderer.uriReference(result.new.file)
      var physical = JSONObject([("artifactLocation", object([("uri", .string(uri))]))])
      if let range = result.new.range(of: entry.path) {
        physical["region"] = object([
          ("startLine", .integer(Int64(range.start.line))), ("startColumn", .integer(Int64(range.start.column))),
          ("endLine", .integer(Int64(range.end.line))), ("endColumn", .integer(Int64(range.end.column))),
        ])
      }
      let location = object([
        ("physicalLocation", .object(physical)),
        ("logicalLocations", .array([object([("fullyQualifiedName", .string(entry.path))])])),
      ])
      results.append(
        object([
          ("ruleId", .string(rule.id)), ("ruleIndex", .integer(Int64(used.firstIndex(of: entry.rule)!))),
          ("level", .string(rule.level)), ("message", object([("text", .string(entry.message))])),
          ("locations", .array([location])),
        ]))
    }
    let driver = object([
      ("name", "navd"), ("version", .string(NavdVersion.current)),
      ("informationUri", "https://github.com/hotwired/hotwire-native-ios"),
      (
        "rules",
        .array(
          used.map { rules[$0] }.map { rule in
            object([
              ("id", .string(rule.id)), ("shortDescription", object([("text", .string(rule.text))])),
              ("defaultConfiguration", object([("level", .string(rule.level))])),
            ])
          })
      ),
    ])
    let run = object([
      ("tool", object([("driver", driver)])), ("columnKind", "unicodeCodePoints"),
      ("invocations", .array([object([("executionSuccessful", .bool(true))])])),
      ("results", .array(results)),
    ])
    return object([("$schema", .string(CheckSARIFRenderer.schema)), ("version", "2.1.0"), ("runs", .array([run]))])
  }

  private static func object(_ members: [(String, JSONValue)]) -> JSONValue { .object(JSONObject(members)) }
}
