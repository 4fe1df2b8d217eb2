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
    var reader = ArgumentReader(arguments)
    while let argument = try reader.next() {
      switch argument {
      case .operand(let file): files.append(file)
      case .option("--update"): update = true
      case .option("-h"), .option("--help"): return .help
      case .option: throw reader.unknownOption
      }
    }
    guard !files.isEmpty else { throw .missingOperand("FILE") }
    return .replay(files: files, update: update)
  }
}
