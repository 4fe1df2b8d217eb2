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

  /// Parses the arguments after the program name. `subcommands` are the names that
  /// may come first; options are `--name value` or `--name=value`.
  public static func parse(_ arguments: [String], subcommands: Set<String> = []) throws(ArgumentError)
    -> NavdInvocation
  {
    if let first = arguments.first, subcommands.contains(first) {
      return .subcommand(name: first, arguments: Array(arguments.dropFirst()))
    }
    var options = DaemonOptions()
    var reader = ArgumentReader(arguments)
    while let argument = try reader.next() {
      switch argument {
      case .operand(let operand): throw .unexpectedArgument(operand)
      case .option("-h"), .option("--help"): return .help
      case .option("--version"): return .version
      case .option("--framing"):
        options.framingMode = try reader.value(expected: "lsp, ndjson or auto") { FramingMode(rawValue: $0) }
      case .option("--max-depth"):
        options.limits.maxDepth = try reader.positiveInteger(maximum: MessageLimits.maxDepthCeiling)
      case .option("--max-clients"):
        options.layer.limits.maxClients = try reader.positiveInteger(maximum: Int(Int32.max))
      case .option("--max-stack-entries"):
        options.layer.limits.maxStackEntries = try reader.positiveInteger(maximum: Int(Int32.max))
      case .option("--path-configuration"): options.layer.pathConfigurationFile = try reader.filePath()
      case .option("--record"): options.recordFile = try reader.filePath()
      case .option(let name):
        guard try readSharedOption(name, from: &reader, into: &options) else { throw reader.unknownOption }
      }
    }
    return .serve(options)
  }

  /// Reads the options `navd` shares with `navd lsp` (`--log-level`, `--max-message-bytes`) into
  /// `options`; `false` when `name` is not one of them.
  static func readSharedOption<LayerOptions>(
    _ name: String, from reader: inout ArgumentReader, into options: inout ServerOptions<LayerOptions>
  )
    throws(ArgumentError) -> Bool
  {
    switch name {
    case "--log-level":
      options.logLevel = try reader.value(expected: "error, warning, info or debug") { LogLevel(rawValue: $0) }
    case "--max-message-bytes":
      options.limits.maxMessageBytes = try reader.positiveInteger(maximum: Int(Int32.max))
    default:
      return false
    }
    return true
  }
}
