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
}
