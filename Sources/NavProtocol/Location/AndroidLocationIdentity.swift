#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Page identity as Hotwire Native Android's `NavigatorRule.locationsAreSame`
/// sees it (docs/android.md): the percent-decoded path and the percent-decoded
/// query (`Uri.path`, `Uri.query`), compared exactly. Unlike iOS (``LocationIdentity``)
/// no trailing slash is folded (`/x` ≠ `/x/`, an empty path ≠ `/`) and an absent
/// query differs from an empty one (`/x` ≠ `/x?`). Scheme, host, port and fragment
/// are ignored.
struct AndroidLocationIdentity: Hashable {
  /// The decoded path bytes.
  let path: [UInt8]
  /// The decoded query bytes; `nil` when the URL has no `?`.
  let query: [UInt8]?

  /// The identity of `url`.
  init(_ url: URL) {
    let path = url.path(percentEncoded: true)
    let query = url.query(percentEncoded: true)
    self.init(encodedPath: Array(path.utf8)[...], encodedQuery: query.map { Array($0.utf8)[...] })
  }

  /// The identity of a percent-encoded path and query (`nil`: no `?`).
  init<Bytes: Collection<UInt8>>(encodedPath: Bytes, encodedQuery: Bytes?) where Bytes.Index == Int {
    path = PercentDecoding.decode(encodedPath)
    query = encodedQuery.map { PercentDecoding.decode($0) }
  }

  /// Whether `other` is the same page under the new URL's `query_string_presentation`.
  func isSameLocation(as other: AndroidLocationIdentity, queryStringPresentation: Navigation.QueryStringPresentation)
    -> Bool
  {
    guard path == other.path else { return false }
    return queryStringPresentation == .replace || query == other.query
  }
}
