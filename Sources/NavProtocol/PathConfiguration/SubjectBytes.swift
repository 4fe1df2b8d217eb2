/// A path-configuration subject's UTF-8 bytes with a 256-bit summary of the byte
/// pairs it contains, built once per lookup so every rule's required literals are
/// ruled out with a few bit tests before any search.
struct SubjectBytes {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Bit `PairSet.bit(a, b)` is set for every adjacent byte pair `a b`.
  let pairs: PairSet

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var pairs = PairSet()
    if bytes.count >= 2 {
      for index in 1..<bytes.count { pairs.insert(bytes[index - 1], bytes[index]) }
    }
    self.pairs = pairs
  }

  /// Whether `literal` occurs in the subject.
  func contains(_ literal: RequiredLiteral) -> Bool {
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

/// A set of byte pairs, hashed into 256 bits (a superset test can only err towards "maybe").
struct PairSet: Sendable, Equatable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  static func == (lhs: PairSet, rhs: PairSet) -> Bool { lhs.words == rhs.words }

  mutating func insert(_ first: UInt8, _ second: UInt8) {
    let bit = Int((UInt(first) &* 31 &+ UInt(second)) & 255)
    let mask = UInt64(1) << UInt64(bit & 63)
    switch bit >> 6 {
    case 0: words.0 |= mask
    case 1: words.1 |= mask
    case 2: words.2 |= mask
    default: words.3 |= mask
    }
  }

  mutating func formUnion(_ other: PairSet) {
    words.0 |= other.words.0
    words.1 |= other.words.1
    words.2 |= other.words.2
    words.3 |= other.words.3
  }

  func isSuperset(of other: PairSet) -> Bool {
    words.0 & other.words.0 == other.words.0 && words.1 & other.words.1 == other.words.1
      && words.2 & other.words.2 == other.words.2 && words.3 & other.words.3 == other.words.3
  }
}

/// A literal a pattern's matches must contain, with its byte pairs.
struct RequiredLiteral: Sendable {
  let bytes: [UInt8]
  let pairs: PairSet

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var pairs = PairSet()
    if bytes.count >= 2 {
      for index in 1..<bytes.count { pairs.insert(bytes[index - 1], bytes[index]) }
    }
    self.pairs = pairs
  }
}
