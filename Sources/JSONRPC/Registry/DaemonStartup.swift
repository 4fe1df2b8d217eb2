/// What the method layer gets at start-up.
public struct DaemonStartup: Sendable {
  /// The configured limits.
  public var limits: DaemonLimits
  /// `--path-configuration FILE`, if given: the default path configuration of every new client.
  public var pathConfigurationFile: String?
  /// The daemon's logger.
  public var logger: Logger

  /// Start-up values.
  public init(limits: DaemonLimits = DaemonLimits(), pathConfigurationFile: String? = nil, logger: Logger = .silent) {
    self.limits = limits
    self.pathConfigurationFile = pathConfigurationFile
    self.logger = logger
  }
}
