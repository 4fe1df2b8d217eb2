/// The schemes and origins a table's patterns use, each with the id of its
/// index root, plus the bounds that let a hostile URL be refused without copying it.
struct RouteSourceCatalog: Sendable, Hashable {
  /// Source → id (the index of its root node).
  private(set) var ids: [RouteSource: Int] = [:]
  /// The longest scheme used, in bytes.
  private(set) var maximumSchemeLength = 0
  /// The longest http(s) host used, in bytes.
  private(set) var maximumHostLength = 0

  /// The id of `source`, adding it with `newID` if it is new.
  mutating func id(for source: RouteSource, newID: Int) -> Int {
    if let id = ids[source] { return id }
    ids[source] = newID
    maximumSchemeLength = max(maximumSchemeLength, source.scheme.utf8.count)
    maximumHostLength = max(maximumHostLength, source.host?.utf8.count ?? 0)
    return newID
  }
}
