/// A `navd <name> …` subcommand provided by another module (for example `navd check FILE`).
///
/// Pass the list to ``NavdCommand/run(arguments:services:subcommands:)``: the first
/// argument that names one dispatches to ``run`` with the remaining arguments, and
/// ``usage``/``summary`` appear in `--help`.
public struct NavdSubcommand: Sendable {
  /// The word after `navd`.
  public var name: String
  /// The usage line, e.g. `navd check FILE`.
  public var usage: String
  /// One line for `--help`.
  public var summary: String
  /// Runs with the arguments after the name; returns the exit status.
  public var run: @Sendable ([String]) -> Int32

  /// A subcommand.
  public init(name: String, usage: String, summary: String, run: @escaping @Sendable ([String]) -> Int32) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.run = run
  }
}
