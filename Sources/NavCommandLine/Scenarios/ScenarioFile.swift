import JSONRPC
import NavDaemon
import NavJSON
import NavProtocol

/// A scenario file as loaded for a run: its name as shown and its scenarios.
struct ScenarioFile: Sendable {
  /// The file as named on the command line, or found under a named directory.
  var file: String
  /// Its scenarios, in file order.
  var scenarios: [Scenario]

  /// Every scenario file the PATH arguments name, or every problem found in any of them
  /// (docs/protocol.md §13: an invalid file stops the run before anything runs).
  static func load(_ paths: [String], environment: StepEnvironment) -> (
    files: [ScenarioFile], problems: [ScenarioFileProblem]
  ) {
    var files: [ScenarioFile] = []
    var problems: [ScenarioFileProblem] = []
    var seen: Set<String> = []
    for path in paths {
      switch ScenarioPaths.kind(of: path) {
      case .missing(let reason):
        problems.append(ScenarioFileProblem(file: path, location: "", message: "cannot read: \(reason)"))
      case .file:
        guard seen.insert(path).inserted else { continue }
        let loaded = load(path, named: true, environment: environment)
        problems += loaded.problems
        if let file = loaded.file { files.append(file) }
      case .directory:
        var any = false
        for file in ScenarioPaths.jsonFiles(under: path) where seen.insert(file).inserted {
          let loaded = load(file, named: false, environment: environment)
          problems += loaded.problems
          if let scenarioFile = loaded.file { files.append(scenarioFile) }
          any = any || loaded.file != nil || !loaded.problems.isEmpty
        }
        if !any {
          problems.append(
            ScenarioFileProblem(
              file: path, location: "", message: "holds no scenario file (a *.json file with \"steps\")"))
        }
      }
    }
    return (files, problems)
  }

  /// The file at `path` or its problems; neither when it was found in a directory and holds no scenario.
  private static func load(_ path: String, named: Bool, environment: StepEnvironment)
    -> (file: ScenarioFile?, problems: [ScenarioFileProblem])
  {
    let document: JSONValue
    switch ScenarioPaths.readJSON(path) {
    case .success(let read): document = read
    case .failure(let problem): return (nil, [problem])
    }
    if !named && !ScenarioDecoder.holdsScenarios(document) { return (nil, []) }
    var decoder = ScenarioDecoder(file: path, directory: ScenarioPaths.directory(of: path), environment: environment)
    let scenarios = decoder.decode(document)
    guard decoder.problems.isEmpty else { return (nil, decoder.problems) }
    return (ScenarioFile(file: path, scenarios: scenarios), [])
  }
}
