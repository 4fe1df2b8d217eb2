import JSONRPC
import NavDaemon

/// The flags of `navd` serving, declared once: ``NavdInvocation/parse(_:subcommands:)`` reads
/// them and ``HelpText`` lists them. `navd lsp` shares ``logLevel()`` and ``maxMessageBytes(default:)``.
///
/// This is the one file of the command line that names the server's options and limits
/// (``DaemonOptions``, the engine's ``MessageLimits`` and navd's ``NavigationLimits``).
enum DaemonFlags {
  /// Every flag of `navd` serving, in help order.
  static var navd: OptionTable<DaemonOptions> {
    OptionTable([
      .choice(
        "--framing", choices: [FramingMode.lsp, .ndjson, .auto].map { ($0.rawValue, $0) },
        help: """
          message framing; auto picks LSP for 'C'/'c' and NDJSON
          for '{'/'[' as the first non-blank byte
          """,
        default: FramingMode.auto.rawValue
      ) { $0.framingMode = $1 },
      logLevel(),
      maxMessageBytes(default: MessageLimits().maxMessageBytes),
      .positiveInteger(
        "--\(MessageLimits.Name.maxDepth.rawValue)", maximum: MessageLimits.maxDepthCeiling,
        help: "JSON nesting levels allowed, at most \(MessageLimits.maxDepthCeiling)",
        default: String(MessageLimits().maxDepth)
      ) { $0.limits.maxDepth = $1 },
      navigationLimit(.maxClients, help: "clients at once, `default` included") { $0.maxClients = $1 },
      navigationLimit(.maxStackEntries, help: "entries per navigation stack") { $0.maxStackEntries = $1 },
      .file("--path-configuration", help: "default path configuration of every new client", default: "none") {
        $0.layer.pathConfigurationFile = $1
      },
      .file("--record", help: "write the session to FILE as it happens, for 'navd replay'") { $0.recordFile = $1 },
      .help,
      .version,
    ])
  }

  /// `--log-level LEVEL`, shared with `navd lsp`.
  static func logLevel<Layer>() -> CommandOption<ServerOptions<Layer>> {
    .choice(
      "--log-level", "LEVEL", of: LogLevel.self,
      help: LogLevel.allCases.map(\.rawValue).joined(separator: "|") + ", written to stderr",
      default: ServerOptions<Layer>().logLevel.rawValue
    ) { $0.logLevel = $1 }
  }

  /// `--max-message-bytes N`, shared with `navd lsp`, whose default differs.
  static func maxMessageBytes<Layer>(default value: Int) -> CommandOption<ServerOptions<Layer>> {
    .positiveInteger(
      "--\(MessageLimits.Name.maxMessageBytes.rawValue)", maximum: Int(Int32.max), help: "largest message in bytes",
      default: String(value)
    ) { $0.limits.maxMessageBytes = $1 }
  }

  /// The flag of navd's limit `name` (`--max-clients N`): an integer from 1 to `Int32.max`, its
  /// default the limit's own.
  private static func navigationLimit(
    _ name: NavigationLimits.Name, help: String, set: @escaping @Sendable (inout NavigationLimits, Int) -> Void
  ) -> CommandOption<DaemonOptions> {
    .positiveInteger(
      "--\(name.rawValue)", maximum: Int(Int32.max), help: help, default: String(NavigationLimits()[name])
    ) { set(&$0.layer.limits, $1) }
  }
}
