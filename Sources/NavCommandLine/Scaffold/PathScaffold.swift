import JSONRPC
import LinearRegex
import NavDaemon
import NavJSON
import NavProtocol

/// `navd scaffold paths`: one step per rule with a URL its patterns match (a shortest witness
/// of a pattern), expecting the properties the rule ends up with for that URL.
enum PathScaffold {
  /// The scenario for the path configuration `document` (read from `file`, referenced as `reference`).
  static func scenarios(pathConfiguration document: JSONValue, file: String, reference: String, startLocation: String)
    -> ScaffoldOutput
  {
    var output = ScaffoldOutput()
    guard case .object = document else {
      output.problems = [
        ScenarioFileProblem(
          file: file, location: "", message: JSONShapeIssue.wrongType("a path configuration object", document).message)
      ]
      return output
    }
    var runner: StepRunner
    do {
      runner = try StepRunner(
        platform: .default,
        configuration: ["startLocation": .string(startLocation), "pathConfiguration": document],
        field: "", environment: StepEnvironment())
    } catch {
      output.problems = ScaffoldProblems.of(error, file: file, strippingPrefix: "pathConfiguration")
      return output
    }
    var steps: [JSONValue] = []
    for (index, rule) in (document["rules"]?.arrayValue ?? []).enumerated() {
      let patterns = (rule["patterns"]?.arrayValue ?? []).compactMap(\.stringValue)
      let properties = rule["properties"]?.objectValue ?? JSONObject()
      var written = false
      for pattern in patterns {
        guard let witness = RegexWitness.shortest(matching: pattern) else { continue }
        let path = witness.hasPrefix("/") ? witness : "/" + witness
        let url = StepDecoder.resolve(path: path, against: startLocation)
        let outcome = runner.run(Step(method: "pathConfiguration/properties", params: ["url": .string(url)]))
        guard let result = outcome.result,
          result["matchedRules"]?.arrayValue?.contains(.integer(Int64(index))) == true
        else { continue }
        var expected = JSONObject()
        for (key, _) in properties {
          if let value = result["properties"]?[key] { expected[key] = value }
        }
        steps.append(
          .object(
            JSONObject([
              ("method", "pathConfiguration/properties"), ("params", .object(JSONObject([("url", .string(url))]))),
              ("expect", .object(JSONObject([("properties", .object(expected))]))),
            ])))
        written = true
        break
      }
      if !written {
        output.notes.append("rules[\(index)]: no URL-safe path matches any of its patterns; left out")
      }
    }
    output.scenarios = [
      JSONObject([
        ("name", .string("path configuration rules")),
        (
          "configuration",
          .object(
            JSONObject([
              ("startLocation", .string(startLocation)),
              ("pathConfiguration", .object(JSONObject([("file", .string(reference))]))),
            ]))
        ),
        ("steps", .array(steps)),
      ])
    ]
    return output
  }
}
