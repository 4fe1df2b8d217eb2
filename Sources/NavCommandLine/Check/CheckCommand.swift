import JSONRPC
import NavProtocol

/// `navd check [--platform ios|android|auto] [--format text|json|sarif|github] FILE...`:
/// validates route tables, path configurations and client configurations for CI
/// pipelines and code review (docs/check.md, docs/ci.md).
///
/// The executable registers it as a subcommand; everything it does is here.
public enum CheckCommand: Subcommand {
  /// The word after `navd`.
  public static let name = "check"
  /// One line for `navd --help`.
  public static let summary = "validate route tables and path configuration files"
  package static let operands = "FILE..."

  package static let discussion = """
    Checks each FILE: a route table ([{"name", "patterns"}] or {"routes": [...]}), a path
    configuration ({"settings", "rules"}) or a client configuration ({"pathConfiguration",
    "routes", ...}), recognised by its shape. Prints one line per problem,
    FILE:LOCATION: error|warning: MESSAGE (LOCATION is a JSON path, or LINE:COLUMN for a
    JSON syntax error), then a summary line.
    """

  package static var options: OptionTable<CheckOptions> {
    OptionTable([
      .choice(
        "--platform", "P", choices: Platform.allCases.map { ($0.rawValue, $0) } + [("auto", nil)],
        help: """
          the path-configuration rules to apply: ios, android, or auto (the
          default: the platform the file's path names, as in ios_v1.json or
          app/src/main/assets/; else a client configuration's platform; else
          android when a rule has a uri or fallback_uri key; else ios)
          """
      ) { $0.platform = $1 },
      .choice(
        "--format", "F", of: CheckFormat.self,
        help: """
          text (the default); json (one JSON document: files, problems with line
          and column, counts, exitStatus); sarif (a SARIF 2.1.0 log for code
          scanning); github (GitHub Actions workflow commands, one per problem)
          """
      ) { $0.format = $1 },
      .flag("--json", help: "the same as --format json") { $0.format = .json }.hiddenFromUsage(),
      .endOfOptions("the arguments that follow are files, even if they start with '-'"),
      .help,
    ])
  }

  package static let exitStatus = """
    0 no problem; 1 problems found (warnings and JSON syntax errors
    included); 2 a file could not be read, or a bad command line.
    """

  package static var initial: CheckOptions { CheckOptions(files: []) }

  package static func read(operand: String, optionsEnded: Bool, into options: inout CheckOptions)
    throws(ArgumentError)
  {
    // navd check reads no standard input: a lone `-` is an option it does not have, unless after `--`.
    if operand == "-" && !optionsEnded { throw .unknownOption("-") }
    options.files.append(operand)
  }

  package static func options(from parsed: CheckOptions) throws(ArgumentError) -> CheckOptions {
    guard !parsed.files.isEmpty else { throw .missingOperand("FILE") }
    return parsed
  }

  /// Checks the files of `options`; returns the exit status (``CheckExitStatus``): 0 clean, 1
  /// problems found, 2 unreadable file.
  package static func run(_ options: CheckOptions, in environment: SubcommandEnvironment) -> Int32 {
    let standardOutput = environment.streams.output
    let standardError = environment.streams.error
    var results: [CheckFileResult] = []
    for file in options.files {
      let result = CheckFileResult.check(file, platform: options.platform)
      results.append(result)
      if let line = CheckTextRenderer.unreadableLine(result) { standardError(line + "\n") }
      switch options.format {
      case .text:
        if let line = CheckTextRenderer.platformLine(result) { standardOutput(line + "\n") }
        for line in CheckTextRenderer.problemLines(result) { standardOutput(line + "\n") }
      case .github: for line in CheckGitHubRenderer.lines(result) { standardOutput(line + "\n") }
      case .json, .sarif: break
      }
    }
    switch options.format {
    case .text: standardOutput(CheckSummary(results: results).description + "\n")
    case .json: standardOutput(CheckJSONRenderer.document(results).jsonText + "\n")
    case .sarif: standardOutput(CheckSARIFRenderer.log(results).jsonText + "\n")
    case .github: break
    }
    return CheckExitStatus(results: results).rawValue
  }
}
