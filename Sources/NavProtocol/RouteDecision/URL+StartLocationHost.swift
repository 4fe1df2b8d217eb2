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

  /// Whether this URL's host differs from the start location's, compared
  /// exactly as written (Hotwire Native Android's `Uri.host` comparison). A URL
  /// without a host always differs; with no start location every host differs.
  func androidHostDiffers(fromStartLocation startLocation: URL?) -> Bool {
    guard let startLocation, let host = host(percentEncoded: true) else { return true }
    return host != startLocation.host(percentEncoded: true)
  }
}
