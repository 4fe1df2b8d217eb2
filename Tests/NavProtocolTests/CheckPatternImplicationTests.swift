import LinearRegex
import Testing

@testable import NavProtocol

/// "Wherever pattern p is found, pattern q is found too", as the overwritten-rule check decides it
/// with the engine's automata. The table is the one the literal-only analysis had: the automata
/// decide the same for literal patterns, and go further.
@Suite struct CheckPatternImplicationTests {
  static let implications: [(pattern: String, other: String, implies: Bool)] = [
    ("/a/b", "/a", true), ("/a/b", "a/b", true), ("/a", "/a/b", false),
    ("^/a/b", "^/a", true), ("/a/b", "^/a", false), ("^/x/a", "^/a", false),
    ("/a/b$", "b$", true), ("/a/b", "b$", false), ("/b/a$", "b$", false),
    ("^/a$", "^/a$", true), ("^/a/b$", "^/a$", false), ("^/a", "^/a$", false),
    ("^/a$", "/a", true), ("^/a$", "^/", true), ("^/a$", "a$", true),
    ("/a", "", true), ("", "/a", false),
    // Beyond literals.
    ("/[a]", "/a", true), (#"/items/\d+"#, #"/items/[0-9]"#, false), (#"/items/[0-9]+"#, #"/items/\d"#, true),
    ("^/(new|edit)$", "/(new|edit)", true), ("/new$", ".*", true), ("(?i)/a", "/a", false),
    (#"\.pdf$"#, "pdf$", true), (#"/a\?b"#, #"\?"#, true), ("^/feed$", "feed", true),
  ]

  @Test(arguments: implications)
  func decidesImplication(_ row: (pattern: String, other: String, implies: Bool)) throws {
    var budget = 1_000_000
    let answer = RegexLanguage.subject(
      matching: try RegexAutomaton(row.pattern), noneOf: [try RegexAutomaton(row.other)],
      universe: .pathConfigurationSubjects, budget: &budget)
    #expect((answer == .none) == row.implies, "\(answer)")
  }

  /// Every claimed implication holds on real subjects, checked with the regex engine itself.
  @Test(arguments: implications.filter(\.implies))
  func impliedPatternsReallyMatch(_ row: (pattern: String, other: String, implies: Bool)) throws {
    let pattern = try LinearRegex(row.pattern)
    let other = try LinearRegex(row.other)
    let subjects = ["/a", "/a/b", "/x/a/b", "/a/b?q=1", "/b/a", "/a/b/c", "", "/new", "/x.pdf", "/items/7", "/feed"]
    for subject in subjects where pattern.containsMatch(in: subject) {
      #expect(
        other.containsMatch(in: subject), "\(row.pattern) matches \(subject.debugDescription) but \(row.other) does not"
      )
    }
  }

  static let positions: [(text: String, offset: Int, line: Int, column: Int)] = [
    ("abc", 0, 1, 1), ("abc", 2, 1, 3), ("abc", 3, 1, 4), ("abc", 99, 1, 4), ("abc", -1, 1, 1),
    ("a\nb", 2, 2, 1), ("a\r\nb", 3, 2, 1), ("a\rb", 2, 2, 1), ("é\nxé!", 6, 2, 3), ("\n\n\n", 3, 4, 1),
  ]

  @Test(arguments: positions)
  func convertsByteOffsets(_ row: (text: String, offset: Int, line: Int, column: Int)) {
    #expect(
      TextPosition(byteOffset: row.offset, in: Array(row.text.utf8)) == TextPosition(line: row.line, column: row.column)
    )
    let location = SourceText(Array(row.text.utf8)).location(row.offset)
    #expect(location.position == TextPosition(line: row.line, column: row.column))
    #expect(location.byteOffset == min(max(row.offset, 0), row.text.utf8.count))
  }
}
