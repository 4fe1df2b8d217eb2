import NavJSON
import NavProtocol

/// The few lines `navd explain` prints for people, from a `route` result and its explanation
/// (docs/protocol.md §10): every fact comes from the explanation, nothing is decided again here.
enum ExplainTextRenderer {
  /// The width of the label column.
  private static let labelWidth = 12

  /// The lines for `url`'s route `result` and `explanation`; `configuration` is the client
  /// configuration the route was made with (for what each matching rule set).
  static func lines(url: String, result: JSONValue, explanation: JSONValue, configuration: JSONObject) -> [String] {
    var lines: [String] = []
    func add(_ label: String, _ texts: [String]) {
      for (offset, text) in texts.enumerated() {
        let column = offset == 0 ? label : ""
        lines.append(column.padding(to: labelWidth) + text)
      }
    }
    let platform = explanation["platform"]?.stringValue ?? "ios"
    lines.append("\(url) (\(platform))")
    add("subject", [quoted(explanation["subject"]?.stringValue ?? "") + "  (what the patterns are searched in)"])
    add("matched", matchLines(explanation, configuration: configuration))
    add("properties", propertyLines(explanation))
    add("router", routerLines(explanation))
    add("decision", [decisionLine(result)])
    if let rule = explanation["rule"], rule != .null { add("rule", [ruleLine(rule)]) }
    if let comparisons = explanation["comparisons"]?.arrayValue, !comparisons.isEmpty {
      add("compared", comparisons.map(comparisonLine))
    }
    if let modal = explanation["modalResult"], modal != .null, let rule = modal["rule"] {
      add("then", [ruleLine(rule) + " (second pass, after the dismiss)"])
    }
    let operations = result["operations"]?.arrayValue ?? []
    add("operations", [operations.isEmpty ? "none" : operations.map(operationText).joined(separator: ", ")])
    if let routes = explanation["routes"]?.arrayValue { add("routes", routeLines(routes)) }
    return lines
  }

  /// One line per matching rule: its name, the pattern that matched, and what it set (a key a
  /// later rule or the request overrides says who won).
  private static func matchLines(_ explanation: JSONValue, configuration: JSONObject) -> [String] {
    let matches = explanation["matches"]?.arrayValue ?? []
    guard !matches.isEmpty else { return ["no rule matched"] }
    let loaded = configuration["pathConfiguration"]?["rules"]?.arrayValue ?? []
    return matches.map { match in
      let name: String
      let set: JSONObject
      if let index = match["rule"]?.integerValue {
        name = "rules[\(index)]"
        set = (Int(index) < loaded.count ? loaded[Int(index)]["properties"]?.objectValue : nil) ?? JSONObject()
      } else {
        name = match["rule"]?.stringValue ?? "?"
        let builtIn = PathConfiguration.builtInRules.first { "builtin:\($0.builtInName ?? "")" == name }
        set = builtIn?.properties ?? JSONObject()
      }
      let settings = set.map { key, value in
        let winner = explanation["properties"]?[key]?["from"]?.stringValue
        let overridden = winner.map { $0 != name && $0 != "default" } ?? false
        return "\(key) \(value.jsonText)" + (overridden ? " (overridden by \(winner ?? ""))" : "")
      }
      let pattern = quoted(match["pattern"]?.stringValue ?? "")
      return "\(name) by \(pattern)" + (settings.isEmpty ? "" : ": " + settings.joined(separator: ", "))
    }
  }

  /// The properties something set, one per line with where it came from, then the defaults on one line.
  private static func propertyLines(_ explanation: JSONValue) -> [String] {
    guard let properties = explanation["properties"]?.objectValue else { return [] }
    var set: [String] = []
    var defaults: [String] = []
    for (key, property) in properties {
      let value = property["value"]?.jsonText ?? "null"
      let from = property["from"]?.stringValue ?? "default"
      if from == "default" {
        defaults.append("\(key) \(value)")
      } else {
        set.append("\(key) \(value)  from \(from)")
      }
    }
    if !defaults.isEmpty { set.append("defaults: " + defaults.joined(separator: ", ")) }
    return set
  }

