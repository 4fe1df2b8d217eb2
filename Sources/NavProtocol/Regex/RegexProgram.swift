/// A compiled pattern: the NFA instructions plus facts the searcher uses to skip work.
struct RegexProgram: Sendable {
  let instructions: [RegexInstruction]
  let classes: [RegexCharacterClass]
  /// Every path from the start passes `^`/`\A` before consuming anything, so only position 0 can start a match.
  let anchoredAtStart: Bool
  /// The program contains `\b` or `\B`, so the searcher must track the previous word character.
  let usesWordBoundary: Bool
  /// If set, a match can only start at a byte in this set (UTF-8 lead bytes), so the searcher may skip others.
  let firstBytes: RegexByteSet?
  /// If set, the pattern is exactly this case-sensitive UTF-8 string, found with a substring search.
  let literal: [UInt8]?
}

/// A set of byte values.
struct RegexByteSet: Sendable, Equatable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  mutating func insert(_ byte: UInt8) {
    let bit = UInt64(1) << UInt64(byte & 63)
    switch byte >> 6 {
    case 0: words.0 |= bit
    case 1: words.1 |= bit
    case 2: words.2 |= bit
    default: words.3 |= bit
    }
  }

  func contains(_ byte: UInt8) -> Bool {
    let bit = UInt64(1) << UInt64(byte & 63)
    switch byte >> 6 {
    case 0: return words.0 & bit != 0
    case 1: return words.1 & bit != 0
    case 2: return words.2 & bit != 0
    default: return words.3 & bit != 0
    }
  }

  static func == (left: RegexByteSet, right: RegexByteSet) -> Bool {
    left.words.0 == right.words.0 && left.words.1 == right.words.1 && left.words.2 == right.words.2
      && left.words.3 == right.words.3
  }
}
