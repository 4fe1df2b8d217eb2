import JSONRPC

/// The flags of `navd` serving, declared once: ``NavdInvocation/parse(_:subcommands:)`` reads
/// them and ``HelpText`` lists them. `navd lsp` shares ``logLevel`` and ``maxMessageBytes(default:)``.
///
/// This is the one file of the command line that names the daemon's options and limits
/// (``DaemonOptions``, ``DaemonLimits``).
enum DaemonFlags {
  /// Every flag of `navd` serving, in help order.
  static var navd: OptionTable<DaemonOptions> {
    let defaults = DaemonLimits()
    return OptionTable([
      .choice(
        "--framing", choices: [FramingMode.lsp, .ndjson, .auto].map { ($0.rawValue, $0) },
        help: """
          message framing; auto picks LSP for 'C'/'c' and NDJSON
          for '{'/'[' as the first non-blank byte
          """,
        default: FramingMode.auto.rawValue
      ) { $0.framingMode = $1 },
      logLevel,
      maxMessageBytes(default: defaults.maxMessageBytes),
      limit(
        .maxDepth, maximum: DaemonLimits.maxDepthCeiling,
        help: "JSON nesting levels allowed, at most \(DaemonLimits.maxDepthCeiling)"
      ) { $0.maxDepth = $1 },
      limit(.maxClients, help: "clients at once, `default` included") { $0.maxClients = $1 },
      limit(.maxStackEntries, help: "entries per navigation stack") { $0.maxStackEntries = $1 },
      .file("--path-configuration", help: "default path configuration of every new client", default: "none") {
        $0.pathConfigurationFile = $1
      },
      .file("--record", help: "write the session to FILE as it happens, for 'navd replay'") { $0.recordFile = $1 },
      .help,
      .version,
    ])
  }

  /// `--log-level LEVEL`, shared with `navd lsp`.
  static var logLevel: CommandOption<DaemonOptions> {
    .choice(
      "--log-level", "LEVEL", of: LogLevel.self,
      help: LogLevel.allCases.map(\.rawValue).joined(separator: "|") + ", written to stderr",
      default: DaemonOptions().logLevel.rawValue
    ) { $0.logLevel = $1 }
  }

  /// `--max-message-bytes N`, shared with `navd lsp`, whose default differs.
  static func maxMessageBytes(default value: Int) -> CommandOption<DaemonOptions> {
    limit(.maxMessageBytes, help: "largest message in bytes", default: value) { $0.maxMessageBytes = $1 }
  }

  /// The flag of the limit `name` (`--max-clients N`): an integer from 1 to `maximum`, its default
  /// the limit's own unless `value` is given.
  private static func limit(
    _ name: DaemonLimits.Name, maximum: Int = Int(Int32.max), help: String, default value: Int? = nil,
    set: @escaping @Sendable (inout DaemonLimits, Int) -> Void
  ) -> CommandOption<DaemonOptions> {
    .positiveInteger("--\(name.rawValue)", maximum: maximum, help: help, default: String(value ?? DaemonLimits()[name]))
    {
      set(&$0.limits, $1)
    }
  }
}
