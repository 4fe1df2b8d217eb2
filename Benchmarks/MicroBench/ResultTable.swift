import NavJSON
import NavProtocol

/// Prints sections of ``BenchRow``s as an aligned text table.
struct ResultTable {
  private var sections: [(title: String, rows: [BenchRow])] = []

  /// Adds a section.
  mutating func add(_ title: String, _ rows: [BenchRow]) {
    sections.append((title, rows))
  }

  /// Whether every judged row met its target.
  var allMet: Bool { sections.allSatisfy { $0.rows.allSatisfy { $0.verdict != .missed } } }

  /// The exported figures of every row, in order (see ``BenchRow/exported(as:_:)``).
  var metrics: JSONObject {
    var object = JSONObject()
    for row in sections.flatMap(\.rows) {
      guard let metric = row.metric else { continue }
      object[metric.key] = metric.value.isFinite ? .double(metric.value) : .null
    }
    return object
  }

  /// The table as text.
  func render() -> String {
    let rows = sections.flatMap(\.rows)
    let nameWidth = max(30, rows.map(\.name.count).max() ?? 0)
    let valueWidth = max(14, rows.map(\.value.count).max() ?? 0)
    let targetWidth = max(10, rows.map(\.target.count).max() ?? 0)
    var lines: [String] = []
    for section in sections {
      lines.append("")
      lines.append("== \(section.title)")
      for row in section.rows {
        lines.append(
          "  " + pad(row.name, nameWidth) + "  " + pad(row.value, valueWidth, left: true) + "   "
            + pad(row.target, targetWidth) + "  " + row.verdict.rawValue)
      }
    }
    return lines.joined(separator: "\n")
  }

  private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }
}

/// Number formatting for the table.
enum Format {
  /// `value` with `digits` decimals.
  static func fixed(_ value: Double, _ digits: Int = 0) -> String {
    let scale = (0..<digits).reduce(1.0) { product, _ in product * 10 }
    let rounded = (value * scale).rounded() / scale
    if digits == 0 { return String(Int(rounded)) }
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
      let decimals = text.distance(from: dot, to: text.endIndex) - 1
      if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
  }

  /// Nanoseconds, with a unit.
  static func nanoseconds(_ value: Double) -> String {
    value >= 10_000 ? fixed(value / 1000, 1) + " µs" : fixed(value) + " ns"
  }

  /// Nanoseconds as milliseconds, with a unit.
  static func milliseconds(_ value: Double) -> String {
    fixed(value / 1_000_000, 2) + " ms"
  }

  /// Bytes, with a unit.
  static func bytes(_ value: Double) -> String {
    value >= 16 * 1024 ? fixed(value / 1024, 1) + " KiB" : fixed(value) + " B"
  }
}
