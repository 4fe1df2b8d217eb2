/// A set of byte pairs, hashed into 256 bits (a superset test can only err towards "maybe").
package struct PairSet: Sendable, Equatable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// The empty set.
  package init() {}

  package static func == (lhs: PairSet, rhs: PairSet) -> Bool { lhs.words == rhs.words }

  package mutating func insert(_ first: UInt8, _ second: UInt8) {
    let bit = Int((UInt(first) &* 31 &+ UInt(second)) & 255)
    let mask = UInt64(1) << UInt64(bit & 63)
    switch bit >> 6 {
    case 0: words.0 |= mask
    case 1: words.1 |= mask
    case 2: words.2 |= mask
    default: words.3 |= mask
    }
  }

  package mutating func formUnion(_ other: PairSet) {
    words.0 |= other.words.0
    words.1 |= other.words.1
    words.2 |= other.words.2
    words.3 |= other.words.3
  }

  /// The bits set, in increasing order (each stands for the pairs hashed to it).
  package var bits: [Int] {
    var bits: [Int] = []
    for (wordIndex, word) in [words.0, words.1, words.2, words.3].enumerated() {
      var rest = word
      while rest != 0 {
        bits.append(wordIndex * 64 + rest.trailingZeroBitCount)
        rest &= rest - 1
      }
    }
    return bits
  }

  package func isSuperset(of other: PairSet) -> Bool {
    words.0 & other.words.0 == other.words.0 && words.1 & other.words.1 == other.words.1
      && words.2 & other.words.2 == other.words.2 && words.3 & other.words.3 == other.words.3
  }
}
