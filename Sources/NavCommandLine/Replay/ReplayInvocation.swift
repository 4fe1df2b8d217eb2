/// What the `navd replay` command line asks for.
public enum ReplayInvocation: Sendable, Hashable {
  /// Replay (or, with `update`, rewrite) each file.
  case replay(files: [String], update: Bool)
  /// `--help`.
  case help

  /// Parses the arguments after `replay`: `[--update] [--] FILE...`, or `-h`/`--help`, as
  /// ``ReplayCommand/options`` declares them.
  public static func parse(_ arguments: [String]) throws(ArgumentError) -> ReplayInvocation {
    guard let options = try ReplayCommand.parse(arguments) else { return .help }
    return .replay(files: options.files, update: options.update)
  }
}
