import JSONRPC
import NavDaemon

/// A `navd NAME …` subcommand. Every subcommand has this one shape: a name, a summary, its
/// ``options`` table, its operands, and ``run(_:in:)``. Its parser, usage line, `--help` text,
/// command-line errors (``ArgumentError``, printed with the usage, status 2) and the
/// ``NavdSubcommand`` the executable registers are all made here from those, once.
package protocol Subcommand: SendableMetatype {
  /// What the options and operands say so far, as the command line is read.
  associatedtype Parsed: Sendable
  /// What the subcommand runs with, made from ``Parsed`` by ``options(from:)`` once every argument is read.
  associatedtype Options = Parsed

  /// The word after `navd`.
  static var name: String { get }
  /// One line for `navd --help`.
  static var summary: String { get }
  /// The operands as the usage line shows them after the options: `FILE...`, `[ios|android]`.
  static var operands: String { get }
  /// The paragraphs of `--help` between the usage line and the options: what the subcommand does.
  static var discussion: String { get }
  /// Lines of `--help` right after the options, if any: what their values have in common.
  static var optionsNote: String? { get }
  /// The exit statuses, as `--help` lists them after `Exit status: `.
  static var exitStatus: String { get }
  /// Every option, in help order.
  static var options: OptionTable<Parsed> { get }
  /// What an empty command line says.
  static var initial: Parsed { get }
  /// Whether ``run(_:in:)`` needs a large stack (it releases values nested near `--max-depth` by recursion).
  static var runsOnLargeStack: Bool { get }

  /// Reads one operand into `parsed`; `optionsEnded` tells whether `--` came before it.
  static func read(operand: String, optionsEnded: Bool, into parsed: inout Parsed) throws(ArgumentError)
  /// What to run with, or the problem with the command line as a whole (a missing operand, say).
  static func options(from parsed: Parsed) throws(ArgumentError) -> Options
  /// Runs with `options`, writing to `environment.streams`; returns the exit status.
  static func run(_ options: Options, in environment: SubcommandEnvironment) -> Int32
}

/// What a subcommand runs in: its standard streams and the method layer navd serves.
package struct SubcommandEnvironment {
  /// Standard output and error.
  package var streams: StandardStreams
  /// The method layer `navd` serves; `navd explain` and `navd replay` call it.
  package var methodLayer: any MethodLayer<NavigationOptions>.Type
}

extension Subcommand {
  package static var optionsNote: String? { nil }
  package static var runsOnLargeStack: Bool { false }

  /// The usage line: `navd NAME [--option VALUE]... OPERANDS`, every option from the table.
  package static var usage: String {
    ["navd", name, options.synopsis, operands].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The text of `navd NAME --help`: usage, ``discussion``, the options with their help, ``optionsNote``,
  /// exit statuses.
  package static var helpText: String {
    var lines = ["Usage: \(usage)", "", discussion, "", "Options:"] + options.helpLines()
    if let optionsNote { lines.append(optionsNote) }
    lines += ["", "Exit status: \(exitStatus)"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads the arguments after the subcommand's name: `nil` for `-h`/`--help`, else what to run with.
  package static func parse(_ arguments: [String]) throws(ArgumentError) -> Options? {
    switch try options.parse(arguments, into: initial, operand: read) {
    case .help, .version: return nil
    case .parsed(let parsed): return try options(from: parsed)
    }
  }

  /// Parses `arguments`: help goes to standard output (status 0), a bad command line to standard
  /// error with the usage (status 2); otherwise the subcommand runs.
  package static func run(arguments: [String], in environment: SubcommandEnvironment) -> Int32 {
    let parsed: Options
    do throws(ArgumentError) {
      guard let options = try parse(arguments) else {
        environment.streams.output(helpText)
        return 0
      }
      parsed = options
    } catch {
      environment.streams.error(error.report(subcommand: name, usage: usage))
      return 2
    }
    return run(parsed, in: environment)
  }

  /// Runs with the arguments after the subcommand's name, serving `services` where it calls a
  /// method layer; standard output and error receive whole lines.
  package static func run(
    arguments: [String], services: any MethodLayer<NavigationOptions>.Type = NavigationMethodLayer.self,
    standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void
  ) -> Int32 {
    let streams = StandardStreams(output: standardOutput, error: standardError, errorIsTerminal: false)
    return run(arguments: arguments, in: SubcommandEnvironment(streams: streams, methodLayer: services))
  }

  /// The subcommand to pass to ``NavdCommand/run(arguments:services:subcommands:)``: it runs on the
  /// process's streams, calling `services` where it calls a method layer.
  package static func subcommand(services: any MethodLayer<NavigationOptions>.Type) -> NavdSubcommand {
    NavdSubcommand(name: name, usage: usage, summary: summary) { arguments in
      let environment = SubcommandEnvironment(streams: .process, methodLayer: services)
      guard runsOnLargeStack else { return run(arguments: arguments, in: environment) }
      return LargeStackThread.run { run(arguments: arguments, in: environment) }
    }
  }

  /// ``subcommand(services:)`` with the navigation method layer, the one `navd` serves.
  package static var subcommand: NavdSubcommand { subcommand(services: NavigationMethodLayer.self) }
}

extension Subcommand where Options == Parsed {
  package static func options(from parsed: Parsed) throws(ArgumentError) -> Options { parsed }
}
