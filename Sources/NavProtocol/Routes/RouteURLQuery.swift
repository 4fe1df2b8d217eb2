/// The query of a URL being resolved: the first decoded value of each key.
struct RouteURLQuery: Sendable {
  /// Keys in order of first occurrence.
  private(set) var keys: [String] = []
  /// The first value of each key (`""` for a bare key or `k=`).
  private(set) var values: [String: String] = [:]

  /// Parses query bytes whose encoding was already validated. `+` stays `+`;
  /// items with an empty key are skipped.
  init(validatedBytes bytes: ArraySlice<UInt8>) {
    for item in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      let equals = item.firstIndex(of: UInt8(ascii: "="))
      let key = RoutePercentEncoding.decodeValidated(item[..<(equals ?? item.endIndex)])
      guard !key.isEmpty, values[key] == nil else { continue }
      let value = equals.map { RoutePercentEncoding.decodeValidated(item[(item.index(after: $0))...]) } ?? ""
      values[key] = value
      keys.append(key)
    }
  }

  /// The query of decoded items (as `print` writes them: unique keys, non-empty values).
  init(items: [(key: String, value: String)]) {
    for (key, value) in items where !key.isEmpty && values[key] == nil {
      values[key] = value
      keys.append(key)
    }
  }

  /// The first value of `key` when it is present and non-empty (an empty value counts as absent).
  func presentValue(_ key: String) -> String? {
    guard let value = values[key], !value.isEmpty else { return nil }
    return value
  }
}
