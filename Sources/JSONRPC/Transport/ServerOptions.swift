/// Everything a server on stdio is configured with from the command line: the engine's options
/// and the method layer's own (``layer``).
public struct ServerOptions<LayerOptions: MethodLayerOptions>: Sendable, Hashable {
  /// `--framing` (default `auto`).
  public var framingMode = FramingMode.auto
  /// `--log-level` (default `warning`).
  public var logLevel = LogLevel.warning
  /// `--max-message-bytes`, `--max-depth`.
  public var limits = MessageLimits()
  /// The method layer's options.
  public var layer = LayerOptions()
  /// `--record FILE`: write the session to FILE (docs/recording.md).
  public var recordFile: String?
  /// Whether an LSP message over `limits.maxMessageBytes` is answered `-32012` and skipped
  /// instead of ending the session (`false` for a JSON-RPC daemon; a language server sets it).
  public var skipsOversizedMessages = false

  /// The defaults.
  public init() {}

  /// Every option but `--record`, spelled out with its value (defaults included), the layer's last:
  /// the `options` line of a recording, from which a replay rebuilds these options.
  public var recordedArguments: [String] {
    ["--framing", framingMode.rawValue, "--log-level", logLevel.rawValue] + limits.arguments
      + layer.recordedArguments
  }

  /// A session on these options, its method layer built once from them (``MethodLayer/init(startup:)``):
  /// what a server on stdio serves and what a replay replays a recording on. Throws what that
  /// initialiser throws (an unreadable file the layer loads at start-up, for example).
  public func makeSession<Layer: MethodLayer>(_ layerType: Layer.Type, logger: Logger) throws -> DaemonSession<Layer>
  where Layer.Options == LayerOptions {
    let startup = SessionStartup(limits: limits, options: layer, logger: logger)
    return DaemonSession(
      services: try Layer(startup: startup), limits: limits, framingMode: framingMode, logger: logger,
      skipsOversizedMessages: skipsOversizedMessages)
  }
}
