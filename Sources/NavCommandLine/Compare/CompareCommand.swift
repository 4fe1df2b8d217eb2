import JSONRPC
import NavDaemon
import NavJSON
import NavProtocol

/// `navd compare [--ios-configuration F] [--android-configuration F] [--configuration F] [--html FILE]
/// SCENARIO.json`: runs a scenario's steps on iOS and Android with the `compare` method
/// (docs/protocol.md §11) and prints the divergent steps as a table (docs/compare.md).
public enum CompareCommand: Subcommand {
  /// The word after `navd`.
  public static let name = "compare"
  /// One line for `navd --help`.
  public static let summary = "run a scenario's steps on iOS and Android and list where they diverge"
  package static let operands = "SCENARIO.json"

  package static let discussion = """
    Runs the steps of each scenario in SCENARIO.json (the format of navd test; "expect" is
    ignored) on a fresh iOS and a fresh Android navigator and prints, per scenario, a table
    of the divergent steps: step, View field, the iOS value, the Android value.
    """

  package static var options: OptionTable<CompareOptions> {
    OptionTable([
      .file("--configuration", "F", help: "the configuration of both sides (replaces the scenario's)") {
        $0.files["configuration"] = $1
      },
      .file("--ios-configuration", "F", help: "the iOS side's configuration (replaces the scenario's \"ios\")") {
        $0.files["ios"] = $1
      },
      .file("--android-configuration", "F", help: "the Android side's configuration (replaces \"android\")") {
        $0.files["android"] = $1
      },
      .file("--html", help: "also write an HTML report to FILE: the two platforms' screens side by side") {
        $0.htmlFile = $1
      },
      .help,
    ])
  }

  package static let optionsNote: String? = """
    Each F is a client configuration JSON file; its {"file": ...} references are read
    relative to it.
    """

  package static let exitStatus = """
    0 no step diverges; 1 some step diverges; 2 an invalid scenario or
    configuration file, an unwritable --html FILE or a bad command line.
    """

  package static var initial: CompareOptions { CompareOptions() }

  package static func read(operand: String, optionsEnded: Bool, into options: inout CompareOptions) {
    options.operands.append(operand)
  }

  package static func options(from parsed: CompareOptions) throws(ArgumentError) -> CompareOptions {
    guard !parsed.operands.isEmpty else { throw .missingOperand("SCENARIO.json") }
    if parsed.operands.count > 1 { throw .unexpectedArgument(parsed.operands[1]) }
    return parsed
  }

  /// Compares the scenarios of `options`; returns the exit status.
  package static func run(_ options: CompareOptions, in environment: SubcommandEnvironment) -> Int32 {
    let streams = environment.streams
    let environment = StepEnvironment()
    var problems: [ScenarioFileProblem] = []
    var overrides: [String: JSONObject] = [:]
    for (key, file) in options.configurationFiles {
      let read = ConfigurationFile.read(file, environment: environment)
      problems += read.problems
      if let configuration = read.configuration { overrides[key] = configuration }
    }
    let loaded = ScenarioFile.load([options.scenarioFile], environment: environment)
    problems += loaded.problems
    guard problems.isEmpty, let file = loaded.files.first else {
      for problem in problems { streams.error(problem.description + "\n") }
      return 2
    }
    var divergent = false
    var compared: [ComparedScenario] = []
    for scenario in file.scenarios {
      // Steps that only expect do nothing to compare; the table keeps the scenario's step numbers.
      let steps = scenario.steps.compactMap { item in item.step.map { (index: item.index, step: $0) } }
      var params = JSONObject()
      var configurations: [Platform: JSONObject] = [:]
      for platform in Platform.allCases {
        let configuration =
          overrides[platform.rawValue] ?? overrides["configuration"] ?? scenario.configurations[platform]
          ?? JSONObject()
        params[platform.rawValue] = .object(configuration)
        configurations[platform] = configuration
      }
      params["steps"] = .array(steps.map(\.step.jsonValue))
      switch Comparison.run(params, environment: environment) {
      case .failure(let error):
        let message = CompareTable.renumbered(error, stepIndices: steps.map(\.index))
        streams.error("navd compare: \(file.file): \(scenario.name): \(message)\n")
        return 2
      case .success(let result):
        let table = CompareTable(result: result, stepIndices: steps.map(\.index))
        divergent = divergent || !table.rows.isEmpty
        if file.scenarios.count > 1 { streams.output("\(scenario.name):\n") }
        streams.output(table.text)
      }
      guard options.htmlFile != nil else { continue }
      do throws(RPCError) {
        compared.append(
          try ComparedScenario.run(
            file: file.file, name: scenario.name, steps: steps, platforms: Platform.allCases,
            configurations: configurations, environment: environment))
      } catch {
        streams.error("navd compare: \(file.file): \(scenario.name): \(error.message)\n")
        return 2
      }
    }
    if let report = options.htmlFile, let reason = OutputFile.write(CompareReport.document(compared), to: report) {
      streams.error("navd compare: cannot write \(report): \(reason)\n")
      return 2
    }
    return divergent ? 1 : 0
  }
}
