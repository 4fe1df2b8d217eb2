import NavJSON

/// The text of a scaffolded scenario file: stable, reviewable JSON with one scenario key per
/// line and one step per line, so a change to a table or a rule is a small diff.
enum ScenarioFileFormat {
  /// `scenarios` as a JSON array.
  static func text(_ scenarios: [JSONObject]) -> String {
    var lines = ["["]
    for (index, scenario) in scenarios.enumerated() {
      lines.append("  {")
      let members = Array(scenario)
      for (position, member) in members.enumerated() {
        let comma = position == members.count - 1 ? "" : ","
        if member.key == "steps", case .array(let steps) = member.value {
          lines.append("    \(JSONValue.string(member.key).jsonText): [")
          for (stepIndex, step) in steps.enumerated() {
            lines.append("      \(step.jsonText)\(stepIndex == steps.count - 1 ? "" : ",")")
          }
          lines.append("    ]\(comma)")
        } else {
          lines.append("    \(JSONValue.string(member.key).jsonText): \(member.value.jsonText)\(comma)")
        }
      }
      lines.append("  }\(index == scenarios.count - 1 ? "" : ",")")
    }
    lines.append("]")
    return lines.joined(separator: "\n") + "\n"
  }
}
