import JSONRPC
import LinearRegex
import NavDaemon
import NavJSON
import NavProtocol

/// `navd scaffold routes TABLE.json` and `navd scaffold paths PATH-CONFIGURATION.json`: write a
/// scenario file of test cases for every route pattern or every path-configuration rule, each
/// checked against navd before it is written, so the file passes `navd test` as generated
/// (docs/scenarios.md).
public enum ScaffoldCommand: StreamedSubcommand {
  /// The word after `navd`.
  public static let name = "scaffold"
  /// The usage line.
  public static let usage =
    "navd scaffold routes|paths FILE [options]"
  /// One line for `navd --help`.
  public static let summary = "write a scenario file testing every route pattern or path-configuration rule"

  /// The subcommand to pass to ``NavdCommand/run(arguments:services:subcommands:)``.
  public static let subcommand = NavdSubcommand(name: name, usage: usage, summary: summary) { run($0) }

  /// The text of `navd scaffold --help`.
  public static let helpText = """
    Usage: navd scaffold routes TABLE.json [--output FILE]
           navd scaffold paths PATH-CONFIGURATION.json [--start-location URL] [--output FILE]

    routes: one scenario per route; for every pattern, a URL with typed sample parameters
    that must resolve to it (each optional and defaulted query parameter both absent and
    present) and near misses that must be unknown with their reason (a wrong type, a
    missing required query value, a dot segment).
    paths: one step per rule with a URL its patterns match, expecting the properties the
    rule ends up with (later rules included).

    Every case is run before it is written; a case that would not pass (another route ranks
    higher, no URL-safe string matches a pattern) is left out and named on standard error.
    The output is deterministic: commit it and review its changes.

    Options:
      --output FILE          write to FILE instead of standard output; the table or path
                             configuration is referenced relative to FILE's folder
                             (relative to the working directory otherwise)
      --start-location URL   paths: the origin the rules' paths are put on
                             (default https://app.example/)
      -h, --help             show this help

    Exit status: 0 written; 2 an unreadable or invalid input file, or a bad command line.

    """

  static func run(_ options: ScaffoldOptions, streams: StandardStreams) -> Int32 {
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
