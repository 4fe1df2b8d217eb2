import NavJSON

/// How an expected URL matches a stamp or a URL (docs/protocol.md §13): a string starting with `/`
/// equals the path plus `?query` (when there is one) as written, any other string the whole
/// URL, and `null` an unstamped entry (or no URL).
enum URLExpectation {
  /// Whether `expected` matches `found`.
  static func matches(_ expected: JSONValue, _ found: String?) -> Bool {
    switch expected {
    case .null: return found == nil
    case .string(let text):
      guard let found else { return false }
      return text.hasPrefix("/") ? pathAndQuery(of: found) == text : found == text
    default: return false
    }
  }

  /// The path and `?query` of `url` as written, without the fragment: what follows the
  /// scheme and authority (`https://app.example/posts?x=1#top` → `/posts?x=1`).
  static func pathAndQuery(of url: String) -> String {
    var rest = Substring(url)
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    guard let colon = rest.firstIndex(of: ":") else { return String(rest) }
    rest = rest[rest.index(after: colon)...]
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
      rest = rest[end...]
    }
    return String(rest)
  }
}
