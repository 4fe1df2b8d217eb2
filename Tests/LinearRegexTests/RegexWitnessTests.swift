import Testing

@testable import LinearRegex

/// The shortest-witness generator over the parser's tree: every witness is matched by its
/// pattern, uses URL-safe characters, and is as short as the pattern allows.
@Suite struct RegexWitnessTests {
  @Test(arguments: [
    ("/new$", "/new"),
    ("^/$", "/"),
    (#"^/posts/\d+/edit$"#, "/posts/0/edit"),
    ("/(new|edit)$", "/new"),
    ("/(edition|ed)$", "/ed"),
    ("[^/]+/comments", "a/comments"),
    ("/x{3}", "/xxx"),
    ("/a*b+", "/b"),
    ("/(?i)SETTINGS", "/SETTINGS"),
    (#"\bmodal\b"#, "modal"),
    (".*", ""),
    ("/users/[A-Z][a-z]?", "/users/A"),
    ("/search\\?q=", "/search?q="),
  ])
  func shortestWitness(_ pattern: String, _ expected: String) throws {
    let witness = RegexWitness.shortest(matching: pattern)
    #expect(witness == expected)
    #expect(try LinearRegex(pattern).containsMatch(in: witness ?? "\u{0}never"))
  }

  @Test(arguments: ["/caf\u{E9}$", "/a b", "/[\u{4E00}-\u{9FFF}]+", "/(unclosed"])
  func noWitnessOutsideTheAlphabetOrForAnInvalidPattern(_ pattern: String) {
    #expect(RegexWitness.shortest(matching: pattern) == nil)
  }
}
