/// What the `navd explain` command line asks for.
public enum ExplainInvocation: Sendable, Hashable {
  /// Explain a URL.
  case explain(ExplainOptions)
  /// `--help`.
  case help

  /// The platforms `--platform` takes.
  public static let platforms = ["ios", "android"]

  /// Parses the arguments after `explain`:
  /// `[--configuration F] [--platform ios|android] [--from STACK.json] [--json] [--] URL`, or `-h`/`--help`,
  /// as ``ExplainCommand/options`` declares them.
  public static func parse(_ arguments: [String]) throws(ArgumentError) -> ExplainInvocation {
    try ExplainCommand.parse(arguments).map { .explain($0) } ?? .help
  }
}

/// What a `navd explain` command line says so far, as it is read.
package struct ExplainArguments: Sendable {
  /// The URL operand, once read.
  package var url: String?
  /// The options read (their `url` is set last).
  package var options = ExplainOptions(url: "")
}
