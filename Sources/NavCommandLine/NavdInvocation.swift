import JSONRPC
import NavDaemon

/// What a `navd` command line asks for.
public enum NavdInvocation: Sendable, Hashable {
  /// Serve JSON-RPC on stdio.
  case serve(DaemonOptions)
  /// `--help`.
  case help
  /// `--version`.
  case version
  /// `navd <name> args…` for a registered subcommand.
  case subcommand(name: String, arguments: [String])

  /// Parses the arguments after the program name, as ``DaemonFlags/navd`` declares them. `subcommands`
  /// are the names that may come first; options are `--name value` or `--name=value`.
  public static func parse(_ arguments: [String], subcommands: Set<String> = []) throws(ArgumentError)
    -> NavdInvocation
  {
    if let first = arguments.first, subcommands.contains(first) {
      return .subcommand(name: first, arguments: Array(arguments.dropFirst()))
    }
    // No arguments read nothing from the table: serving on the defaults skips building it, which
    // was a sixteenth of start-up for `navd` as editors and clients spawn it (docs/benchmarks.md).
    if arguments.isEmpty { return .serve(DaemonOptions()) }
    let outcome = try DaemonFlags.navd.parse(arguments, into: DaemonOptions()) { operand, _, _ throws(ArgumentError) in
      throw .unexpectedArgument(operand)
    }
    switch outcome {
    case .parsed(let options): return .serve(options)
    case .help: return .help
    case .version: return .version
    }
  }
}
