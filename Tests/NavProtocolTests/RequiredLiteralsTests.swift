import Foundation
import LinearRegex
import NavJSON
import NavdTestKit
import Testing

@testable import NavProtocol

/// The literals path configuration checks before searching a pattern: exactly
/// what the pattern text guarantees, and never one a match could lack.
@Suite struct RequiredLiteralsTests {
  @Test(arguments: [
    ("^/new$", ["/new"]),
    ("/articles/[0-9]+/edit$", ["/articles/", "/edit"]),
    ("/recede_historical_location", ["/recede_historical_location"]),
    ("/a\\.b?", ["/a."]),
    ("/ab*c{2}d+e", ["/a"]),
    ("x(/y)?/z", ["/z"]),
    ("/photos/[^/]+\\?modal=1", ["/photos/", "?modal=1"]),
    ("[]ab]cd", ["cd"]),
    ("/é/ab", ["/ab"]),
    ("\\d\\d/ab\\b", ["/ab"]),
    ("ab+?cd", ["ab", "cd"]),
    ("/a|/b", []),
    ("(?i)/new", []),
    // Read from the engine's syntax tree, these are exact (the old text scanner gave up on them).
    ("/x(?:ab)", ["/xab"]),
    ("\\x41bc", ["Abc"]),
    ("\\Qab\\E", ["ab"]),
    ("\\tab", ["\tab"]),
  ])
  func examples(pattern: String, expected: [String]) {
    #expect(RequiredLiterals.of(pattern).map { String(decoding: $0, as: UTF8.self) } == expected)
  }

  static let patternPieces = [
    "a", "b", "ab", "/", "-", "\\.", "\\/", "\\?", "?", "*", "+", "{0,2}", "{2}", "+?", ".", "^", "$", "[ab]", "[^/]",
    "(a|b)", "(ab)?", "|", "\\d", "\\b", "é", "(?i)", "A", "\\x41", "\\Qa*\\E", "[]a]", "(", ")",
  ]
  static let subjectPieces = ["a", "b", "A", "/", "-", ".", "?", "é", "ab", "/a/b", "1"]

  /// Random patterns (valid ones only) against random subjects: whenever the
  /// regex matches, every required literal is in the subject, and a rule with
  /// the prefilter answers exactly as searching every pattern would.
  @Test func neverRulesOutAMatch() {
    var generator = SeededGenerator(seed: 0x5eed_1e77)
    var compiledCount = 0
    var withLiterals = 0
    var matchCount = 0
    var violations: [String] = []
    for _ in 0..<4_000 {
      let pattern = (0..<Int.random(in: 1...6, using: &generator))
        .map { _ in Self.patternPieces.randomElement(using: &generator)! }.joined()
      guard let regex = try? LinearRegex(pattern) else { continue }
      compiledCount += 1
      let literals = RequiredLiterals.of(pattern)
      if !literals.isEmpty { withLiterals += 1 }
      let rule = PathRule(patterns: [pattern], properties: JSONObject(), compiledPatterns: [regex])
      for _ in 0..<25 {
        let subject = (0..<Int.random(in: 0...6, using: &generator))
          .map { _ in Self.subjectPieces.randomElement(using: &generator)! }.joined()
        let matches = regex.containsMatch(in: subject)
        if matches {
          matchCount += 1
          for literal in literals where !contains(subject, literal) {
            violations.append("\(pattern) matches \(subject) without \(String(decoding: literal, as: UTF8.self))")
          }
        }
        if rule.matches(subject) != matches { violations.append("rule \(pattern) on \(subject)") }
      }
    }
    #expect(violations.isEmpty, "\(violations.prefix(10))")
    #expect(compiledCount > 1_000)
    #expect(withLiterals > 300)
    #expect(matchCount > 5_000)
  }

  private func contains(_ subject: String, _ literal: [UInt8]) -> Bool {
    let bytes = Array(subject.utf8)
    guard literal.count <= bytes.count else { return false }
    return (0...(bytes.count - literal.count)).contains { Array(bytes[$0..<($0 + literal.count)]) == literal }
  }
}
