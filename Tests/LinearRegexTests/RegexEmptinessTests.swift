import LinearRegex
import Testing

/// ``RegexEmptiness`` proves by one thread's walk that no subject matches a pattern, also where
/// the product search of ``RegexLanguage`` gives up; it never claims so for a pattern some subject matches.
@Suite struct RegexEmptinessTests {
  static let universe = RegexSubjectUniverse.pathConfigurationSubjects

  /// Patterns no subject matches, the last three with automata too large to determinise.
  static let empty: [String] = [
    "^feed$", "^a", "$x", "^$x", "^[^/?]", "a\\nb", "x^", "/a.{30}b$c", "(a|b)*a(a|b){20}^x", "/a.{40}$/",
  ]

  @Test(arguments: empty)
  func provesThatNoSubjectMatches(_ pattern: String) throws {
    #expect(RegexEmptiness.isProvedEmpty(try RegexAutomaton(pattern), universe: Self.universe))
  }

  /// Patterns some subject matches (the subject in the comment is one).
  static let matched: [String] = [
    "^/feed$",  // /feed
    "^$",  // the empty subject
    "feed",  // /feed
    #"\?page=\d+"#,  // ?page=0
    "/a.{30}b$",  // /a followed by 30 scalars and b
    "(?i)^/FEED$",  // /feed
    #"\bnew\b"#,  // /new
    ".*",  // the empty subject
  ]

  @Test(arguments: matched)
  func neverClaimsSoForAPatternSomeSubjectMatches(_ pattern: String) throws {
    #expect(!RegexEmptiness.isProvedEmpty(try RegexAutomaton(pattern), universe: Self.universe))
  }

  /// Agrees with the product search wherever that one decides.
  @Test(arguments: RegexLanguageTests.neverFound)
  func agreesWithTheProductSearch(_ pattern: String) throws {
    var budget = 1_000_000
    let automaton = try RegexAutomaton(pattern)
    let product = RegexLanguage.subject(matching: automaton, universe: Self.universe, budget: &budget)
    // \b and \B always pass in the walk, so a pattern empty only through them is left to the product.
    if !pattern.contains(#"\b"#), !pattern.contains(#"\B"#), !pattern.contains(#"\w"#) {
      #expect(product == .none)
      #expect(RegexEmptiness.isProvedEmpty(automaton, universe: Self.universe))
    }
  }
}
