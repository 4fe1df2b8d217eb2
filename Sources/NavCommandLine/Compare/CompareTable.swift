import JSONRPC
import NavJSON

/// `navd compare`'s output: one row per View field that differs, in step order, as aligned
/// columns `step  field  iOS  Android`, then a count.
struct CompareTable {
  /// One divergence.
  struct Row: Equatable {
    /// The scenario's step index.
    var step: Int
    /// The View field.
    var field: String
    /// The iOS value, compact JSON.
    var ios: String
    /// The Android value, compact JSON.
    var android: String
  }

  /// The divergences.
  var rows: [Row]
  /// How many steps ran.
  var steps: Int

  /// The table of a `compare` result whose step `i` is the scenario's step `stepIndices[i]`.
  init(result: JSONValue, stepIndices: [Int]) {
    let compared = result["steps"]?.arrayValue ?? []
    steps = compared.count
    rows = compared.enumerated().flatMap { position, step in
      let index = position < stepIndices.count ? stepIndices[position] : position
      return (step["differences"]?.arrayValue ?? []).map { difference in
        Row(
          step: index, field: difference["field"]?.stringValue ?? "",
          ios: (difference["ios"] ?? .null).jsonText, android: (difference["android"] ?? .null).jsonText)
      }
    }
  }

  /// The table and the closing line.
  var text: String {
    let divergent = Set(rows.map(\.step)).count
    guard !rows.isEmpty else { return "no divergent steps (\(steps) \(steps == 1 ? "step" : "steps") compared)\n" }
    let header = Row(step: -1, field: "field", ios: "iOS", android: "Android")
    let all = [header] + rows
    let stepWidth = max(4, rows.map { String($0.step).count }.max() ?? 0)
    let fieldWidth = all.map(\.field.count).max() ?? 0
    let iosWidth = all.map(\.ios.count).max() ?? 0
    var lines: [String] = []
    for row in all {
      let step = row.step < 0 ? "step" : String(row.step)
      lines.append(
        [pad(step, stepWidth), pad(row.field, fieldWidth), pad(row.ios, iosWidth), row.android].joined(separator: "  "))
    }
    let summary = "\(divergent) of \(steps) \(steps == 1 ? "step" : "steps") \(divergent == 1 ? "diverges" : "diverge")"
    return lines.joined(separator: "\n") + "\n" + summary + "\n"
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// `error`'s message with a `steps[k]` field renumbered to the scenario's step index.
  static func renumbered(_ error: RPCError, stepIndices: [Int]) -> String {
    guard let field = error.data?["field"]?.stringValue, field.hasPrefix("steps["),
      let close = field.firstIndex(of: "]"),
      let position = Int(field[field.index(field.startIndex, offsetBy: 6)..<close]), position < stepIndices.count
    else { return error.message }
    let renamed = "steps[\(stepIndices[position])]" + field[field.index(after: close)...]
    return "\(renamed): \(error.data?["reason"]?.stringValue ?? error.message)"
  }
}
