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

  /// The defaults.
  public init() {}
}
