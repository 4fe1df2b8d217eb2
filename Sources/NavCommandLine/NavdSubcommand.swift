/// A `navd <name> …` subcommand provided by another module (for example `navd check FILE`).
///
/// Pass the list to ``NavdCommand/run(arguments:services:subcommands:)``: the first
/// argument that names one dispatches to ``run`` with the remaining arguments, and
/// ``usage``/``summary`` appear in `--help`.
public struct NavdSubcommand: Sendable {
  /// The word after `navd`.
  public var name: String
  /// The usage line, e.g. `navd check FILE`, made when asked for (`--help`, a bad command line).
  public var usage: String { makeUsage() }
  /// One line for `--help`.
  public var summary: String
  /// Runs with the arguments after the name; returns the exit status.
  public var run: @Sendable ([String]) -> Int32
  /// Makes ``usage``. A usage line is made from the subcommand's whole option table; making every
  /// subcommand's at each start was a sixth of navd's start-up (docs/benchmarks.md).
  private let makeUsage: @Sendable () -> String

  /// A subcommand; `usage` is evaluated only when the usage line is shown.
  public init(
    name: String, usage: @autoclosure @escaping @Sendable () -> String, summary: String,
    run: @escaping @Sendable ([String]) -> Int32
  ) {
    self.name = name
    self.makeUsage = usage
    self.summary = summary
    self.run = run
  }
}
