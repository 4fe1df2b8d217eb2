import LinearRegex
import Testing

/// One row of the match table: whether `pattern` is found anywhere in `subject`.
struct RegexMatchCase: CustomTestStringConvertible, Sendable {
  let pattern: String
  let subject: String
  let matches: Bool

  init(_ pattern: String, _ subject: String, _ matches: Bool) {
    self.pattern = pattern
    self.subject = subject
    self.matches = matches
  }

  var testDescription: String { "\(pattern.debugDescription) in \(subject.debugDescription) → \(matches)" }
}

@Suite struct RegexMatchTests {
  static let cases: [RegexMatchCase] = [
    // Hotwire path-configuration patterns.
    .init("/new$", "/posts/new", true),
    .init("/new$", "/posts/new/", false),
    .init("/new$", "/posts/newer", false),
    .init("/edit$", "/articles/12/edit", true),
    .init("^/$", "/", true),
    .init("^/$", "/home", false),
    .init("/articles/[0-9]+/edit", "/articles/42/edit", true),
    .init("/articles/[0-9]+/edit", "/articles/x/edit", false),
    .init("/recede_historical_location", "/recede_historical_location", true),
    .init("/recede_historical_location", "/resume_historical_location", false),
    .init(".*", "", true),
    .init(".*", "/anything", true),
    .init("/(foo|bar)/\\d+", "/bar/7", true),
    .init("/(foo|bar)/\\d+", "/baz/7", false),
    .init("/sign_in", "/users/sign_in?return=1", true),
    // Unanchored search, empty pattern, empty subject.
    .init("b", "abc", true),
    .init("abc", "xxabcxx", true),
    .init("abd", "abcabc", false),
    .init("", "", true),
    .init("", "abc", true),
    .init("a", "", false),
    .init("a*", "", true),
    .init("^$", "", true),
    .init("^$", "x", false),
    // Dot and line terminators.
    .init("a.c", "abc", true),
    .init("a.c", "a\nc", false),
    .init("a.c", "a\rc", false),
    .init("a.c", "a\u{2028}c", false),
    .init("^.$", "é", true),
    .init("^.$", "😀", true),
    .init("^..$", "😀", false),
    // Escapes.
    .init("\\d\\d", "a12", true),
    .init("\\d", "abc", false),
    .init("\\D", "123", false),
    .init("^\\w+$", "snake_case9", true),
    .init("\\W", "abc_1", false),
    .init("\\s", "a b", true),
    .init("\\S", "  \t", false),
    .init("a\\.b", "a.b", true),
    .init("a\\.b", "axb", false),
    .init("\\/\\\\\\-", "/\\-", true),
    .init("\\t\\n\\r", "x\t\n\ry", true),
    .init("\\u00e9", "café", true),
    .init("\\x41\\x{1F600}", "A😀", true),
    .init("\\(\\)\\[\\]\\{\\}\\*\\+\\?\\|\\^\\$", "()[]{}*+?|^$", true),
    .init("\\Qa.b*\\E", "a.b*", true),
    .init("\\Qa.b*\\E", "aab", false),
    // Character classes.
    .init("[abc]", "xbx", true),
    .init("[abc]", "xyz", false),
    .init("^[^a-z]+$", "ABC123", true),
    .init("^[^a-z]+$", "ABc", false),
    .init("^[\\d_-]+$", "12_-3", true),
    .init("^[\\d_-]+$", "12a", false),
    .init("[]a]", "]", true),
    .init("[a-]", "-", true),
    .init("^[^/]+$", "ünïcødé", true),
    .init("[^a]", "😀", true),
    .init("[é-ë]", "ê", true),
    // Anchors.
    .init("^abc", "abcdef", true),
    .init("^abc", "xabc", false),
    .init("abc$", "xabc\n", true),
    .init("abc$", "xabc\r\n", true),
    .init("abc$", "xabc\n\n", false),
    .init("abc\\Z", "abc\n", true),
    .init("abc\\z", "abc\n", false),
    .init("abc\\z", "abc", true),
    .init("\\Aabc", "abc", true),
    .init("\\Aabc", " abc", false),
    .init("a^b", "a^b", false),
    .init("\\bcat\\b", "the cat sat", true),
    .init("\\bcat\\b", "concatenate", false),
    .init("\\Bcat\\B", "concatenate", true),
    .init("\\bé", "x é", true),
    .init("\\b", "", false),
    .init("\\B", "", true),
    // Groups and alternation.
    .init("^(ab)+$", "ababab", true),
    .init("^(ab)+$", "ababa", false),
    .init("^(?:x|y)z$", "yz", true),
    .init("^(?<id>[0-9]+)/show$", "15/show", true),
    .init("^(a|)$", "", true),
    .init("cat|dog", "hotdog", true),
    .init("^(cat|dog)$", "cats", false),
    // Quantifiers, greedy and lazy.
    .init("^a{3}$", "aaa", true),
    .init("^a{3}$", "aa", false),
    .init("^a{2,}$", "aaaaa", true),
    .init("^a{2,3}$", "aaaa", false),
    .init("^a{0}b$", "b", true),
    .init("^colou?r$", "color", true),
    .init("^a+?b*?c??$", "aab", true),
    .init("^a{2,3}?$", "aaa", true),
    // Case-insensitive flag.
    .init("(?i)^/NEW$", "/new", true),
    .init("^/NEW$", "/new", false),
    .init("(?i)[a-z]+", "ABC", true),
    .init("(?i)straße", "STRAßE", true),
    .init("(?i)k", "\u{212A}", true),
    .init("a(?i:b)c", "aBc", true),
    .init("a(?i:b)c", "aBC", false),
    .init("(?i)a(?-i)b", "Ab", true),
    .init("(?i)a(?-i)b", "AB", false),
  ]

  @Test(arguments: cases)
  func searchesAsExpected(_ row: RegexMatchCase) throws {
    let regex = try LinearRegex(row.pattern)
    #expect(regex.containsMatch(in: row.subject) == row.matches)
    #expect(regex.pattern == row.pattern)
  }

  @Test func tableCoversEnoughCases() {
    #expect(Self.cases.count >= 60)
  }
}
