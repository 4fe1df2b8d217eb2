/// One line of the results table.
struct BenchRow {
  /// Whether the measured value meets its target.
  enum Verdict: String {
    case met = "MET"
    case missed = "MISSED"
    /// Informational: no target applies to this figure.
    case info = "-"
  }

  /// What was measured.
  let name: String
  /// The measured figure, formatted with its unit.
  let value: String
  /// The target, as text (`"-"` when none).
  let target: String
  let verdict: Verdict
  /// The figure as a plain number under a stable key, for `--json` (`nil`: not exported).
  private(set) var metric: (key: String, value: Double)?

  /// A row judged by `met`.
  init(_ name: String, _ value: String, target: String, met: Bool) {
    self.name = name
    self.value = value
    self.target = target
    self.verdict = met ? .met : .missed
  }

  /// An informational row.
  init(info name: String, _ value: String, note: String = "-") {
    self.name = name
    self.value = value
    self.target = note
    self.verdict = .info
  }

  /// This row, exporting `value` under `key` in the `--json` line.
  func exported(as key: String, _ value: Double) -> BenchRow {
    var row = self
    row.metric = (key, value)
    return row
  }
}
