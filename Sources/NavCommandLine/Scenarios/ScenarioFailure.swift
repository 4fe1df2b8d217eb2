import NavJSON

/// Why a scenario run failed, at which step and expectation (docs/protocol.md §13).
struct ScenarioFailure: Sendable, Hashable {
  /// The 0-based step; `nil` when the run failed before its first step (the client could not be made).
  var step: Int?
  /// The expectation's path after `expect.` (`main[1]`, `ios.presented`); `nil` for an unexpected error.
  var expectation: String?
  /// The expected value; `nil` for "absent" (and for an unexpected error).
  var expected: JSONValue?
  /// What was found; `nil` for "absent".
  var found: JSONValue?
  /// The text after `FAIL NAME [PLATFORM]: `.
  var message: String

  /// `steps[I].expect.KEY: expected X, found Y` (compact JSON, `absent` when missing), with
  /// `note` after it when given.
  static func mismatch(step: Int, expectation: String, expected: JSONValue?, found: JSONValue?, note: String? = nil)
    -> ScenarioFailure
  {
    var message =
      "steps[\(step)].expect.\(expectation): expected \(render(expected)), found \(render(found))"
    if let note { message += " (\(note))" }
    return ScenarioFailure(step: step, expectation: expectation, expected: expected, found: found, message: message)
  }

  /// `steps[I]: error CODE: MESSAGE`: the step failed and nothing expected it.
  static func unexpectedError(step: Int, code: Int, message: String) -> ScenarioFailure {
    ScenarioFailure(step: step, message: "steps[\(step)]: error \(code): \(message)")
  }

  /// The run could not start: its client could not be made.
  static func setup(_ message: String) -> ScenarioFailure {
    ScenarioFailure(step: nil, message: message)
  }

  /// Compact JSON, or `absent`.
  static func render(_ value: JSONValue?) -> String {
    value.map(\.jsonText) ?? "absent"
  }
}
