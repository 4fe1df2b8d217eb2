import LinearRegex
import Testing

@testable import NavProtocol

@Suite struct CheckLiteralPatternTests {
  static let literalForms: [(pattern: String, start: Bool, text: String, end: Bool)] = [
    ("/a", false, "/a", false),
    ("^/a", true, "/a", false),
    ("/a$", false, "/a", true),
    ("^/a$", true, "/a", true),
    (#"\.pdf$"#, false, ".pdf", true),
    (#"/a\?b\$"#, false, "/a?b$", false),
    ("a]b}", false, "a]b}", false),
    ("", false, "", false),
    ("^$", true, "", true),
    // The engine's syntax tree reads these as plain strings too (groups leave no node, \\A is ^).
    ("(/a)", false, "/a", false),
    (#"\A/a"#, true, "/a", false),
    (#"\é"#, false, "é", false),
    (#"\Qa\E"#, false, "a", false),
  ]

  @Test(arguments: literalForms)
  func readsALiteralForm(_ form: (pattern: String, start: Bool, text: String, end: Bool)) throws {
    let literal = try #require(LiteralPattern(form.pattern))
    #expect(literal.anchoredAtStart == form.start)
    #expect(String(String.UnicodeScalarView(literal.text)) == form.text)
    #expect(literal.anchoredAtEnd == form.end)
  }

  static let notLiteral = [
    "/a.b", "/a|b", "/a?", "/a*", "/a+", "[a]", "a{2}", #"\d"#, #"\1"#, "a^b", "a$b", "^^a", #"a\"#, "(?i)/a",
  ]

  @Test(arguments: notLiteral)
  func refusesOtherSyntax(_ pattern: String) {
    #expect(LiteralPattern(pattern) == nil)
  }

  static let implications: [(pattern: String, other: String, implies: Bool)] = [
    ("/a/b", "/a", true), ("/a/b", "a/b", true), ("/a", "/a/b", false),
    ("^/a/b", "^/a", true), ("/a/b", "^/a", false), ("^/x/a", "^/a", false),
    ("/a/b$", "b$", true), ("/a/b", "b$", false), ("/b/a$", "b$", false),
    ("^/a$", "^/a$", true), ("^/a/b$", "^/a$", false), ("^/a", "^/a$", false),
    ("^/a$", "/a", true), ("^/a$", "^/", true), ("^/a$", "a$", true),
    ("/a", "", true), ("", "/a", false),
  ]

  @Test(arguments: implications)
  func decidesImplication(_ row: (pattern: String, other: String, implies: Bool)) throws {
    let pattern = try #require(LiteralPattern(row.pattern))
    let other = try #require(LiteralPattern(row.other))
    #expect(pattern.implies(other) == row.implies)
  }

  /// Every claimed implication holds on real subjects, checked with the regex engine itself.
  @Test(arguments: implications.filter(\.implies))
  func impliedPatternsReallyMatch(_ row: (pattern: String, other: String, implies: Bool)) throws {
    let pattern = try LinearRegex(row.pattern)
    let other = try LinearRegex(row.other)
    let subjects = ["/a", "/a/b", "/x/a/b", "/a/b?q=1", "/a\n", "/a/b\r\n", "/b/a", "/a/b/c", ""]
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
  }
}
