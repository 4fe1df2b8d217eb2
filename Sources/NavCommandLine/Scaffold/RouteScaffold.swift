import JSONRPC
import NavDaemon
import NavJSON
import NavProtocol

/// `navd scaffold routes`: a scenario per route with, for every pattern, URLs that must resolve
/// to it and near misses that must be unknown, each resolved through navd before it is written.
enum RouteScaffold {
  /// The scenarios for the route table `table` (read from `file`, referenced as `reference`).
  static func scenarios(table: JSONValue, file: String, reference: String) -> ScaffoldOutput {
    var output = ScaffoldOutput()
    let routes: JSONValue = table["routes"] ?? table
    let configuration: JSONObject = ["routes": routes]
    var runner: StepRunner
    do {
      runner = try StepRunner(
        platform: .default, configuration: configuration, field: "", environment: StepEnvironment())
    } catch {
      output.problems = ScaffoldProblems.of(error, file: file, strippingPrefix: "routes")
      return output
    }
    let compiled: RouteTable
    do throws(RouteTableError) {
      compiled = try RouteTable(json: routes)
    } catch {
      output.problems = [ScenarioFileProblem(file: file, location: "", message: error.description)]
      return output
    }
    var stepsByRoute: [[JSONValue]] = Array(repeating: [], count: compiled.routes.count)
    for sample in compiled.samples {
      let outcome = runner.run(Step(method: "routes/resolve", params: ["url": .string(sample.url)]))
      let name = outcome.result?["name"]?.stringValue
      let location = "routes[\(sample.routeIndex)].patterns[\(sample.patternIndex)] \(sample.pattern)"
      var expect = JSONObject()
      if sample.mustMatch {
        guard name == sample.route else {
          output.notes.append(
            "\(location): \(sample.url) resolves to \(name ?? "nothing"), not \(sample.route); left out")
          continue
        }
        expect["route"] = .object(
          JSONObject([("name", .string(sample.route)), ("params", outcome.result?["params"] ?? .object(JSONObject()))]))
      } else {
        guard name == "unknown", let reason = outcome.result?["reason"] else {
          output.notes.append("\(location): the near miss \(sample.url) resolves to \(name ?? "nothing"); left out")
          continue
        }
        expect["route"] = "unknown"
        expect["reason"] = reason
      }
      stepsByRoute[sample.routeIndex].append(
        .object(
          JSONObject([
            ("method", "routes/resolve"), ("params", .object(JSONObject([("url", .string(sample.url))]))),
            ("expect", .object(expect)),
          ])))
    }
    for (index, route) in compiled.routes.enumerated() where !stepsByRoute[index].isEmpty {
      output.scenarios.append(
        JSONObject([
          ("name", .string("route \(route.name)")),
          ("configuration", .object(JSONObject([("routes", .object(JSONObject([("file", .string(reference))])))]))),
          ("steps", .array(stepsByRoute[index])),
        ]))
    }
    return output
  }
}

/// The problems of an input a scaffold was given, from the error navd gave its configuration.
enum ScaffoldProblems {
  /// One problem per `-32011` problem (or the `-32602` field), with `prefix.` taken off the paths.
  static func of(_ error: RPCError, file: String, strippingPrefix prefix: String) -> [ScenarioFileProblem] {
    func location(_ path: String) -> String {
      if path == prefix { return "" }
      if path.hasPrefix(prefix + ".") { return String(path.dropFirst(prefix.count + 1)) }
      if path.hasPrefix(prefix + "[") { return String(path.dropFirst(prefix.count)) }
      return path
    }
    if let problems = error.data?["problems"]?.arrayValue {
      return problems.map { item in
        ScenarioFileProblem(
          file: file, location: location(item["path"]?.stringValue ?? ""),
          message: item["reason"]?.stringValue ?? error.message)
      }
    }
    return [
      ScenarioFileProblem(
        file: file, location: location(error.data?["field"]?.stringValue ?? ""),
        message: error.data?["reason"]?.stringValue ?? error.message)
    ]
  }
}
