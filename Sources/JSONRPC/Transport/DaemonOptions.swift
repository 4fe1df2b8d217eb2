/// Everything `navd` (serving) is configured with from the command line.
public struct DaemonOptions: Sendable, Hashable {
  /// `--framing` (default `auto`).
  public var framingMode = FramingMode.auto
  /// `--log-level` (default `warning`).
  public var logLevel = LogLevel.warning
  /// `--max-message-bytes`, `--max-depth`, `--max-clients`, `--max-stack-entries`.
  public var limits = DaemonLimits()
  /// `--path-configuration FILE`.
  public var pathConfigurationFile: String?
  /// `--record FILE`: write the session to FILE (docs/recording.md).
  public var recordFile: String?
  /// Whether an LSP message over `limits.maxMessageBytes` is answered `-32012` and skipped
  /// instead of ending the session (`false` for the daemon; the language server sets it).
  public var skipsOversizedMessages = false

  /// The defaults.
  public init() {}

  /// Every option but `--record`, spelled out with its value (defaults included): the `options` line of a
  /// recording, from which `navd replay` rebuilds these options.
  public var recordedArguments: [String] {
    var arguments = [
      "--framing", framingMode.rawValue,
      "--log-level", logLevel.rawValue,
    ]
    for name in DaemonLimits.Name.allCases {
      arguments += ["--\(name.rawValue)", String(limits[name])]
    }
    if let pathConfigurationFile { arguments += ["--path-configuration", pathConfigurationFile] }
    return arguments
  }

  /// A session on these options, its `Services` built once from them (``MethodLayer/init(startup:)``):
  /// what `navd` serves on stdio and what `navd replay` replays a recording on. Throws what that
  /// initialiser throws (an unreadable `--path-configuration` file, for example).
  public func makeSession<Services: MethodLayer>(_ services: Services.Type, logger: Logger) throws
    -> DaemonSession<Services>
  {
    let startup = DaemonStartup(limits: limits, pathConfigurationFile: pathConfigurationFile, logger: logger)
    return DaemonSession(
      services: try Services(startup: startup), limits: limits, framingMode: framingMode, logger: logger,
      skipsOversizedMessages: skipsOversizedMessages)
  }
}
