/// Page identity on raw UTF-8 bytes (docs/navigator.md §3.6), without allocating: the
/// comparisons behind ``Foundation/URL/isSameLocation(as:queryStringPresentation:)``
/// and the stamps entries keep.
enum PathIdentity {
  /// Whether two percent-encoded paths name the same page: their percent-decoded
  /// bytes are equal once one trailing `/` is removed from each, an empty result
  /// counting as `/`. `%2F` decodes to `/`, hex case does not matter, and a `%`
  /// not followed by two hex digits is a literal `%` (like ``PercentDecoding``).
  static func pathsEqual(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
    var left = DecodedBytes(first[...], end: trimmedEnd(first))
    var right = DecodedBytes(second[...], end: trimmedEnd(second))
    while true {
      let a = left.next()
      let b = right.next()
      if a != b { return false }
      if a == nil { return true }
    }
  }

  /// Whether two raw query strings (absent passed as empty) are equal as Swift
  /// strings: byte equality, or canonical equivalence when either is not ASCII.
  static func queriesEqual(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
    if first.elementsEqual(second) { return true }
    if first.allSatisfy({ $0 < 0x80 }) && second.allSatisfy({ $0 < 0x80 }) { return false }
    return String(decoding: first, as: UTF8.self) == String(decoding: second, as: UTF8.self)
  }

  /// The raw end of `path` once one trailing decoded `/` (a `/` or `%2F`) is dropped.
  ///
  /// A `%` three bytes from the end followed by two hex digits always starts an
  /// escape when decoding from the front (an escape's other two bytes are hex
  /// digits, never `%`), so looking at the last three bytes is enough.
  private static func trimmedEnd(_ path: UnsafeBufferPointer<UInt8>) -> Int {
    let count = path.count
    if count >= 1 && path[count - 1] == UInt8(ascii: "/") { return count - 1 }
    if count >= 3 && path[count - 3] == UInt8(ascii: "%") && path[count - 2] == UInt8(ascii: "2")
      && (path[count - 1] == UInt8(ascii: "F") || path[count - 1] == UInt8(ascii: "f"))
    {
      return count - 3
    }
    return count
  }

  /// The decoded bytes of `raw[..<end]`, or a single `/` when there are none.
  private struct DecodedBytes {
    let raw: Slice<UnsafeBufferPointer<UInt8>>
    let end: Int
    var index: Int
    var emptyPending: Bool

    init(_ raw: Slice<UnsafeBufferPointer<UInt8>>, end: Int) {
      self.raw = raw
      self.end = end
      self.index = raw.startIndex
      self.emptyPending = end == raw.startIndex
    }

    mutating func next() -> UInt8? {
      if emptyPending {
        emptyPending = false
        return UInt8(ascii: "/")
      }
      guard index < end else { return nil }
      let byte = raw[index]
      // The same rule as `PercentDecoding.bytes(of:)`: both hex digits must lie within the trimmed text,
      // which never splits an escape (a trimmed `/` or `%` is not a hex digit).
      if byte == UInt8(ascii: "%"), index + 2 < end,
        let high = PercentDecoding.hexValue(raw[index + 1]), let low = PercentDecoding.hexValue(raw[index + 2])
      {
        index += 3
        return high << 4 | low
      }
      index += 1
      return byte
    }
  }
}
