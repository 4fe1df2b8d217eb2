import Foundation
import Testing

@testable import NavProtocol

/// Compares ``LinearRegex`` with Foundation's (ICU-backed, backtracking) NSRegularExpression on patterns that
/// are safe for a backtracking engine: every pattern × subject pair must agree on match/no-match. (The empty
/// pattern is in the match table instead: NSRegularExpression on Linux refuses it.)
@Suite struct RegexDifferentialTests {
  static let patterns: [String] = [
    "/new$", "^/$", "/edit$", "/articles/[0-9]+/edit", "/recede_historical_location", ".*", "/(foo|bar)/\\d+",
    "^/articles/\\d+$", "/sign_(in|up)", "^/(?:posts|articles)/(?<id>\\d+)(/edit)?$", "\\?.*page=\\d+", "/$",
    "^/[^/]+/?$", "new", "^$", "a|b|c", "\\w+@\\w+", "\\bfoo\\b", "\\Bo\\B", "\\s", "\\S+\\s+\\S+",
    "\\d{2,4}", "^\\D*$", "^\\W+$", "x*", "(ab|a)(bc|c)", "^(a|ab)*c$", "[aeiou]{2}", "[^aeiou/]{3,}",
    "(?i)NEW", "(?i)^/ARTICLES/\\d+$", "(?i)[é]", "(?i)ü", "é", "^.{3}$", "^.+$", ".\\n", "a$", "a\\Z", "a\\z",
    "\\Aa", "^.*\\.json$", "(?i)s", "(?i)[k-m]", "(?i)[ſ]", "[-.]", "[\\w.-]+", "%[0-9A-F]{2}", "\\u00e9", "\\x2F", "(?:/\\w+){3,}", "[😀-😂]",
    "\\b\\w", "\\w\\b", "^[a-c]*?d", "😀.", "(x+x+)+y", "\\$\\^", "[$^]", "^(?:\\d+/)*\\d+$", "\\r$",
  ]

  static let subjects: [String] = [
    "", "/", "/new", "/posts/new", "/posts/new/", "/posts/newer", "/articles/12/edit", "/articles/12",
    "/articles/x/edit", "/recede_historical_location", "/foo/42", "/bar/x", "/sign_in", "/posts?page=3",
    "/POSTS/New", "/Articles/7", "a", "ab", "abc", "abcd", "ac", "bc", "foo bar", "foobar", "a foo.", "a\n",
    "a\r\n", "a\n\n", "\na", "12345", "٣٤٥", "x_y-z.w", "user@example", "café", "CAFÉ", "e\u{301}", "über",
    "ÜBER", "😀😁", "a😀b", "%2F%2f", "/a/b/c/d", "1/2/3", "xxxxxxxxxxy", "$^", "   ", "\t", "aeiou", "ddd",
    "a\u{2028}", "é\u{301}x", "\u{301}a", "ſ", "\u{212A}", "S", "\r", "a\u{85}",
  ]

  @Test(arguments: patterns)
  func agreesWithNSRegularExpression(_ pattern: String) throws {
    let ours = try LinearRegex(pattern)
    let theirs = try NSRegularExpression(pattern: pattern)
    for subject in Self.subjects {
      let expected = theirs.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
      #expect(ours.containsMatch(in: subject) == expected, "\(pattern.debugDescription) in \(subject.debugDescription)")
    }
  }

  @Test func listsAreLargeEnough() {
    #expect(Self.patterns.count >= 40)
    #expect(Self.subjects.count >= 20)
  }
}
