#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension URL {
  /// Whether this URL's host differs from the start location's (compared
  /// case-insensitively); with no start location every host differs.
  func hostDiffers(fromStartLocation startLocation: URL?) -> Bool {
    guard let startLocation else { return true }
    return comparableHost != startLocation.comparableHost
  }

  /// How this URL's host compares with the start location's, for explanations:
  /// `host a.example is the start location's host` or `host b.example differs from the start location's host a.example`.
  /// `asWritten` compares as Hotwire Native Android does (``androidHostDiffers(fromStartLocation:)``).
  func hostComparisonReason(startLocation: URL?, asWritten: Bool = false) -> String {
    let ownHost = asWritten ? host(percentEncoded: true) : comparableHost
    let host = ownHost.map { "host \($0)" } ?? "the URL has no host, which"
    guard let startLocation else { return "there is no start location yet, so \(host) differs from it" }
    let startHost = (asWritten ? startLocation.host(percentEncoded: true) : startLocation.comparableHost) ?? "(none)"
    let differs =
      asWritten
      ? androidHostDiffers(fromStartLocation: startLocation) : hostDiffers(fromStartLocation: startLocation)
    return differs
      ? "\(host) differs from the start location's host \(startHost)\(asWritten ? " (compared as written)" : "")"
      : "\(host) is the start location's host"
  }

  /// Whether this URL's host differs from the start location's, compared
  /// exactly as written (Hotwire Native Android's `Uri.host` comparison). A URL
  /// without a host always differs; with no start location every host differs.
  func androidHostDiffers(fromStartLocation startLocation: URL?) -> Bool {
    guard let startLocation, let host = host(percentEncoded: true) else { return true }
    return host != startLocation.host(percentEncoded: true)
  }
}
