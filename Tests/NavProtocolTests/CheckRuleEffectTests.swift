import NavJSON
import NavProtocol
import Testing

@Suite struct CheckRuleEffectTests {
  static let reported: [CheckCase] = [
    .init(
      "invalid regex", #"{"rules": [{"patterns": ["/a", "/b("], "properties": {"context": "modal"}}]}"#,
      [
        #"rules[0].patterns[1]: error: invalid regular expression "/b(": unbalanced parenthesis: '(' is never closed (at offset 2); the pattern is skipped"#
      ]),
    .init(
      "only invalid regexes", #"{"rules": [{"patterns": ["[", "a**"], "properties": {"context": "modal"}}]}"#,
      [
        #"rules[0].patterns[0]: error: invalid regular expression "[": character class '[' is never closed with ']' (at offset 0); the pattern is skipped"#,
        #"rules[0].patterns[1]: error: invalid regular expression "a**": quantifier '*' has nothing to repeat (at offset 2); the pattern is skipped"#,
        "rules[0].patterns: warning: no pattern of the rule is a valid regular expression, so it never applies",
      ]),
    .init(
      "empty patterns", #"{"rules": [{"patterns": [], "properties": {"context": "modal"}}]}"#,
      ["rules[0].patterns: warning: the rule has no patterns, so it never applies"]),
    .init(
      "empty properties", #"{"rules": [{"patterns": ["/a"], "properties": {}}]}"#,
      ["rules[0].properties: warning: the rule sets no properties, so it has no effect"]),
    .init(
      "shadowed by a built-in",
      #"{"rules": [{"patterns": ["^/recede_historical_location$"], "properties": {"presentation": "replace", "context": "modal"}}]}"#,
      [
        "rules[0]: warning: the rule never has an effect: wherever it applies, the built-in /recede_historical_location "
          + "rule overwrites every key it sets (presentation, context)"
      ]),
    .init(
      "same pattern as a later rule that sets every key",
      """
      {"rules": [
        {"patterns": ["/new$"], "properties": {"context": "modal"}},
        {"patterns": ["/new$"], "properties": {"context": "default", "animated": false}}
      ]}
      """,
      [
        "rules[0]: warning: the rule never has an effect: wherever it applies, rules[1] overwrites every key it sets (context)"
      ]),
    .init(
      "same regex text, not a literal",
      """
      {"rules": [
        {"patterns": ["^/items/\\\\d+$"], "properties": {"presentation": "replace"}},
        {"patterns": ["^/items/\\\\d+$"], "properties": {"presentation": "default"}}
      ]}
      """,
      [
        "rules[0]: warning: the rule never has an effect: wherever it applies, rules[1] overwrites every key it sets (presentation)"
      ]),
    .init(
      "keys overwritten by two later rules together",
      """
      {"rules": [
        {"patterns": ["^/settings/profile"], "properties": {"context": "modal", "modal_style": "full"}},
        {"patterns": ["/settings"], "properties": {"context": "default"}},
        {"patterns": ["^/settings/"], "properties": {"modal_style": "medium"}}
      ]}
      """,
      [
        "rules[0]: warning: the rule never has an effect: wherever it applies, rules[1], rules[2] overwrite every key "
          + "it sets (context, modal_style)"
      ]),
    .init(
      "every pattern covered",
      """
      {"rules": [
        {"patterns": ["^/a$", "/b/c"], "properties": {"animated": false}},
        {"patterns": ["/a", "/b"], "properties": {"animated": true}}
      ]}
      """,
      [
        "rules[0]: warning: the rule never has an effect: wherever it applies, rules[1] overwrites every key it sets (animated)"
      ]),
    .init(
      "escaped punctuation is literal",
      """
      {"rules": [
        {"patterns": ["\\\\.pdf$"], "properties": {"view_controller": "pdf"}},
        {"patterns": ["pdf$"], "properties": {"view_controller": "web"}}
      ]}
      """,
      [
        "rules[0]: warning: the rule never has an effect: wherever it applies, rules[1] overwrites every key it sets "
          + "(view_controller)"
      ]),
    .init(
      "under pathConfiguration in a client configuration",
      #"{"pathConfiguration": {"rules": [{"patterns": ["/a"], "properties": {"context": "Modal"}}, {"patterns": [], "properties": {}}]}}"#,
      [
        #"pathConfiguration.rules[0].properties.context: error: unknown value "Modal" (expected one of default, modal); did you mean "modal"?"#,
        "pathConfiguration.rules[1].patterns: warning: the rule has no patterns, so it never applies",
      ]),
  ]

