/// The query of a URL being resolved: the first decoded value of each key.
///
/// Queries are short, so the items live in one array searched in order; a
/// query with many distinct keys (hostile input) gets a key index as well, so
/// lookups never cost more than a hash.
struct RouteURLQuery: Sendable {
  /// One key with its first value (`""` for a bare key or `k=`), in order of first occurrence.
  private(set) var items: [(key: String, value: String)] = []
  /// Key → position in `items`, once there are more than `indexThreshold` items.
  private var index: [String: Int]?

  private static let indexThreshold = 8

  /// An empty query.
  init() {}

  /// Parses query bytes whose encoding was already validated. `+` stays `+`;
  /// items with an empty key are skipped.
  init(validatedBytes bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    var start = bytes.startIndex
    while start < bytes.endIndex {
      var end = start
      var equals: Int?
      while end < bytes.endIndex, bytes[end] != UInt8(ascii: "&") {
        if equals == nil, bytes[end] == UInt8(ascii: "=") { equals = end }
        end += 1
      }
      let keyEnd = equals ?? end
      if keyEnd > start {
        let key = RoutePercentEncoding.decodeValidated(bytes[start..<keyEnd])
        if position(of: key) == nil {
          let value = equals.map { RoutePercentEncoding.decodeValidated(bytes[($0 + 1)..<end]) } ?? ""
          append(key, value)
        }
      }
      start = end + 1
    }
  }

  /// The query of decoded items (as `print` writes them: unique keys, non-empty values).
  init(items: [(key: String, value: String)]) {
    for (key, value) in items where !key.isEmpty && position(of: key) == nil { append(key, value) }
  }

  private mutating func append(_ key: String, _ value: String) {
    items.append((key, value))
    if index != nil {
      index?[key] = items.count - 1
    } else if items.count > Self.indexThreshold {
      var built: [String: Int] = [:]
      for (offset, item) in items.enumerated() { built[item.key] = offset }
      index = built
    }
  }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    return items.firstIndex { $0.key == key }
  }

  /// Whether the query has no items.
  var isEmpty: Bool { items.isEmpty }

  /// The first value of `key` (`""` for a bare key), if the key occurs.
  func value(_ key: String) -> String? {
    position(of: key).map { items[$0].value }
  }

  /// The first value of `key` when it is present and non-empty (an empty value counts as absent).
  func presentValue(_ key: String) -> String? {
    guard let value = value(key), !value.isEmpty else { return nil }
    return value
  }
}
