/// The navd release, reported by `--version`, `initialize` and `rpc.discover`.
public enum NavdVersion {
  /// The version string.
  public static let current = "0.1.0"
  /// The wire protocol version (`protocolVersion` in the `initialize` result).
  public static let protocolVersion = 1
  /// The Hotwire Native release whose navigation navd models, per platform (each profile's
  /// `modelledRelease`: iOS 1.3.1 with #249's proposal-based route decisions, Android 1.3.1,
  /// `a49cb9b`). `initialize`'s `serverInfo.models` and `navd --version` say them;
  /// docs/hotwire-parity.md lists each behaviour's PR.
  public static var modelledHotwireNative: [(platform: Platform, name: String, release: String)] {
    Platform.allCases.map { ($0, $0.profile.shortName, $0.profile.modelledRelease) }
  }

  /// `navd --version`'s one line (without the newline), e.g.
  /// `navd 0.1.0 (models Hotwire Native iOS 1.3.1 and Android 1.3.1)`.
  public static var versionLine: String {
    let releases = modelledHotwireNative.map { "\($0.name) \($0.release)" }
    return "navd \(current) (models Hotwire Native \(releases.joined(separator: " and ")))"
  }
}
