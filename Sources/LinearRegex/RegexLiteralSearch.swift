/// Substring search for patterns that are plain literals, in O(subject + literal) time (Knuth–Morris–Pratt).
/// Searching UTF-8 bytes is exact for scalars: UTF-8 never matches starting mid-scalar.
enum RegexLiteralSearch {
  static func contains(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let firstByte = needle.first else { return true }
    guard needle.count > 1 else { return haystack.contains(firstByte) }
    let failure = failureTable(needle)
    var matched = 0
    for byte in haystack {
      while matched > 0 && needle[matched] != byte { matched = failure[matched - 1] }
      if needle[matched] == byte { matched += 1 }
      if matched == needle.count { return true }
    }
    return false
  }

  /// `table[i]` is the length of the longest proper prefix of `needle[0...i]` that is also its suffix.
  private static func failureTable(_ needle: [UInt8]) -> [Int] {
    var table = [Int](repeating: 0, count: needle.count)
    var length = 0
    for index in 1..<needle.count {
      while length > 0 && needle[index] != needle[length] { length = table[length - 1] }
      if needle[index] == needle[length] { length += 1 }
      table[index] = length
    }
    return table
  }
}
