import NavJSON

/// What a scaffold produced: the scenarios, the cases it left out, or the input's problems.
struct ScaffoldOutput {
  /// The scenarios to write.
  var scenarios: [JSONObject] = []
  /// One line per case left out.
  var notes: [String] = []
  /// Why the input is invalid (nothing is written then).
  var problems: [ScenarioFileProblem] = []
}
