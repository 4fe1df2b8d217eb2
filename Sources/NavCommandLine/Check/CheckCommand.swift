import JSONRPC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `navd check [--platform ios|android|auto] [--format text|json|sarif|github] FILE...`:
/// validates route tables, path configurations and client configurations for CI
/// pipelines and code review (docs/check.md, docs/ci.md).
///
/// The executable registers it as a subcommand; everything it does is here.
public enum CheckCommand {
  /// The word after `navd`.
  public static let name = "check"
  /// The usage line.
  public static let usage = "navd check [--platform ios|android|auto] [--format text|json|sarif|github] FILE..."
  /// One line for `navd --help`.
  public static let summary = "validate route tables and path configuration files"

  /// The subcommand to pass to ``NavdCommand/run(arguments:services:subcommands:)``.
  public static let subcommand = NavdSubcommand(name: name, usage: usage, summary: summary) { run($0) }

  /// The text of `navd check --help`.
  public static let helpText = """
    Usage: \(usage)

    Checks each FILE: a route table ([{"name", "patterns"}] or {"routes": [...]}), a path
    configuration ({"settings", "rules"}) or a client configuration ({"pathConfiguration",
    "routes", ...}), recognised by its shape. Prints one line per problem,
    FILE:LOCATION: error|warning: MESSAGE (LOCATION is a JSON path, or LINE:COLUMN for a
    JSON syntax error), then a summary line.

    Options:
      --platform P   the path-configuration rules to apply: ios, android, or auto (the
                     default: a client configuration's platform; else android when a rule
                     has a uri or fallback_uri key; else ios)
      --format F     text (the default); json (one JSON document: files, problems with line
                     and column, counts, exitStatus); sarif (a SARIF 2.1.0 log for code
                     scanning); github (GitHub Actions workflow commands, one per problem)
      --json         the same as --format json
      --             the arguments that follow are files, even if they start with '-'
      -h, --help     show this help

    Exit status: 0 no problem; 1 problems found (warnings and JSON syntax errors
    included); 2 a file could not be read, or a bad command line.

    """

  /// Runs `navd check` with the arguments after `check`, writing to the real
  /// standard output and error; returns the exit status. This is what the
  /// executable calls.
  public static func run(_ arguments: [String]) -> Int32 {
    run(arguments: arguments, standardOutput: { SystemIO.writeAll(1, $0) }, standardError: { SystemIO.writeAll(2, $0) })
  }

  /// Runs `navd check` with the arguments after `check`; `standardOutput` and
  /// `standardError` each receive whole lines ending in `"\n"`. Returns the exit
  /// status (``CheckExitStatus``): 0 clean, 1 problems found, 2 unreadable file or bad command line.
  public static func run(
    arguments: [String], standardOutput: (String) -> Void, standardError: (String) -> Void
  ) -> Int32 {
    let options: CheckOptions
    do {
      switch try CheckInvocation.parse(arguments) {
      case .help:
        standardOutput(helpText)
        return CheckExitStatus.clean.rawValue
      case .check(let parsed):
        options = parsed
      }
    } catch {
      standardError(error.report(subcommand: name, usage: usage))
      return CheckExitStatus.unusable.rawValue
    }
    var results: [CheckFileResult] = []
    for file in options.files {
      let result = CheckFileResult.check(file, platform: options.platform)
      results.append(result)
      if let line = CheckTextRenderer.unreadableLine(result) { standardError(line + "\n") }
      switch options.format {
      case .text: for line in CheckTextRenderer.problemLines(result) { standardOutput(line + "\n") }
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