  /// Decided with automata, not only for literal patterns (docs/check.md): a class of one letter is that letter.
  @Test func aClassOfOneLetterIsProvedToo() {
    let json =
      #"{"rules": [{"patterns": ["/[a]"], "properties": {"context": "modal"}}, {"patterns": ["/a"], "properties": {"context": "default"}}]}"#
    #expect(
      CheckFixtures.lines(json) == [
        "rules[0]: warning: the rule never has an effect: wherever it applies, rules[1] overwrites every key it sets (context)"
      ])
  }

  @Test(arguments: reported)
  func reportsTheRule(_ testCase: CheckCase) {
    #expect(CheckFixtures.lines(testCase.json) == testCase.lines)
  }

  /// Rules that do have an effect for some URL, or where that cannot be proved otherwise: nothing is said.
  static let notReported: [CheckCase] = [
    .init(
      "a later rule misses a key",
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal", "animated": false}}, {"patterns": ["/a"], "properties": {"context": "default"}}]}"#,
      // The rule still has an effect (animated); its context never does: overwrittenKey, not overwrittenRule.
      [
        #"rules[0].properties.context: warning: "context" never takes effect: wherever the rule applies, rules[1] overwrites it (for example at "/a")"#
      ]),
    .init(
      "a later rule matches less",
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal"}}, {"patterns": ["^/a$"], "properties": {"context": "default"}}]}"#,
      []),
    .init(
      "an earlier rule never overwrites",
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal"}}, {"patterns": ["/a/b"], "properties": {"context": "default"}}]}"#,
      []),
    .init(
      "start anchor needs the start",
      #"{"rules": [{"patterns": ["/x/a"], "properties": {"context": "modal"}}, {"patterns": ["^/a"], "properties": {"context": "default"}}]}"#,
      []),
    .init(
      "end anchor needs the end",
      #"{"rules": [{"patterns": ["/a/x"], "properties": {"context": "modal"}}, {"patterns": ["/a$"], "properties": {"context": "default"}}]}"#,
      []),
    .init(
      "case-insensitive flag",
      #"{"rules": [{"patterns": ["(?i)/a"], "properties": {"context": "modal"}}, {"patterns": ["/a"], "properties": {"context": "default"}}]}"#,
      []),
    .init(
      "escaped letter is not a literal",
      #"{"rules": [{"patterns": ["/\\d"], "properties": {"context": "modal"}}, {"patterns": ["/d"], "properties": {"context": "default"}}]}"#,
      []),
    .init(
      "a built-in keeps other keys",
      #"{"rules": [{"patterns": ["/recede_historical_location"], "properties": {"animated": false}}]}"#,
      []),
    .init(
      "the overwriting pattern is invalid",
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal"}}, {"patterns": ["/a("], "properties": {"context": "default"}}]}"#,
      [
        #"rules[1].patterns[0]: error: invalid regular expression "/a(": unbalanced parenthesis: '(' is never closed (at offset 2); the pattern is skipped"#,
        "rules[1].patterns: warning: no pattern of the rule is a valid regular expression, so it never applies",
      ]),
    .init(
      "precomposed and decomposed are different patterns",
      #"{"rules": [{"patterns": ["/caf\u00e9"], "properties": {"context": "modal"}}, {"patterns": ["/cafe\u0301"], "properties": {"context": "default"}}]}"#,
      []),
    .init(
      "a shape problem elsewhere stops the analysis",
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal"}}, {"patterns": ["/a"], "properties": {"context": "default"}}, {"patterns": "/b", "properties": {}}]}"#,
      ["rules[2].patterns: error: must be an array of strings, not string"]),
  ]

  @Test(arguments: notReported)
  func saysNothingUnproved(_ testCase: CheckCase) {
    #expect(CheckFixtures.lines(testCase.json) == testCase.lines)
  }

  @Test func warningsHaveTheirCodes() {
    let json = """
      {"rules": [
        {"patterns": [], "properties": {"context": "modal"}},
        {"patterns": ["("], "properties": {"context": "modal"}},
        {"patterns": ["/a"], "properties": {}},
        {"patterns": ["/b"], "properties": {"context": "modal"}},
        {"patterns": ["/b"], "properties": {"context": "default"}}
      ]}
      """
    let problems = ConfigurationChecker.check(bytes: Array(json.utf8)).problems
    #expect(
      problems.map(\.code) == [
        "emptyPatterns", "invalidPattern", "noValidPattern", "emptyProperties", "overwrittenRule",
      ])
    #expect(problems.map(\.severity) == [.warning, .error, .warning, .warning, .warning])
  }

  /// docs/check.md: patterns of up to 200 scalars are always decided.
  static let alphabet = String(repeating: "abcdefghij", count: 20)
  static let items = String(repeating: "/items/[0-9]+", count: 15)
  static let words = String(repeating: "/\\w+/\\d+", count: 15)
  static let letters = String(repeating: "[a-z]", count: 39)
  static let longPatterns: [(earlier: String, later: String)] = [
    // A literal of 200 scalars and a later pattern that is its last 198.
    ("/" + String(alphabet.dropLast()), String(alphabet.dropFirst().dropLast())),
    // Classes and repetitions: each [0-9] is a \\d, and each literal a \\w+, anchored the same.
    ("^" + items + "$", "^" + words + "$"),
    ("/" + letters, "/[a-z]{39}"),
  ]

  @Test(arguments: longPatterns)
  func patternsOfUpTo200ScalarsAreDecided(_ row: (earlier: String, later: String)) {
    #expect(row.earlier.unicodeScalars.count <= 200 && row.later.unicodeScalars.count <= 200)
    func escaped(_ pattern: String) -> String { JSONValue.string(pattern).jsonText }
    let json =
      #"{"rules": [{"patterns": [\#(escaped(row.earlier))], "properties": {"context": "modal"}}, "#
      + #"{"patterns": [\#(escaped(row.later))], "properties": {"context": "default"}}]}"#
    #expect(
      CheckFixtures.lines(json) == [
        "rules[0]: warning: the rule never has an effect: wherever it applies, rules[1] overwrites every key it sets (context)"
      ])
  }

  @Test func aLongPatternThatNeverMatchesIsDecided() {
    let pattern = "^" + String(repeating: "x[0-9]+", count: 28) + "$"
    #expect(pattern.unicodeScalars.count <= 200)
    #expect(
      CheckFixtures.lines(#"{"rules": [{"patterns": ["\#(pattern)"], "properties": {"context": "modal"}}]}"#)
        == [
          #"rules[0].patterns[0]: warning: the pattern "\#(pattern.prefix(60))…" matches no URL path or query (a path starts with "/", a query with "?"), so it never applies"#
        ])
  }

  @Test func longPatternsExhaustTheBudgetWithoutFalseReports() {
    // 1 000 rules with 200-character literal patterns that share a prefix: comparing every
    // pair would cost far more than the analysis' work budget, so it stops early (and
    // quickly), reporting nothing it has not proved.
    let stem = String(repeating: "segment/", count: 24)
    let rules = (0..<1000).map { #"{"patterns": ["/\#(stem)\#($0)/"], "properties": {"context": "modal"}}"# }
    let json = #"{"rules": [\#(rules.joined(separator: ","))]}"#
    #expect(CheckFixtures.lines(json).isEmpty)
  }
}

