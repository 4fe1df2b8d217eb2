/// The navd release, reported by `--version`, `initialize` and `rpc.discover`.
public enum NavdVersion {
  /// The version string.
  public static let current = "0.1.0"
  /// The wire protocol version (`protocolVersion` in the `initialize` result).
  public static let protocolVersion = 1
}
