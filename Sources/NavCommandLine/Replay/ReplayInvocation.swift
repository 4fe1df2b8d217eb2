/// What the `navd replay` command line asks for.
public enum ReplayInvocation: Sendable, Hashable {
  /// Replay (or, with `update`, rewrite) each file.
  case replay(files: [String], update: Bool)
  /// `--help`.
  case help

  /// Parses the arguments after `replay`: `[--update] [--] FILE...`, or `-h`/`--help`.
  public static func parse(_ arguments: [String]) throws(ArgumentError) -> ReplayInvocation {
    var files: [String] = []
    var update = false
    var optionsEnded = false
    for argument in arguments {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        files.append(argument)
        continue
      }
      switch argument {
      case "--": optionsEnded = true
      case "--update": update = true
      case "-h", "--help": return .help
      default: throw .unknownOption(argument)
      }
    }
    guard !files.isEmpty else { throw .missingOperand("FILE") }
    return .replay(files: files, update: update)
  }
}
