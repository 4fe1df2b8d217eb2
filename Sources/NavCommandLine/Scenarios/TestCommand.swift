import NavDaemon
import NavJSON
import NavProtocol

/// `navd test [--platform ios|android] [--junit FILE] [--html FILE] [--json] [--shard K/N] PATH...`: runs scenario files
/// in-process (docs/protocol.md §13, docs/scenarios.md).
public enum TestCommand: Subcommand {
  /// The word after `navd`.
  public static let name = "test"
  /// One line for `navd --help`.
  public static let summary = "run scenario files (navigation flows with expectations); JUnit for CI"
  package static let operands = "PATH..."

  package static let discussion = """
    Runs every scenario of every PATH (a scenario file, or a directory: its *.json files
    that hold scenarios, recursively, in path order) on each of its platforms, each in a
    fresh client, through the same methods a JSON-RPC client calls. Prints one line per
    scenario and platform, ok or FAIL with the step, the expectation, what was expected and
    what was found, then "N passed, M failed".
    """

  package static var options: OptionTable<TestOptions> {
    OptionTable([
      .choice(
        "--platform", "P", of: Platform.self, help: "only the scenarios that list platform P (ios or android), on P"
      ) { $0.platform = $1 },
      .file("--junit", help: "also write JUnit XML to FILE (one testsuite per scenario file)") { $0.junitFile = $1 },
      .file("--html", help: "also write an HTML report to FILE: each step's screens drawn as a phone") {
        $0.htmlFile = $1
      },
      .flag("--json", help: "print one JSON document instead of the lines") { $0.json = true },
      .value(
        "--shard", "K/N",
        help: "only part K of N disjoint parts of the scenarios (by file and scenario name),\nfor N parallel CI jobs"
      ) { reader, parsed throws(ArgumentError) in
        parsed.shard = try reader.value(expected: ScenarioShard.expected) { ScenarioShard(parsing: $0) }
      },
      .endOfOptions("the arguments that follow are paths, even if they start with '-'"),
      .help,
    ])
  }

  package static let exitStatus = """
    0 every run passed; 1 a run failed; 2 an invalid scenario file (every
    problem of every file is listed on standard error and nothing runs), a missing PATH,
    an unwritable --junit or --html FILE or a bad command line.
    """

  package static var initial: TestOptions { TestOptions() }

  package static func read(operand path: String, optionsEnded: Bool, into options: inout TestOptions) {
    options.paths.append(path)
  }

  package static func options(from parsed: TestOptions) throws(ArgumentError) -> TestOptions {
    guard !parsed.paths.isEmpty else { throw .missingOperand("PATH") }
    return parsed
  }

  /// Runs the scenarios of `options`; returns the exit status.
  package static func run(_ options: TestOptions, in environment: SubcommandEnvironment) -> Int32 {
    let streams = environment.streams
    let environment = StepEnvironment()
    let loaded = ScenarioFile.load(options.paths, environment: environment)
    guard loaded.problems.isEmpty else {
      for problem in loaded.problems { streams.error(problem.description + "\n") }
      let files = Set(loaded.problems.map(\.file)).count
      streams.error("navd test: \(files) invalid \(files == 1 ? "file" : "files"); no scenario ran\n")
      return 2
    }
    var runs: [(file: String, scenario: Scenario, platform: Platform)] = []
    for file in loaded.files {
      for scenario in file.scenarios
      where options.shard?.contains(file: file.file, scenario: scenario.name) ?? true {
        for platform in scenario.platforms where options.platform == nil || options.platform == platform {
          runs.append((file.file, scenario, platform))
        }
      }
    }
    var progress = ProgressLine(total: runs.count, isTerminal: streams.errorIsTerminal, write: streams.error)
    var results: [ScenarioRunResult] = []
    for run in runs {
      let result = ScenarioRunner.run(
        run.scenario, platform: run.platform, file: run.file, environment: environment,
        record: options.htmlFile != nil)
      results.append(result)
      if !options.json {
        progress.clear()
        streams.output(result.line + "\n")
      }
      progress.update(done: results.count)
    }
    progress.clear()
    let failed = results.count { !$0.passed }
    if options.json {
      streams.output(TestResultsJSON.document(results).jsonText + "\n")
    } else {
      streams.output("\(results.count - failed) passed, \(failed) failed\n")
    }
    if let junit = options.junitFile, let reason = OutputFile.write(JUnitWriter.document(results), to: junit) {
      streams.error("navd test: cannot write \(junit): \(reason)\n")
      return 2
    }
    if let report = options.htmlFile, let reason = OutputFile.write(ScenarioReport.document(results), to: report) {
      streams.error("navd test: cannot write \(report): \(reason)\n")
      return 2
    }
    return failed == 0 ? 0 : 1
  }
}
