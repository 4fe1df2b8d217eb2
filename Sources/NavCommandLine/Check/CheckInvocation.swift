/// What the `navd check` command line asks for.
public enum CheckInvocation: Sendable, Hashable {
  /// Check files.
  case check(CheckOptions)
  /// `--help`.
  case help

  /// Parses the arguments after `check`: `[--platform P] [--format F] [--json] [--] FILE...`,
  /// or `-h`/`--help`, as ``CheckCommand/options`` declares them.
  public static func parse(_ arguments: [String]) throws(ArgumentError) -> CheckInvocation {
    try CheckCommand.parse(arguments).map { .check($0) } ?? .help
  }
}
