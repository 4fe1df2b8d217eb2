/// Why a scenario file cannot run (docs/protocol.md §13): reported on standard error before any
/// scenario runs, and navd exits 2.
struct ScenarioFileProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file as named on the command line (or found in a directory).
  var file: String
  /// A JSON path in the file (`steps[1].expect.modl`, no `$`), `LINE:COLUMN` for a syntax
  /// error, or `""` for the file as a whole.
  var location: String
  /// What is wrong.
  var message: String
  /// Whether ``location`` is a line and column (written `FILE:LINE:COLUMN:`).
  var isTextPosition = false

  /// `FILE: steps[1].expect.modl: unknown expectation key`, `FILE:3:14: invalid JSON: …` or `FILE: message`.
  var description: String {
    if isTextPosition { return "\(file):\(location): \(message)" }
    if location.isEmpty { return "\(file): \(message)" }
    return "\(file): \(location): \(message)"
  }
}
