import LinearRegex
import Testing

/// One pattern that must be refused, with the problem, a phrase its message must contain, and the offset.
struct RegexRejectionCase: CustomTestStringConvertible, Sendable {
  let pattern: String
  let problem: RegexSyntaxProblem
  let phrase: String
  let offset: Int

  var testDescription: String { pattern.count > 40 ? String(pattern.prefix(40)) + "…" : pattern }
}

@Suite struct RegexRejectionTests {
  static let linear = "navd guarantees linear-time matching"

  static let cases: [RegexRejectionCase] = [
    // Features that need backtracking.
    .init(pattern: "(a)\\1", problem: .needsBacktracking(feature: "backreference '\\1'"), phrase: linear, offset: 3),
    .init(
      pattern: "(?<n>a)\\k<n>", problem: .needsBacktracking(feature: "named backreference '\\k'"),
      phrase: "named backreference", offset: 7),
    .init(pattern: "a(?=b)", problem: .needsBacktracking(feature: "lookahead '(?='"), phrase: linear, offset: 1),
    .init(
      pattern: "a(?!b)", problem: .needsBacktracking(feature: "negative lookahead '(?!'"),
      phrase: "negative lookahead", offset: 1),
    .init(pattern: "(?<=a)b", problem: .needsBacktracking(feature: "lookbehind '(?<='"), phrase: linear, offset: 0),
    .init(
      pattern: "(?<!a)b", problem: .needsBacktracking(feature: "negative lookbehind '(?<!'"),
      phrase: "negative lookbehind", offset: 0),
    .init(
      pattern: "(?>a+)b", problem: .needsBacktracking(feature: "atomic group '(?>'"),
      phrase: "atomic group", offset: 0),
    .init(
      pattern: "xa++b", problem: .needsBacktracking(feature: "possessive quantifier '++'"),
      phrase: "possessive quantifier", offset: 2),
    .init(
      pattern: "a{2}+", problem: .needsBacktracking(feature: "possessive quantifier '{2}+'"),
      phrase: linear, offset: 1),
    // Character classes.
    .init(pattern: "[abc", problem: .unterminatedCharacterClass, phrase: "never closed with ']'", offset: 0),
    .init(pattern: "x[]", problem: .unterminatedCharacterClass, phrase: "character class", offset: 1),
    .init(
      pattern: "[z-a]", problem: .invalidClassRange(lower: 0x7A, upper: 0x61),
      phrase: "'z' (U+007A) is greater than 'a' (U+0061)", offset: 1),
    .init(pattern: "[a-\\d]", problem: .classEscapeInRange, phrase: "cannot be a range end", offset: 3),
    .init(pattern: "[a[b]]", problem: .nestedCharacterClass, phrase: "nested character classes", offset: 2),
    .init(pattern: "[a&&b]", problem: .characterClassSetOperation("&&"), phrase: "set operation '&&'", offset: 2),
    .init(pattern: "[\\w--_]", problem: .characterClassSetOperation("--"), phrase: "'--'", offset: 3),
    .init(
      pattern: "[\\b]", problem: .unsupportedEscape("\\b inside a class"), phrase: "\\b inside a class",
      offset: 1),
    // Parentheses.
    .init(pattern: "a)", problem: .unbalancedClosingParenthesis, phrase: "')' has no matching '('", offset: 1),
    .init(pattern: "(a", problem: .unclosedGroup, phrase: "'(' is never closed", offset: 0),
    .init(pattern: "((a)", problem: .unclosedGroup, phrase: "never closed", offset: 0),
    .init(pattern: "(?:a|(b)", problem: .unclosedGroup, phrase: "never closed", offset: 0),
    .init(pattern: "(?#note", problem: .unclosedComment, phrase: "comment", offset: 0),
    .init(
      pattern: "(?P<n>a)", problem: .unknownGroupSyntax("(?P"), phrase: "unknown group syntax '(?P'",
      offset: 0),
    .init(pattern: "(?<1a>x)", problem: .invalidGroupName("1a"), phrase: "invalid group name '1a'", offset: 3),
    .init(pattern: "(?m)^a", problem: .unsupportedFlag("m"), phrase: "inline flag 'm'", offset: 2),
    .init(pattern: "(?x) a", problem: .unsupportedFlag("x"), phrase: "only (?i)", offset: 2),
    // Dangling quantifiers.
    .init(pattern: "*a", problem: .nothingToRepeat("*"), phrase: "'*' has nothing to repeat", offset: 0),
    .init(pattern: "a|+", problem: .nothingToRepeat("+"), phrase: "nothing to repeat", offset: 2),
    .init(pattern: "(?)", problem: .unknownGroupSyntax("(?)"), phrase: "unknown group syntax", offset: 0),
    .init(pattern: "(?i)?", problem: .nothingToRepeat("?"), phrase: "'?' has nothing to repeat", offset: 4),
    .init(pattern: "a**", problem: .nothingToRepeat("*"), phrase: "nothing to repeat", offset: 2),
    .init(pattern: "a{2}{3}", problem: .nothingToRepeat("{3}"), phrase: "'{3}' has nothing to repeat", offset: 4),
    .init(pattern: "{2}", problem: .nothingToRepeat("{2}"), phrase: "nothing to repeat", offset: 0),
    // Counted repetition.
    .init(pattern: "a{", problem: .malformedRepetition, phrase: "malformed repetition", offset: 1),
    .init(pattern: "a{,3}", problem: .malformedRepetition, phrase: "{n}, {n,} or {n,m}", offset: 1),
    .init(pattern: "a{1,2", problem: .malformedRepetition, phrase: "malformed repetition", offset: 1),
    .init(pattern: "a{x}", problem: .malformedRepetition, phrase: "malformed repetition", offset: 1),
    .init(
      pattern: "a{3,2}", problem: .repetitionBoundsOutOfOrder(minimum: 3, maximum: 2),
      phrase: "minimum is greater than the maximum", offset: 1),
    .init(pattern: "a{1001}", problem: .repetitionTooLarge, phrase: "the limit is 1000", offset: 1),
    .init(pattern: "a{1,99999999999999999999999}", problem: .repetitionTooLarge, phrase: "too large", offset: 1),
    .init(pattern: "(a{1000}){1000}", problem: .patternTooLarge, phrase: "more than 10000 instructions", offset: 0),
    .init(pattern: "((a{100}){100}){100}", problem: .patternTooLarge, phrase: "pattern is too large", offset: 0),
    .init(
      pattern: String(repeating: "a", count: 10_000), problem: .patternTooLarge, phrase: "too large",
      offset: 0),
    // Nesting.
    .init(
      pattern: String(repeating: "(", count: 100_000), problem: .nestingTooDeep,
      phrase: "nested too deeply: the limit is 256", offset: 256),
    .init(
      pattern: String(repeating: "(?:", count: 300) + "a" + String(repeating: ")", count: 300),
      problem: .nestingTooDeep, phrase: "nested too deeply", offset: 768),
    // Escapes.
    .init(pattern: "a\\", problem: .trailingBackslash, phrase: "lone backslash", offset: 1),
    .init(pattern: "\\y", problem: .unsupportedEscape("\\y"), phrase: "unsupported escape '\\y'", offset: 0),
    .init(
      pattern: "\\p{L}", problem: .unsupportedEscape("\\p{…} (Unicode property)"), phrase: "Unicode property",
      offset: 0),
    .init(pattern: "\\G", problem: .unsupportedEscape("\\G"), phrase: "unsupported escape", offset: 0),
    .init(pattern: "\\x4", problem: .malformedEscape("\\x4"), phrase: "malformed escape '\\x4'", offset: 0),
    .init(pattern: "\\u12G4", problem: .malformedEscape("\\u12"), phrase: "malformed escape", offset: 0),
    .init(pattern: "\\x{110000}", problem: .invalidCodePoint(0x11_0000), phrase: "U+110000", offset: 0),
    .init(pattern: "\\uD800", problem: .invalidCodePoint(0xD800), phrase: "not a Unicode scalar value", offset: 0),
    // Offsets count characters, not scalars or bytes.
    .init(pattern: "é😀e\u{301}(", problem: .unclosedGroup, phrase: "never closed", offset: 3),
  ]

