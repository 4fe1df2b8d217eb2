import NavJSON

/// `navd test --json`: `{"results": [{"file", "name", "platform", "passed", "step"?,
/// "expectation"?, "expected"?, "found"?, "message"?}], "passed", "failed"}` (docs/protocol.md §13).
///
/// `expected` and `found` are left out when absent; `step` when the run failed before its first step.
enum TestResultsJSON {
  /// The document for `results`.
  static func document(_ results: [ScenarioRunResult]) -> JSONValue {
    let passed = results.count(where: \.passed)
    return .object(
      JSONObject([
        ("results", .array(results.map(result))),
        ("passed", .integer(Int64(passed))),
        ("failed", .integer(Int64(results.count - passed))),
      ]))
  }

  private static func result(_ result: ScenarioRunResult) -> JSONValue {
    var object = JSONObject([
      ("file", .string(result.file)), ("name", .string(result.name)), ("platform", .string(result.platform.rawValue)),
      ("passed", .bool(result.passed)),
    ])
    if let failure = result.failure {
      if let step = failure.step { object["step"] = .integer(Int64(step)) }
      if let expectation = failure.expectation {
        object["expectation"] = .string(expectation)
        if let expected = failure.expected { object["expected"] = expected }
        if let found = failure.found { object["found"] = found }
      }
      object["message"] = .string(failure.message)
    }
    return .object(object)
  }
}