/// What an editor's hover on a rule shows: for each key, the later rules that overwrite it.
@Suite struct CheckRuleOverwritesTests {
  static let document: JSONValue = [
    "rules": [
      ["patterns": ["/posts/\\d+$", "/new$"], "properties": ["context": "modal", "animated": false, "title": "x"]],
      ["patterns": ["/posts/"], "properties": ["context": "default"]],
      ["patterns": ["/new$"], "properties": ["context": "default", "animated": true]],
      ["patterns": ["^/users"], "properties": ["animated": true]],
    ]
  ]

  @Test func eachKeyNamesItsOverwriters() throws {
    let overwrites = try #require(ConfigurationChecker.overwrites(ofRule: 0, in: Self.document, platform: .ios))
    // The built-ins overlap too ("/recede_historical_location/posts/1"), and so does ^/users ("/users/new").
    let builtIns = ["recede", "resume", "refresh"].map { "the built-in /\($0)_historical_location rule" }
    #expect(
      overwrites == [
        RuleKeyOverwrite(key: "context", rules: ["rules[1]", "rules[2]"] + builtIns, everywhere: true),
        RuleKeyOverwrite(key: "animated", rules: ["rules[2]", "rules[3]"], everywhere: false),
        RuleKeyOverwrite(key: "title", rules: [], everywhere: false),
      ])
  }

  @Test func theBuiltInsAreLaterRules() throws {
    let document: JSONValue = [
      "rules": [["patterns": ["_historical_location$"], "properties": ["presentation": "replace"]]]
    ]
    let overwrites = try #require(ConfigurationChecker.overwrites(ofRule: 0, in: document, platform: .android))
    #expect(overwrites.count == 1)
    #expect(overwrites[0].rules.count == 3)
    #expect(overwrites[0].everywhere == false)
  }

  @Test func anUnreadableRuleHasNone() {
    let document: JSONValue = ["rules": [7]]
    #expect(ConfigurationChecker.overwrites(ofRule: 0, in: document, platform: .ios) == nil)
    #expect(ConfigurationChecker.overwrites(ofRule: 3, in: Self.document, platform: .ios) != nil)
    #expect(ConfigurationChecker.overwrites(ofRule: 9, in: Self.document, platform: .ios) == nil)
  }
}
