import JSONRPC
import LinearRegex
import NavDaemon
import NavJSON
import NavProtocol

/// `navd scaffold routes TABLE.json` and `navd scaffold paths PATH-CONFIGURATION.json`: write a
/// scenario file of test cases for every route pattern or every path-configuration rule, each
/// checked against navd before it is written, so the file passes `navd test` as generated
/// (docs/scenarios.md).
public enum ScaffoldCommand: Subcommand {
  /// The word after `navd`.
  public static let name = "scaffold"
  /// One line for `navd --help`.
  public static let summary = "write a scenario file testing every route pattern or path-configuration rule"
  package static let operands = ScaffoldOptions.Kind.allCases.map(\.rawValue).joined(separator: "|") + " FILE"

  package static let discussion = """
    routes: one scenario per route; for every pattern, a URL with typed sample parameters
    that must resolve to it (each optional and defaulted query parameter both absent and
    present) and near misses that must be unknown with their reason (a wrong type, a
    missing required query value, a dot segment).
    paths: one step per rule with a URL its patterns match, expecting the properties the
    rule ends up with (later rules included).

    Every case is run before it is written; a case that would not pass (another route ranks
    higher, no URL-safe string matches a pattern) is left out and named on standard error.
    The output is deterministic: commit it and review its changes.
    """

  package static var options: OptionTable<ScaffoldOptions.Arguments> {
    OptionTable([
      .file(
        "--output",
        help: """
          write to FILE instead of standard output; the table or path
          configuration is referenced relative to FILE's folder
          (relative to the working directory otherwise)
          """
      ) { $0.output = $1 },
      .value(
        "--start-location", "URL", help: "paths: the origin the rules' paths are put on",
        default: ScaffoldOptions.defaultStartLocation
      ) { reader, arguments throws(ArgumentError) in
        arguments.startLocation = try reader.value(expected: "an absolute URL") {
          StepDecoder.isAbsoluteURL($0) ? $0 : nil
        }
      },
      .help,
    ])
  }

  package static let exitStatus = "0 written; 2 an unreadable or invalid input file, or a bad command line."

  package static var initial: ScaffoldOptions.Arguments { ScaffoldOptions.Arguments() }

  package static func read(operand: String, optionsEnded: Bool, into arguments: inout ScaffoldOptions.Arguments) {
    arguments.operands.append(operand)
  }

  package static func options(from arguments: ScaffoldOptions.Arguments) throws(ArgumentError) -> ScaffoldOptions {
    let operands = arguments.operands
    let kinds = ArgumentError.alternatives(ScaffoldOptions.Kind.allCases.map(\.rawValue))
    guard let word = operands.first else { throw .missingOperand(kinds) }
    guard let kind = ScaffoldOptions.Kind(rawValue: word) else {
      throw .invalidValue(option: name, value: word, expected: kinds)
    }
    guard operands.count >= 2 else { throw .missingOperand(kind == .routes ? "TABLE.json" : "PATH-CONFIGURATION.json") }
    if operands.count > 2 { throw .unexpectedArgument(operands[2]) }
    if arguments.startLocation != nil && kind == .routes { throw .unknownOption("--start-location (paths only)") }
    var options = ScaffoldOptions(kind: kind, input: operands[1], output: arguments.output)
    if let startLocation = arguments.startLocation { options.startLocation = startLocation }
    return options
  }

  /// Writes the scenario file `options` asks for; returns the exit status.
  package static func run(_ options: ScaffoldOptions, in environment: SubcommandEnvironment) -> Int32 {
    let streams = environment.streams
    let document: JSONValue
    switch ScenarioPaths.readJSON(options.input) {
    case .failure(let problem):
      streams.error(problem.description + "\n")
      return 2
    case .success(let parsed): document = parsed
    }
    let reference = options.output.map { RelativePath.of(options.input, from: ScenarioPaths.directory(of: $0)) }
    let generated: ScaffoldOutput
    switch options.kind {
    case .routes:
      generated = RouteScaffold.scenarios(table: document, file: options.input, reference: reference ?? options.input)
    case .paths:
      generated = PathScaffold.scenarios(
        pathConfiguration: document, file: options.input, reference: reference ?? options.input,
        startLocation: options.startLocation)
    }
    guard generated.problems.isEmpty else {
      for problem in generated.problems { streams.error(problem.description + "\n") }
      return 2
    }
    for note in generated.notes { streams.error("navd scaffold: \(note)\n") }
    let text = ScenarioFileFormat.text(generated.scenarios)
    if let output = options.output {
      if let reason = OutputFile.write(text, to: output) {
        streams.error("navd scaffold: cannot write \(output): \(reason)\n")
        return 2
      }
    } else {
      streams.output(text)
    }
    return 0
  }
}
