/// A compiled regular expression whose search time is linear in the subject length.
///
/// Patterns use a subset of ICU/Java syntax (see `docs/regex.md`). Compilation rejects every feature that
/// needs backtracking and bounds the compiled program at ``RegexLimits/maximumProgramSize`` instructions;
/// a search then simulates the NFA in O(program size × subject length) time, so no pattern can stall it.
public struct LinearRegex: Sendable {
  /// The pattern as given.
  public let pattern: String
  let program: RegexProgram
  /// Literals every match contains (``RequiredLiterals``), for a prefilter before the search.
  package let requiredLiterals: [RequiredLiteral]
  /// The byte pairs of all ``requiredLiterals`` together.
  package let requiredPairs: PairSet

  /// Compiles `pattern`, throwing a ``RegexSyntaxError`` that names the problem if it is malformed, uses an
  /// unsupported feature, or exceeds a ``RegexLimits`` bound.
  public init(_ pattern: String) throws(RegexSyntaxError) {
    try self.init(pattern, caseInsensitive: false)
  }

  /// Compiles `pattern` like ``init(_:)``; with `caseInsensitive` the whole pattern matches as if it began with
  /// `(?i)` (Java's `CASE_INSENSITIVE | UNICODE_CASE`, which Kotlin's `RegexOption.IGNORE_CASE` sets), so an inline
  /// `(?-i)` still turns it off.
  public init(_ pattern: String, caseInsensitive: Bool) throws(RegexSyntaxError) {
    self.pattern = pattern
    let tree = try RegexParser.parse(pattern, caseInsensitive: caseInsensitive)
    self.program = try RegexCompiler.compile(tree)
    let literals = RequiredLiterals.of(tree).map(RequiredLiteral.init)
    self.requiredLiterals = literals
    self.requiredPairs = literals.reduce(into: PairSet()) { $0.formUnion($1.pairs) }
  }

  /// ``containsMatch(in:)`` for a subject whose bytes are already indexed: ruled out
  /// without a search when it lacks a required literal.
  package func containsMatch(in subject: String, bytes: SubjectBytes) -> Bool {
    guard bytes.pairs.isSuperset(of: requiredPairs) else { return false }
    for literal in requiredLiterals where !bytes.contains(literal) { return false }
    return containsMatch(in: subject)
  }

  /// Whether the pattern matches anywhere in `subject` (unanchored search, like
  /// `NSRegularExpression.firstMatch != nil`).
  public func containsMatch(in subject: String) -> Bool {
    var subject = subject
    return subject.withUTF8 { RegexSearcher.search(program, in: $0) }
  }
}
