import LinearRegex
import NavdTestKit
import Testing

/// ``RegexLanguage`` answers questions about every subject with the engine's automata; these
/// tests hold its answers against the engine's own searches.
@Suite struct RegexLanguageTests {
  static let universe = RegexSubjectUniverse.pathConfigurationSubjects

  static let neverFound: [String] = [
    "^feed$", "^feed/$", "^a", "x^", "$x", "^$x", #"\bx\b\B"#, "^[^/?]", #"^\w"#, "(?i)^feed$", "a\\nb", "^.{0}a",
  ]

  @Test(arguments: neverFound)
  func provesThatNoSubjectMatches(_ pattern: String) throws {
    var budget = 1_000_000
    #expect(
      RegexLanguage.subject(matching: try RegexAutomaton(pattern), universe: Self.universe, budget: &budget) == .none)
  }

  static let found: [(pattern: String, subject: String)] = [
    ("^/feed$", "/feed"), ("^$", ""), ("feed", "/feed"), (#"\?page=\d+"#, "?page=0"), ("^/$", "/"),
    (#"^/articles/\d+/edit$"#, "/articles/0/edit"), ("(?i)^/FEED$", "/FEED"), (#"\bnew\b"#, "/new"),
    ("/é", "/é"), (".*", ""),
  ]

  /// The subject found is one the engine agrees the pattern matches, of the universe; for these
  /// patterns the search follows the pattern and finds the shortest one.
  @Test(arguments: found)
  func findsASubject(_ row: (pattern: String, subject: String)) throws {
    var budget = 1_000_000
    let answer = RegexLanguage.subject(
      matching: try RegexAutomaton(row.pattern), universe: Self.universe, budget: &budget)
    guard case .found(let subject?) = answer else {
      Issue.record("\(row.pattern): \(answer)")
      return
    }
    #expect(subject.unicodeScalars.count == row.subject.unicodeScalars.count, "\(subject.debugDescription)")
    #expect(subject.isEmpty || subject.hasPrefix("/") || subject.hasPrefix("?"))
    #expect(try LinearRegex(row.pattern).containsMatch(in: subject))
  }

  static let covered: [(pattern: String, others: [String])] = [
    ("^/recede_historical_location$", ["/recede_historical_location"]),
    ("/a/b", ["/a"]), ("^/a/b", ["^/a"]), ("/a/b$", ["b$"]), ("^/a$", ["a$"]), ("/[a]", ["/a"]),
    ("^/(a|b)", ["^/a", "^/b"]), (#"/items/\d+"#, [#"/items/\w"#]), ("/new$", [".*"]), ("/x", [""]),
    (#"^/a\?b$"#, [#"\?"#]), ("(?i)/a", ["(?i)/A"]), (#"/a\b"#, ["/a"]),
  ]

  @Test(arguments: covered)
  func provesCoverage(_ row: (pattern: String, others: [String])) throws {
    var budget = 1_000_000
    let answer = RegexLanguage.subject(
      matching: try RegexAutomaton(row.pattern), noneOf: try row.others.map { try RegexAutomaton($0) },
      universe: Self.universe, budget: &budget)
    #expect(answer == .none, "\(row.pattern) vs \(row.others)")
  }

  static let notCovered: [(pattern: String, others: [String])] = [
    ("/a", ["/a/b"]), ("/a", ["^/a$"]), ("/x/a", ["^/a"]), ("/a/x", ["/a$"]), ("(?i)/a", ["/a"]),
    ("/caf\u{e9}", ["/cafe\u{301}"]), (#"/\d"#, ["/d"]), ("^/(a|b|c)", ["^/a", "^/b"]), ("/a", [#"/a\b"#]),
  ]

  /// The counterexample found is real: the pattern matches it and none of the others does.
  @Test(arguments: notCovered)
  func findsACounterexample(_ row: (pattern: String, others: [String])) throws {
    var budget = 1_000_000
    let answer = RegexLanguage.subject(
      matching: try RegexAutomaton(row.pattern), noneOf: try row.others.map { try RegexAutomaton($0) },
      universe: Self.universe, budget: &budget)
    guard case .found(let subject?) = answer else {
      Issue.record("\(row.pattern) vs \(row.others): \(answer)")
      return
    }
    #expect(try LinearRegex(row.pattern).containsMatch(in: subject))
    for other in row.others { #expect(!(try LinearRegex(other).containsMatch(in: subject)), "\(other) in \(subject)") }
  }

  static let pieces = [
    "a", "b", "/", "?", "-", "\\.", "\\?", "?", "*", "+", "{0,2}", "{2}", ".", "^", "$", "[ab]", "[^/]", "(a|b)",
    "(ab)?", "|", "\\d", "\\w", "\\b", "\\B", "é", "(?i)", "A", "[a-c]", "x", "[0-9]", "\\s", "[^a]",
  ]
  static let subjectPieces = [
    "a", "b", "A", "/", "-", ".", "?", "é", "ab", "/a/b", "1", "x", "É", "_", "\u{663}", " ", "\u{301}", "\u{212A}",
  ]

  /// Random pairs of patterns: every `.none` (coverage proved) holds on random subjects, and every
  /// counterexample found is one.
  @Test func coverageAnswersHoldOnRandomSubjects() throws {
    var generator = SeededGenerator(seed: 0x1a_6e_a9e)
    var proved = 0
    var refuted = 0
    var violations: [String] = []
    for _ in 0..<1_500 {
      func pattern() -> String {
        (0..<Int.random(in: 1...5, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }
          .joined()
      }
      let (first, second) = (pattern(), pattern())
      guard let a = try? RegexAutomaton(first), let b = try? RegexAutomaton(second) else { continue }
      let regexA = try LinearRegex(first)
      let regexB = try LinearRegex(second)
      var budget = 200_000
      switch RegexLanguage.subject(matching: a, noneOf: [b], universe: Self.universe, budget: &budget) {
      case .none:
        proved += 1
        for _ in 0..<40 {
          // A subject of the universe: "", or "/" or "?" followed by anything.
          let rest = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
            Self.subjectPieces.randomElement(using: &generator)!
          }.joined()
          let start = ["", "/", "?"].randomElement(using: &generator)!
          let subject = start.isEmpty ? "" : start + rest
          if regexA.containsMatch(in: subject) && !regexB.containsMatch(in: subject) {
            violations.append("\(first) ⊆ \(second) claimed, but \(subject.debugDescription)")
          }
        }
      case .found(let subject?):
        refuted += 1
        if !regexA.containsMatch(in: subject) || regexB.containsMatch(in: subject) {
          violations.append("\(first) vs \(second): bad counterexample \(subject.debugDescription)")
        }
      case .found(nil), .unknown:
        continue
      }
    }
    #expect(violations.isEmpty, "\(violations.prefix(10))")
    #expect(proved > 150)
    #expect(refuted > 400)
  }
}
