/// A subcommand whose whole run writes to a ``StandardStreams`` (`navd test`, `navd compare`,
/// `navd scaffold`): the process entry point and the one tests call are made here once.
protocol StreamedSubcommand {
  /// The options the subcommand parses; `nil` from `parse` means `-h`/`--help`.
  associatedtype Options: SubcommandOptions
  /// The subcommand's name after `navd`.
  static var name: String { get }
  /// The one-line usage printed after a bad command line.
  static var usage: String { get }
  /// The text `-h`/`--help` prints.
  static var helpText: String { get }
  /// Runs with parsed options.
  static func run(_ options: Options, streams: StandardStreams) -> Int32
}

/// Options that parse a subcommand's arguments, answering `nil` for `-h`/`--help`.
protocol SubcommandOptions {
  /// The options of `arguments`, or `nil` for a help request.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> Self?
}

extension StreamedSubcommand {
  /// Runs with the arguments after the subcommand's name, on the process's streams.
  public static func run(_ arguments: [String]) -> Int32 {
    run(arguments: arguments, streams: .process)
  }

  /// Runs with the arguments after the subcommand's name; standard output receives whole lines.
  public static func run(
    arguments: [String], standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void
  ) -> Int32 {
    run(
      arguments: arguments,
      streams: StandardStreams(output: standardOutput, error: standardError, errorIsTerminal: false))
  }

  /// Parses `arguments`: help goes to standard output (status 0), a bad command line to standard
  /// error with the usage (status 2); otherwise the subcommand runs.
  static func run(arguments: [String], streams: StandardStreams) -> Int32 {
    do throws(ArgumentError) {
      guard let options = try Options.parse(arguments) else {
        streams.output(helpText)
        return 0
      }
      return run(options, streams: streams)
    } catch {
      streams.error(error.report(subcommand: name, usage: usage))
      return 2
    }
  }
}