  private static func routerLines(_ explanation: JSONValue) -> [String] {
    let steps = explanation["router"]?.arrayValue ?? []
    guard !steps.isEmpty else { return ["no route decision handler is configured"] }
    return steps.map { step in
      let handler = step["handler"]?.stringValue ?? "?"
      let verdict = step["matched"] == .bool(true) ? "matched" : "did not match"
      return "\(handler) \(verdict): \(step["reason"]?.stringValue ?? "")"
    }
  }

  private static func decisionLine(_ result: JSONValue) -> String {
    let decision = result["decision"]?.stringValue ?? "?"
    let handler = result["handler"]?.stringValue.map { " by \($0)" } ?? " (no handler matched)"
    var line = decision + handler
    if let external = result["external"], external != .null {
      line += "; opened outside the app (\(external["kind"]?.stringValue ?? "?"))"
    }
    if let answer = result["proposalResult"]?.stringValue { line += "; the delegate answered \(answer)" }
    return line
  }

  private static func ruleLine(_ rule: JSONValue) -> String {
    let presentation = rule["presentation"]?.stringValue ?? "?"
    let context = rule["context"]?.stringValue ?? "?"
    let state = rule["presented"] == .bool(true) ? "a modal presented" : "no modal presented"
    let name = rule["row"]?.stringValue.map { "row \($0)" } ?? "mode \(rule["mode"]?.stringValue ?? "?")"
    return "\(name) (presentation \(presentation), context \(context), \(state))"
  }

  private static func comparisonLine(_ comparison: JSONValue) -> String {
    let stack = comparison["stack"]?.stringValue ?? "?"
    let entry = comparison["entry"]?.integerValue.map(String.init) ?? "?"
    let position = comparison["position"]?.stringValue ?? "?"
    let stamp = comparison["stamp"]?.stringValue ?? "(unstamped)"
    let same = comparison["same"] == .bool(true) ? "same" : "different"
    return "\(stack) #\(entry) (\(position)) \(stamp): \(same), \(comparison["reason"]?.stringValue ?? "")"
  }

  private static func operationText(_ operation: JSONValue) -> String {
    let op = operation["op"]?.stringValue ?? "?"
    let stack = operation["stack"]?.stringValue.map { " \($0)" } ?? ""
    switch op {
    case "setStack":
      let ids = (operation["entries"]?.arrayValue ?? []).compactMap(\.integerValue).map { "#\($0)" }
      return "setStack\(stack) [\(ids.joined(separator: ", "))]"
    case "present":
      return "present \(operation["modalStyle"]?.stringValue ?? "")".trimmingTrailingSpace
    case "dismiss":
      return "dismiss"
    case "replace":
      let entry = operation["entry"]?.integerValue.map(String.init) ?? "?"
      let replaced = operation["replaced"]?.integerValue.map(String.init) ?? "?"
      return "replace\(stack) #\(replaced) with #\(entry)"
    default:
      let entry = operation["entry"]?.integerValue.map { " #\($0)" } ?? ""
      return op + stack + entry
    }
  }

  /// The winner and every loser with why; the patterns that did not match are counted, or all
  /// listed with why when none matched.
  private static func routeLines(_ routes: [JSONValue]) -> [String] {
    guard !routes.isEmpty else { return ["unknown: no pattern of this URL's source was tried"] }
    let tried = routes.filter { $0["result"]?.stringValue != "noMatch" }
    let shown = tried.isEmpty ? routes : tried
    var lines = shown.map { route in
      let name = route["name"]?.stringValue ?? "?"
      let pattern = route["pattern"]?.stringValue ?? "?"
      let result = route["result"]?.stringValue ?? "?"
      return "\(name) \(pattern): \(result), \(route["reason"]?.stringValue ?? "")"
    }
    let missed = routes.count - shown.count
    if missed > 0 { lines.append("\(missed) other pattern(s) of this source did not match") }
    return lines
  }

  private static func quoted(_ text: String) -> String { JSONValue.string(text).jsonText }
}

extension String {
  fileprivate var trimmingTrailingSpace: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
