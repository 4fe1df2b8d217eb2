#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The URLs navd accepts as parameters: absolute (with a scheme), as RFC 3986 reads them.
enum AbsoluteURL {
  /// `string` as an absolute URL, or `nil` when it is not one.
  static func parse(_ string: String) -> URL? {
    guard !string.isEmpty, let url = URL(string: string), let scheme = url.scheme, !scheme.isEmpty else {
      return nil
    }
    return url
  }

  /// Why `string` is not an absolute URL.
  static func invalidReason(_ string: String) -> String {
    if string.isEmpty { return "must be an absolute URL, not an empty string" }
    if let url = URL(string: string), url.scheme == nil {
      return "must be an absolute URL with a scheme, not \"\(string)\""
    }
    return "is not a valid URL: \"\(string)\""
  }
}
