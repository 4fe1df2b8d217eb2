/// A path-configuration subject's UTF-8 bytes with a 256-bit summary of the byte
/// pairs it contains, built once per lookup so every rule's required literals are
/// ruled out with a few bit tests before any search.
package struct SubjectBytes {
  package let bytes: UnsafeBufferPointer<UInt8>
  /// Bit `PairSet.bit(a, b)` is set for every adjacent byte pair `a b`.
  package let pairs: PairSet

  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var pairs = PairSet()
    if bytes.count >= 2 {
      for index in 1..<bytes.count { pairs.insert(bytes[index - 1], bytes[index]) }
    }
    self.pairs = pairs
  }

  /// Whether `literal` occurs in the subject.
  package func contains(_ literal: RequiredLiteral) -> Bool {
    guard pairs.isSuperset(of: literal.pairs) else { return false }
    let needle = literal.bytes
    guard needle.count <= bytes.count else { return false }
    var start = 0
    while start <= bytes.count - needle.count {
      var offset = 0
      while offset < needle.count && bytes[start + offset] == needle[offset] { offset += 1 }
      if offset == needle.count { return true }
      start += 1
    }
    return false
  }
}
