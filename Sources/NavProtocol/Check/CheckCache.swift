import LinearRegex

/// What checks of one document learned about its patterns, kept between checks so that a
/// re-check after a small edit (`navd lsp`, after a keystroke) neither compiles nor explores
/// again what did not change.
///
/// Reusing it never changes a finding: a compiled pattern is the same value compiled again,
/// and an automata answer is reused only when it was decided (never an `unknown`) and the
/// work it cost fits in the budget left, so computing it again would give the same answer;
/// its cost is charged to the budget as if it had been computed. What neither the last check
/// nor the one before used is dropped once it is most of the cache, so the cache stays the
/// size of about one document; and
/// when only property values changed since one of the last two analyses, that analysis'
/// findings are reused whole (``RuleAnalysisInput``: the analysis reads nothing else).
public struct CheckCache: Sendable {
  /// A pattern as the checker compiles it. Patterns are told apart by their scalars, not by
  /// `String`'s canonical equivalence: `é` and `e` + U+0301 are different patterns.
  struct PatternKey: Hashable, Sendable {
    var pattern: String
    var caseInsensitive: Bool

    static func == (left: PatternKey, right: PatternKey) -> Bool {
      left.caseInsensitive == right.caseInsensitive && left.pattern.utf8.elementsEqual(right.pattern.utf8)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(caseInsensitive)
      var pattern = pattern
      pattern.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  /// One ``RegexLanguage`` question: its kind and its automata (by ``patternID(_:)``), the
  /// first being the pattern asked about.
  struct Question: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      /// Is there a subject the pattern is found in?
      case matching
      /// … found in, and none of the others is?
      case matchingNoneOf
      /// … found in, and one of the others is too?
      case matchingOneOf
    }

    var kind: Kind
    var patterns: [Int]
  }

  /// A decided answer and the letter steps it cost.
  struct Answer: Sendable {
    var result: RegexSubjectSearch
    var cost: Int
  }

  private var compiled = Generations<PatternKey, Result<LinearRegex, RegexSyntaxError>>()
  private var answers = Generations<Question, Answer>()
  private var witnesses = Generations<Int, [String]>()
  /// By pattern number: whether one thread's walk proved that no subject matches it.
  private var provedEmpty = Generations<Int, Bool>()
  /// A number for each pattern, never given to another: questions name patterns by it.
  private var patternIDs = Generations<PatternKey, Int>()
  private var nextPatternID = 0
  /// The last two automata analyses, newest first: an edit of a value, and its undo, find theirs here.
  private var analyses: [(input: RuleAnalysisInput, findings: RuleAnalysisFindings)] = []

  /// An empty cache.
  public init() {}

  /// Starts the next check (compiled patterns the last two checks did not use may be dropped).
  mutating func beginCheck() {
    compiled.advance()
  }

  /// `pattern` compiled as ``LinearRegex/init(_:caseInsensitive:)`` compiles it.
  mutating func regex(_ pattern: String, caseInsensitive: Bool) throws(RegexSyntaxError) -> LinearRegex {
    let key = PatternKey(pattern: pattern, caseInsensitive: caseInsensitive)
    return try compiled.value(for: key) {
      do throws(RegexSyntaxError) {
        return .success(try LinearRegex(pattern, caseInsensitive: caseInsensitive))
      } catch {
        return .failure(error)
      }
    }.get()
  }

  /// The answer to `question` computed with `budget` letter steps, reused when it can be:
  /// `budget` is lowered by what the answer cost, exactly as computing it would lower it.
  mutating func answer(
    _ question: Question, budget: inout Int, compute: (inout Int) -> RegexSubjectSearch
  ) -> RegexSubjectSearch {
    // The search stops as soon as the budget is not positive, so a decided answer that cost
    // `cost` is reached again exactly when the budget is larger than `cost`.
    if let known = answers.value(for: question), known.cost < budget {
      budget -= known.cost
      return known.result
    }
    let before = budget
    let result = compute(&budget)
    if result != .unknown { answers.store(Answer(result: result, cost: before - budget), for: question) }
    return result
  }
}

extension CheckCache {
  /// The findings of the analysis of `input`: an earlier one's when its input was the same
  /// (the analysis depends on nothing else), else `compute`'s.
  mutating func findings(
    of input: RuleAnalysisInput, compute: (inout CheckCache) -> RuleAnalysisFindings
  ) -> RuleAnalysisFindings {
    let findings: RuleAnalysisFindings
    if let known = analyses.firstIndex(where: { $0.input == input }) {
      findings = analyses.remove(at: known).findings
    } else {
      // Answers the last two analyses did not use may be dropped (an analysis reused whole,
      // after an edit of a value, uses none and so keeps them).
      answers.advance()
      witnesses.advance()
      provedEmpty.advance()
      patternIDs.advance()
      findings = compute(&self)
    }
    analyses.insert((input, findings), at: 0)
    if analyses.count > 2 { analyses.removeLast() }
    return findings
  }

  /// The number that stands for `pattern` in questions.
  mutating func patternID(_ pattern: PatternKey) -> Int {
    if let known = patternIDs.value(for: pattern) { return known }
    nextPatternID += 1
    patternIDs.store(nextPatternID, for: pattern)
    return nextPatternID
  }

  /// Whether pattern number `pattern` is proved to match no subject (made by `compute`, which
  /// depends on nothing but the pattern).
  mutating func isProvedEmpty(_ pattern: Int, compute: () -> Bool) -> Bool {
    provedEmpty.value(for: pattern, orMake: compute)
  }

  /// The real subjects pattern number `pattern` is found in that the analysis tries first
  /// (made by `compute`, which depends on nothing but the pattern).
  mutating func witnesses(of pattern: Int, compute: () -> [String]) -> [String] {
    witnesses.value(for: pattern, orMake: compute)
  }
}

/// A dictionary that forgets what recent generations did not use: each entry carries the
/// generation that last used it, and once the entries neither the current generation nor the
/// one before used are most of the table, they are dropped. A lookup changes only its entry's
/// stamp, so a generation that uses what the one before used costs no allocation.
private struct Generations<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private var entries: [Key: (value: Value, used: Int)] = [:]
  private var generation = 0
  private var usedNow = 0
  private var usedBefore = 0

  mutating func advance() {
    if entries.count > 2 * (usedNow + usedBefore) + 64 {
      let oldest = generation - 1
      entries = entries.filter { $0.value.used >= oldest }
    }
    generation += 1
    usedBefore = usedNow
    usedNow = 0
  }

  mutating func value(for key: Key) -> Value? {
    guard let index = entries.index(forKey: key) else { return nil }
    if entries.values[index].used != generation {
      entries.values[index].used = generation
      usedNow += 1
    }
    return entries.values[index].value
  }

  /// The value of `key`, made by `make` and stored when there is none.
  mutating func value(for key: Key, orMake make: () -> Value) -> Value {
    if let known = value(for: key) { return known }
    let made = make()
    store(made, for: key)
    return made
  }

  mutating func store(_ value: Value, for key: Key) {
    if entries.updateValue((value, generation), forKey: key)?.used != generation { usedNow += 1 }
  }
}
