extension AndroidLocationIdentity {
  /// Why this stamp's identity is (`same`) or is not `other`'s under `queryStringPresentation`
  /// (docs/android.md: decoded paths and queries compared exactly), for explanations.
  func sameLocationReason(
    as other: AndroidLocationIdentity, queryStringPresentation: Navigation.QueryStringPresentation, same: Bool
  ) -> String {
    let stampPath = "\"\(String(decoding: path, as: UTF8.self))\""
    if same {
      if queryStringPresentation == .replace {
        return "same path \(stampPath); query strings ignored (query_string_presentation: replace)"
      }
      return "same path \(stampPath) and same query, compared exactly"
    }
    guard path == other.path else {
      return "path \(stampPath) is not \"\(String(decoding: other.path, as: UTF8.self))\" "
        + "(compared percent-decoded and exactly: no trailing-slash folding)"
    }
    func describe(_ query: [UInt8]?) -> String {
      query.map { "\"\(String(decoding: $0, as: UTF8.self))\"" } ?? "absent"
    }
    return "same path \(stampPath), but query \(describe(query)) is not \(describe(other.query)) "
      + "(absent and empty differ)"
  }
}
