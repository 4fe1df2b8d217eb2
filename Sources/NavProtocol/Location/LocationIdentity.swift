#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The parts of a URL page identity looks at: the percent-encoded path and the
/// raw query (absent = empty). Taken from a `URL` once, so comparing one proposal
/// with several stamps asks Foundation for them only once.
struct LocationIdentity {
  /// `path(percentEncoded: true)`.
  private(set) var path: String
  /// `query(percentEncoded: true) ?? ""`.
  private(set) var query: String

  init(_ url: URL) {
    path = url.path(percentEncoded: true)
    query = url.query(percentEncoded: true) ?? ""
  }

  /// Whether `other` is the same page (see ``Foundation/URL/isSameLocation(as:queryStringPresentation:)``).
  func isSameLocation(
    as other: LocationIdentity, queryStringPresentation: Navigation.QueryStringPresentation
  ) -> Bool {
    var otherPath = other.path
    var otherQuery = other.query
    return otherPath.withUTF8 { path in
      otherQuery.withUTF8 { query in
        isSameLocation(path: path, query: query, queryStringPresentation: queryStringPresentation)
      }
    }
  }

  /// Whether the page with percent-encoded `path` and raw `query` (absent = empty) is this one.
  func isSameLocation(
    path otherPath: UnsafeBufferPointer<UInt8>, query otherQuery: UnsafeBufferPointer<UInt8>,
    queryStringPresentation: Navigation.QueryStringPresentation
  ) -> Bool {
    var path = path
    guard path.withUTF8({ PathIdentity.pathsEqual($0, otherPath) }) else { return false }
    if queryStringPresentation == .replace { return true }
    var query = query
    return query.withUTF8 { PathIdentity.queriesEqual($0, otherQuery) }
  }
}
