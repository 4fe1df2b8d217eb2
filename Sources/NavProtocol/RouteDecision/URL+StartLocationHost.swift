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
  func hostComparisonReason(startLocation: URL?) -> String {
    let host = comparableHost.map { "host \($0)" } ?? "the URL has no host, which"
    guard let startLocation else { return "there is no start location yet, so \(host) differs from it" }
    let startHost = startLocation.comparableHost ?? "(none)"
    return hostDiffers(fromStartLocation: startLocation)
      ? "\(host) differs from the start location's host \(startHost)"
      : "\(host) is the start location's host"
  }
}
