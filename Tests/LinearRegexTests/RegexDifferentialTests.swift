import Foundation
import LinearRegex
import Testing

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
    "\\Aa", "^.*\\.json$", "(?i)s", "(?i)[k-m]", "(?i)[ſ]", "[-.]", "[\\w.-]+", "%[0-9A-F]{2}", "\\u00e9", "\\x2F",
    "(?:/\\w+){3,}", "[😀-😂]",
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

  /// Subjects of 128 bytes or more go through the searcher's DFA cache; each short subject is padded so that
  /// its interesting part sits at the start, in the middle and at the end of a long one.
  static let longSubjects: [String] = subjects.flatMap { subject in
    let filler = String(repeating: "/xy", count: 50)
    return [filler + subject, subject + filler, filler + subject + filler, String(repeating: subject, count: 40)]
  }

  @Test(arguments: patterns)
  func agreesWithNSRegularExpressionOnLongSubjects(_ pattern: String) throws {
    let ours = try LinearRegex(pattern)
    let theirs = try NSRegularExpression(pattern: pattern)
    for subject in Self.longSubjects {
      let expected = theirs.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
      #expect(ours.containsMatch(in: subject) == expected, "\(pattern.debugDescription) in \(subject.debugDescription)")
    }
  }

  /// `(a|b)*a(a|b){12}c` has 2^13 DFA states, more than the cache holds, so over a long random a/b subject the
  /// cache empties and refills while searching; answers must not change. (The reference here is a direct scan:
  /// NSRegularExpression takes seconds on this pattern.)
  @Test func agreesWhenTheStateCacheOverflows() throws {
    let regex = try LinearRegex("(a|b)*a(a|b){12}c")
    var seed: UInt32 = 12_345
    var letters: [Character] = []
    for _ in 0..<6000 {
      seed = seed &* 1_103_515_245 &+ 12_345
      letters.append((seed >> 16) & 1 == 0 ? "a" : "b")
    }
    let base = String(letters)
    let subjects = [base, base + "c", "b" + base.suffix(12) + "c", base + "ac", String(base.dropLast(12)) + "abbbbc"]
    for subject in subjects {
      let characters = Array(subject)
      let expected = characters.indices.contains { start in
        start + 13 < characters.count && characters[start] == "a"
          && characters[(start + 1)...(start + 12)].allSatisfy { $0 == "a" || $0 == "b" }
          && characters[start + 13] == "c"
      }
      #expect(regex.containsMatch(in: subject) == expected, "subject ending \(subject.suffix(16))")
    }
    #expect(regex.containsMatch(in: base + "c") == (base.suffix(13).first == "a"))
  }

  @Test func listsAreLargeEnough() {
    #expect(Self.patterns.count >= 40)
    #expect(Self.subjects.count >= 20)
  }
}
