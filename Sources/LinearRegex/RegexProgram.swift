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
