import JSONRPC

/// The command-line options of navd's method layer (``NavigationMethodLayer/Options``), beside the
/// engine's ``ServerOptions``.
public struct NavigationOptions: MethodLayerOptions {
  /// `--max-clients`, `--max-stack-entries`.
  public var limits = NavigationLimits()
  /// `--path-configuration FILE`: the default path configuration of every new client.
  public var pathConfigurationFile: String?

  /// The defaults.
  public init() {}

  /// The limits, then `--path-configuration` when given.
  public var recordedArguments: [String] {
    var arguments = limits.arguments
    if let pathConfigurationFile { arguments += ["--path-configuration", pathConfigurationFile] }
    return arguments
  }
}
