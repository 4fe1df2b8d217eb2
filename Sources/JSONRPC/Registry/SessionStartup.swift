/// What the method layer gets at start-up (``MethodLayer/init(startup:)``).
public struct SessionStartup<Options: MethodLayerOptions>: Sendable {
  /// The engine's limits.
  public var limits: MessageLimits
  /// The method layer's own options.
  public var options: Options
  /// The server's logger.
  public var logger: Logger

  /// Start-up values.
  public init(limits: MessageLimits = MessageLimits(), options: Options = Options(), logger: Logger = .silent) {
    self.limits = limits
    self.options = options
    self.logger = logger
  }
}
