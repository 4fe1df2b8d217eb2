/// What the `navd check` command line asks for.
public enum CheckInvocation: Sendable, Hashable {
  /// Check files.
  case check(CheckOptions)
  /// `--help`.
  case help

  /// Parses the arguments after `check`: `[--json] [--] FILE...`, or `-h`/`--help`.
  public static func parse(_ arguments: [String]) throws(CheckArgumentError) -> CheckInvocation {
    var files: [String] = []
    var json = false
    var optionsEnded = false
    for argument in arguments {
      if optionsEnded || !argument.hasPrefix("-") {
        files.append(argument)
        continue
      }
      switch argument {
      case "--": optionsEnded = true
      case "--json": json = true
      case "-h", "--help": return .help
      default: throw .unknownOption(argument)
      }
    }
    guard !files.isEmpty else { throw .noFiles }
    return .check(CheckOptions(files: files, json: json))
  }
}
