/// Every way a pattern can fail to compile. All messages are written here, in ``message``.
public enum RegexSyntaxProblem: Sendable, Hashable {
  /// A feature (backreference, lookaround, atomic group, possessive quantifier) that needs backtracking.
  case needsBacktracking(feature: String)
  /// An inline flag other than `i`.
  case unsupportedFlag(Character)
  /// A `(?…` group syntax that is not recognised.
  case unknownGroupSyntax(String)
  /// `(?<name>` with a name that is not an ASCII letter followed by ASCII letters and digits.
  case invalidGroupName(String)
  /// A `)` with no `(` to close.
  case unbalancedClosingParenthesis
  /// A `(` that is never closed.
  case unclosedGroup
  /// A `(?#` comment that is never closed.
  case unclosedComment
  /// A `[` that is never closed.
  case unterminatedCharacterClass
  /// A `[` inside a character class (nested classes are not supported).
  case nestedCharacterClass
  /// `&&` or `--` inside a character class (set operations are not supported).
  case characterClassSetOperation(String)
  /// A range whose lower end is greater than its upper end, like `[z-a]`.
  case invalidClassRange(lower: UInt32, upper: UInt32)
  /// A range with a class escape (`\d`, `\w`, `\s`, …) as an end, like `[a-\d]`.
  case classEscapeInRange
  /// A quantifier with nothing before it to repeat (`*a`, `(|+)`, `a**`).
  case nothingToRepeat(String)
  /// A `{` that does not form `{n}`, `{n,}` or `{n,m}`.
  case malformedRepetition
  /// `{n,m}` with `n > m`.
  case repetitionBoundsOutOfOrder(minimum: Int, maximum: Int)
  /// A repetition count above ``RegexLimits/maximumRepetitionCount``.
  case repetitionTooLarge
  /// A compiled program above ``RegexLimits/maximumProgramSize`` instructions.
  case patternTooLarge
  /// Groups nested deeper than ``RegexLimits/maximumNestingDepth``.
  case nestingTooDeep
  /// A `\` at the very end of the pattern.
  case trailingBackslash
  /// An escape like `\y` or `\p{L}` that is not supported.
  case unsupportedEscape(String)
  /// A malformed `\x`, `\u`, `\U`, `\0` or `\c` escape.
  case malformedEscape(String)
  /// An escape naming a value that is not a Unicode scalar (a surrogate or above U+10FFFF).
  case invalidCodePoint(UInt32)

  /// A human-readable explanation naming the problem.
  public var message: String {
    switch self {
    case .needsBacktracking(let feature):
      return "\(feature) is not supported: navd guarantees linear-time matching, which rules out features that "
        + "need backtracking"
    case .unsupportedFlag(let flag):
      return "inline flag '\(flag)' is not supported; only (?i) (case-insensitive) is"
    case .unknownGroupSyntax(let text):
      return "unknown group syntax '\(text)'"
    case .invalidGroupName(let name):
      return "invalid group name '\(name)': it must be an ASCII letter followed by ASCII letters or digits"
    case .unbalancedClosingParenthesis:
      return "unbalanced parenthesis: ')' has no matching '('"
    case .unclosedGroup:
      return "unbalanced parenthesis: '(' is never closed"
    case .unclosedComment:
      return "comment '(?#' is never closed with ')'"
    case .unterminatedCharacterClass:
      return "character class '[' is never closed with ']'"
    case .nestedCharacterClass:
      return "nested character classes ('[' inside '[…]') are not supported; escape it as '\\['"
    case .characterClassSetOperation(let operation):
      return "character class set operation '\(operation)' is not supported; escape the character to match it"
    case .invalidClassRange(let lower, let upper):
      return "invalid character class range: \(Self.describe(lower)) is greater than \(Self.describe(upper))"
    case .classEscapeInRange:
      return "invalid character class range: a class escape like \\d, \\w or \\s cannot be a range end"
    case .nothingToRepeat(let quantifier):
      return "quantifier '\(quantifier)' has nothing to repeat"
    case .malformedRepetition:
      return "malformed repetition: '{' must start {n}, {n,} or {n,m}; escape it as '\\{' to match it"
    case .repetitionBoundsOutOfOrder(let minimum, let maximum):
      return "invalid repetition {\(minimum),\(maximum)}: the minimum is greater than the maximum"
    case .repetitionTooLarge:
      return "repetition count is too large: the limit is \(RegexLimits.maximumRepetitionCount)"
    case .patternTooLarge:
      return "pattern is too large: it would compile to more than \(RegexLimits.maximumProgramSize) instructions "
        + "(nested or large counted repetitions multiply)"
    case .nestingTooDeep:
      return "groups are nested too deeply: the limit is \(RegexLimits.maximumNestingDepth)"
    case .trailingBackslash:
      return "pattern ends with a lone backslash"
    case .unsupportedEscape(let escape):
      return "unsupported escape '\(escape)'"
    case .malformedEscape(let escape):
      return "malformed escape '\(escape)'"
    case .invalidCodePoint(let value):
      return "escape names \(Self.describe(value)), which is not a Unicode scalar value"
    }
  }

  private static func describe(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    if let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .control,
      !scalar.properties.isWhitespace
    {
      return "'\(Character(scalar))' (\(code))"
    }
    return code
  }
}