  @Test(arguments: cases)
  func rejectsWithClearMessage(_ row: RegexRejectionCase) {
    #expect(throws: RegexSyntaxError(row.problem, offset: row.offset)) { try LinearRegex(row.pattern) }
    do {
      _ = try LinearRegex(row.pattern)
    } catch {
      #expect(error.message.contains(row.phrase), "\(error.message)")
      #expect(error.description == "\(error.message) (at offset \(row.offset))")
    }
  }

  @Test func maximumNestingIsAccepted() throws {
    let depth = RegexLimits.maximumNestingDepth
    let regex = try LinearRegex(String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth))
    #expect(regex.containsMatch(in: "xa"))
    #expect(!regex.containsMatch(in: "x"))
  }

  /// Each level adds alternation, concatenation and repetition nodes: compilation must still not overflow.
  @Test func deepNestingWithEveryNodeKindCompiles() throws {
    let depth = RegexLimits.maximumNestingDepth
    let pattern = String(repeating: "(?:x|y", count: depth) + "z" + String(repeating: ")*w", count: depth)
    let regex = try LinearRegex(pattern)
    #expect(regex.containsMatch(in: "z" + String(repeating: "w", count: depth)))
    #expect(!regex.containsMatch(in: "z"))
  }

  @Test func largestCountedRepetitionIsAccepted() throws {
    let regex = try LinearRegex("^a{1000}$")
    #expect(regex.containsMatch(in: String(repeating: "a", count: 1000)))
    #expect(!regex.containsMatch(in: String(repeating: "a", count: 1001)))
  }
}
