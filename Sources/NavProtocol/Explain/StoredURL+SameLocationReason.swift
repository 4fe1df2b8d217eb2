#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StoredURL {
  /// Why this stamp is (`same`) or is not the page `identity` names under `queryStringPresentation`,
  /// for explanations. Whether the paths alone agree is asked of the same comparison, with the query ignored.
  func sameLocationReason(
    as identity: LocationIdentity, queryStringPresentation: Navigation.QueryStringPresentation, same: Bool
  ) -> String {
    let stampIdentity = url.map(LocationIdentity.init)
    let stampPath = stampIdentity.map { "\"\($0.path)\"" } ?? "of \(absoluteString)"
    let ignoredQuery = "query strings ignored (query_string_presentation: replace)"
    if same {
      if queryStringPresentation == .replace { return "same path \(stampPath); \(ignoredQuery)" }
      return "same path \(stampPath) and same query \"\(identity.query)\""
    }
    guard isSameLocation(as: identity, queryStringPresentation: .replace) else {
      return "path \(stampPath) is not \"\(identity.path)\" (compared percent-decoded, one trailing slash ignored)"
    }
    let stampQuery = stampIdentity.map { "\"\($0.query)\"" } ?? "of \(absoluteString)"
    return "same path \(stampPath), but query \(stampQuery) is not \"\(identity.query)\""
  }
}

extension IdentityComparison {
  /// Why an unstamped entry is never the same location (seed 001).
  static let unstampedReason =
    "the entry has no stamp (it was not routed), so it is never the same location; warning unstampedEntry"
}
