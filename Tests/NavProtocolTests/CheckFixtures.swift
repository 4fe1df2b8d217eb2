import NavProtocol
import Testing

/// Helpers for the `navd check` library tests.
enum CheckFixtures {
  /// Every problem `ConfigurationChecker` finds in `text`, as `location: severity: message` lines.
  static func lines(_ text: String) -> [String] {
    ConfigurationChecker.check(bytes: Array(text.utf8)).problems.map(\.description)
  }

  /// A path configuration with one rule: `patterns` (JSON text) and `properties` (JSON text).
  static func oneRule(patterns: String = #"["/a"]"#, properties: String) -> String {
    #"{"rules": [{"patterns": \#(patterns), "properties": \#(properties)}]}"#
  }
}

/// One input and the exact lines `navd check` must report for it.
struct CheckCase: Sendable, CustomTestStringConvertible {
  let label: String
  let json: String
  let lines: [String]

  init(_ label: String, _ json: String, _ lines: [String]) {
    self.label = label
    self.json = json
    self.lines = lines
  }

  var testDescription: String { label }
}
