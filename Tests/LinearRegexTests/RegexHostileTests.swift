import LinearRegex
import Testing

/// A pattern that makes backtracking engines take exponential (or high-polynomial) time, a long subject built
/// to trigger it, and the answer. These just have to finish; there are no timing assertions.
struct RegexHostileCase: CustomTestStringConvertible, Sendable {
  let pattern: String
  let subject: String
  let matches: Bool

  var testDescription: String { "\(pattern) over \(subject.count) characters" }
}

@Suite struct RegexHostileTests {
  static let length = 50_000
  static let run = String(repeating: "a", count: length)

  static let cases: [RegexHostileCase] = [
    .init(pattern: "(a+)+$", subject: run + "!", matches: false),
    .init(pattern: "(a+)+$", subject: run, matches: true),
    .init(pattern: "^(a+)+$", subject: run + "!", matches: false),
    .init(pattern: "(a|a)*b", subject: run, matches: false),
    .init(pattern: "(a|aa)*c", subject: run, matches: false),
    .init(pattern: "(a*)*b", subject: run, matches: false),
    .init(pattern: "(.*){20}x", subject: run, matches: false),
    .init(pattern: "(.*){20}x", subject: run + "x", matches: true),
    .init(pattern: "(.*a){20}", subject: String(repeating: "b", count: length) + "a", matches: false),
    .init(pattern: "(x+x+)+y", subject: String(repeating: "x", count: length), matches: false),
    .init(pattern: "^(\\w+\\s?)+$", subject: String(repeating: "word ", count: length / 5) + "!", matches: false),
    .init(pattern: "(?i)(a|A)+B$", subject: String(repeating: "aA", count: length / 2), matches: false),
    .init(pattern: "\\b(a+\\b)+c", subject: run, matches: false),
    .init(pattern: "(a{1,20}){1,20}b", subject: run, matches: false),
    .init(pattern: "(é+)+$", subject: String(repeating: "é", count: length) + "!", matches: false),
    .init(pattern: "^(/[^/]*)*/edit$", subject: String(repeating: "/x", count: length / 2) + "/editx", matches: false),
    .init(
      pattern: "/recede_historical_location", subject: String(repeating: "/recede", count: length / 7),
      matches: false),
    .init(pattern: "a{1000}b", subject: run, matches: false),
  ]

  @Test(arguments: cases)
  func finishesWithTheRightAnswer(_ row: RegexHostileCase) throws {
    let regex = try LinearRegex(row.pattern)
    #expect(regex.containsMatch(in: row.subject) == row.matches)
  }

  /// Compilation work is bounded too: thousands of large case-insensitive classes, or nearly the largest
  /// program the limit allows, compile quickly and still match correctly.
  @Test func hostileCompilationFinishes() throws {
    let classes = try LinearRegex("(?i)" + String(repeating: "[\\x{0}-\\x{FFF}]", count: 5000))
    #expect(!classes.containsMatch(in: "Ab"))
    let large = try LinearRegex("^(?:[a-z]{4,10}/){500}\\d")
    #expect(large.containsMatch(in: String(repeating: "path/", count: 500) + "7"))
    #expect(!large.containsMatch(in: String(repeating: "path/", count: 499) + "7"))
  }
}
