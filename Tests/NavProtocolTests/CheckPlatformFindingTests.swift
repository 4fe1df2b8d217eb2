import NavJSON
import NavProtocol
import Testing

/// One document, the platform it is checked as (`nil`: auto), and the exact lines expected.
struct PlatformCheckCase: Sendable, CustomTestStringConvertible {
  let label: String
  let platform: Platform?
  let json: String
  let lines: [String]

  init(_ label: String, _ platform: Platform?, _ json: String, _ lines: [String]) {
    self.label = label
    self.platform = platform
    self.json = json
    self.lines = lines
  }

  var testDescription: String { label }

  var report: CheckReport { ConfigurationChecker.check(bytes: Array(json.utf8), platform: platform) }
}

/// The findings docs/check.md adds, each with cases that must fire and cases that must not.
@Suite struct CheckPlatformFindingTests {
  static func rule(_ properties: String, patterns: String = #"["/a"]"#) -> String {
    #"{"rules": [{"patterns": \#(patterns), "properties": \#(properties)}]}"#
  }

  static let legacyValues: [PlatformCheckCase] = [
    .init(
      "presentation modal on iOS", .ios, rule(#"{"presentation": "modal"}"#),
      [
        #"rules[0].properties.presentation: error: "presentation": "modal" is a turbo-ios value that Hotwire Native ignores; write "context": "modal""#
      ]),
    .init(
      "presentation MODAL on Android (any case)", .android, rule(#"{"presentation": "MODAL"}"#),
      [
        #"rules[0].properties.presentation: error: "presentation": "MODAL" is a turbo-ios value that Hotwire Native ignores; write "context": "modal""#
      ]),
    .init(
      "presentation push on iOS", .ios, rule(#"{"presentation": "push"}"#),
      [
        #"rules[0].properties.presentation: error: "presentation": "push" is a Hotwire Native Android value that Hotwire Native iOS does not read (it pushes by default); remove the key"#
      ]),
    .init("presentation push on Android is a value", .android, rule(#"{"presentation": "push"}"#), []),
    .init("presentation Push on Android, any case", .android, rule(#"{"presentation": "Push"}"#), []),
    .init(
      "presentation Modal on iOS is only unknown (case-sensitive)", .ios, rule(#"{"presentation": "Modal"}"#),
      [
        #"rules[0].properties.presentation: error: unknown value "Modal" (expected one of default, pop, replace, refresh, clear_all, replace_root, none)"#
      ]),
    .init("context modal is right", .ios, rule(#"{"context": "modal"}"#), []),
  ]

  @Test(arguments: legacyValues)
  func legacyValue(_ testCase: PlatformCheckCase) {
    #expect(testCase.report.problems.map(\.description) == testCase.lines)
  }

  static let otherPlatformKeys: [PlatformCheckCase] = [
    .init(
      "uri on iOS", .ios, rule(#"{"uri": 7}"#),
      [#"rules[0].properties.uri: warning: "uri" is a Hotwire Native Android key; Hotwire Native iOS ignores it"#]),
    .init(
      "fallback_uri on iOS", .ios, rule(#"{"fallback_uri": "hotwire://fragment/web"}"#),
      [
        #"rules[0].properties.fallback_uri: warning: "fallback_uri" is a Hotwire Native Android key; Hotwire Native iOS ignores it"#
      ]),
    .init(
      "view_controller, modal_style, modal_dismiss_gesture_enabled on Android", .android,
      rule(#"{"view_controller": "x", "modal_style": "nonsense", "modal_dismiss_gesture_enabled": "yes"}"#),
      [
        #"rules[0].properties.view_controller: warning: "view_controller" is a Hotwire Native iOS key; Hotwire Native Android ignores it"#,
        #"rules[0].properties.modal_style: warning: "modal_style" is a Hotwire Native iOS key; Hotwire Native Android ignores it"#,
        #"rules[0].properties.modal_dismiss_gesture_enabled: warning: "modal_dismiss_gesture_enabled" is a Hotwire Native iOS key; Hotwire Native Android ignores it"#,
      ]),
    .init("a custom key title in an iOS file", .ios, rule(#"{"title": "Settings"}"#), []),
    .init("uri on Android", .android, rule(#"{"uri": "hotwire://fragment/web", "title": "T"}"#), []),
    .init("view_controller on iOS", .ios, rule(#"{"view_controller": "settings"}"#), []),
  ]

  @Test(arguments: otherPlatformKeys)
  func otherPlatformKey(_ testCase: PlatformCheckCase) {
    #expect(testCase.report.problems.map(\.description) == testCase.lines)
  }

  static let neverMatching: [PlatformCheckCase] = [
    .init(
      "anchored without the slash", .ios, rule(#"{"context": "modal"}"#, patterns: #"["^feed$", "^/feed$"]"#),
      [
        #"rules[0].patterns[0]: warning: the pattern "^feed$" matches no URL path or query (a path starts with "/", a query with "?"), so it never applies"#
      ]),
    .init(
      "anchored without the slash on Android, too", .android, rule(#"{"context": "modal"}"#, patterns: #"["^feed/$"]"#),
      [
        #"rules[0].patterns[0]: warning: the pattern "^feed/$" matches no URL path or query (a path starts with "/", a query with "?"), so it never applies"#
      ]),
    .init(
      "an end before more text", .ios, rule(#"{"context": "modal"}"#, patterns: #"["/a$/b"]"#),
      [
        #"rules[0].patterns[0]: warning: the pattern "/a$/b" matches no URL path or query (a path starts with "/", a query with "?"), so it never applies"#
      ]),
    .init(
      "an end before more text, after a counted wildcard too large to determinise", .ios,
      rule(#"{"context": "modal"}"#, patterns: #"["/a.{30}b$c"]"#),
      [
        #"rules[0].patterns[0]: warning: the pattern "/a.{30}b$c" matches no URL path or query (a path starts with "/", a query with "?"), so it never applies"#
      ]),
    .init(
      "a start after text, after an automaton too large to determinise", .android,
      rule(#"{"context": "modal"}"#, patterns: #"["(a|b)*a(a|b){20}^x"]"#),
      [
        #"rules[0].patterns[0]: warning: the pattern "(a|b)*a(a|b){20}^x" matches no URL path or query (a path starts with "/", a query with "?"), so it never applies"#
      ]),
    .init(
      "a counted wildcard that can match", .ios, rule(#"{"context": "modal"}"#, patterns: #"["/a.{30}b$"]"#), []),
    .init("^/feed$ matches /feed", .ios, rule(#"{"context": "modal"}"#, patterns: #"["^/feed$"]"#), []),
    .init("^$ matches the empty subject", .ios, rule(#"{"context": "modal"}"#, patterns: #"["^$"]"#), []),
    .init("a query pattern", .ios, rule(#"{"context": "modal"}"#, patterns: #"["^\\?tab=1"]"#), []),
    .init("unanchored feed", .ios, rule(#"{"context": "modal"}"#, patterns: #"["feed$"]"#), []),
    .init("a catch-all", .ios, rule(#"{"context": "modal"}"#, patterns: #"[".*"]"#), []),
  ]

  @Test(arguments: neverMatching)
  func neverMatches(_ testCase: PlatformCheckCase) {
    #expect(testCase.report.problems.map(\.description) == testCase.lines)
  }

  static let overwritten: [PlatformCheckCase] = [
    .init(
      "a catch-all last overwrites an earlier rule", .ios,
      #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}, {"patterns": ["/.*"], "properties": {"context": "default"}}]}"#,
      [
        "rules[0]: warning: the rule never has an effect: wherever it applies, rules[1] overwrites every key it sets (context)"
      ]),
    .init(
      "alternatives covered by two later rules", .ios,
      #"{"rules": [{"patterns": ["^/(posts|users)/\\d+$"], "properties": {"animated": false}}, {"patterns": ["^/posts/"], "properties": {"animated": true}}, {"patterns": ["^/users/\\d"], "properties": {"animated": true}}]}"#,
      [
        "rules[0]: warning: the rule never has an effect: wherever it applies, rules[1], rules[2] overwrite every key it sets (animated)"
      ]),
    .init(
      "compared case-insensitively on Android", .android,
      #"{"rules": [{"patterns": ["/NEW$"], "properties": {"context": "modal"}}, {"patterns": ["/new"], "properties": {"context": "default"}}]}"#,
      [
        "rules[0]: warning: the rule never has an effect: wherever it applies, rules[1] overwrites every key it sets (context)"
      ]),
    .init(
      "not on iOS, where case matters", .ios,
      #"{"rules": [{"patterns": ["/NEW$"], "properties": {"context": "modal"}}, {"patterns": ["/new"], "properties": {"context": "default"}}]}"#,
      []),
    .init(
      "a catch-all that is first", .ios,
      #"{"rules": [{"patterns": [".*"], "properties": {"context": "default", "pull_to_refresh_enabled": true}}, {"patterns": ["/new$"], "properties": {"context": "modal", "pull_to_refresh_enabled": false}}]}"#,
      []),
    .init(
      "a catch-all that sets a key no earlier rule sets", .ios,
      #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}, {"patterns": [".*"], "properties": {"pull_to_refresh_enabled": true}}]}"#,
      []),
    .init(
      "a rule that never applies is not also overwritten", .ios,
      #"{"rules": [{"patterns": ["^feed$"], "properties": {"context": "modal"}}, {"patterns": [".*"], "properties": {"context": "default"}}]}"#,
      [
        #"rules[0].patterns[0]: warning: the pattern "^feed$" matches no URL path or query (a path starts with "/", a query with "?"), so it never applies"#
      ]),
  ]

  /// `\d` is any Unicode decimal digit (ICU), so `[0-9]` does not cover it: "/users/٣" is a counterexample.
  @Test func aUnicodeDigitIsNotCoveredByAnASCIIRange() {
    let json =
      #"{"rules": [{"patterns": ["^/users/\\d+$"], "properties": {"animated": false}}, {"patterns": ["^/users/[0-9]"], "properties": {"animated": true}}]}"#
    #expect(ConfigurationChecker.check(bytes: Array(json.utf8), platform: .ios).problems.isEmpty)
  }

  @Test(arguments: overwritten)
  func overwrittenRule(_ testCase: PlatformCheckCase) {
    #expect(testCase.report.problems.map(\.description) == testCase.lines)
  }

  static let missing: [PlatformCheckCase] = [
    .init("settings without rules on iOS", .ios, #"{"settings": {}}"#, ["rules: error: is required"]),
    .init("rules null on iOS", .ios, #"{"rules": null}"#, ["rules: error: is required"]),
    .init("settings without rules on Android", .android, #"{"settings": {}}"#, []),
    .init("an empty object on Android", .android, "{}", []),
    .init("any object on Android", .android, #"{"version": 2}"#, []),
    .init("rules present", .ios, #"{"rules": []}"#, []),
  ]

  @Test(arguments: missing)
  func missingRules(_ testCase: PlatformCheckCase) throws {
    let report = testCase.report
    #expect(report.problems.map(\.description) == testCase.lines)
    if let problem = report.problems.first {
      #expect(problem.code == "missingRules")
      #expect(problem.range?.bytes == 0..<1)
    }
  }

  static let modalReplaceRoots: [PlatformCheckCase] = [
    .init(
      "modal replace_root on Android", .android,
      rule(#"{"context": "modal", "presentation": "replace_root"}"#, patterns: #"["/welcome$"]"#),
      [
        #"rules[0]: error: the rule sets "context": "modal" together with "presentation": "replace_root", which Hotwire Native Android refuses by throwing (for example at "/welcome", where no later rule changes either)"#
      ]),
    .init(
      "any case, and a later rule that changes only some subjects", .android,
      #"{"rules": [{"patterns": ["/w"], "properties": {"context": "MODAL", "presentation": "Replace_Root"}}, {"patterns": ["/w/x"], "properties": {"context": "default"}}]}"#,
      [
        #"rules[0]: error: the rule sets "context": "modal" together with "presentation": "replace_root", which Hotwire Native Android refuses by throwing (for example at "/w", where no later rule changes either)"#
      ]),
    .init(
      "not on iOS", .ios, rule(#"{"context": "modal", "presentation": "replace_root"}"#), []),
    .init(
      "a later rule changes the context everywhere it applies", .android,
      #"{"rules": [{"patterns": ["^/w$"], "properties": {"context": "modal", "presentation": "replace_root"}}, {"patterns": ["/w"], "properties": {"context": "default"}}]}"#,
      [
        #"rules[0].properties.context: warning: "context" never takes effect: wherever the rule applies, rules[1] overwrites it (for example at "/w")"#
      ]),
    .init("only a modal", .android, rule(#"{"context": "modal", "presentation": "replace"}"#), []),
    .init("only a replace_root", .android, rule(#"{"presentation": "replace_root"}"#), []),
  ]

  @Test(arguments: modalReplaceRoots)
  func modalReplaceRoot(_ testCase: PlatformCheckCase) {
    #expect(testCase.report.problems.map(\.description) == testCase.lines)
  }

  static let wrongTypes: [PlatformCheckCase] = [
    .init(
      "pull_to_refresh_enabled as a string on Android crashes", .android, rule(#"{"pull_to_refresh_enabled": "true"}"#),
      [
        #"rules[0].properties.pull_to_refresh_enabled: error: expected true or false, got string "true" (write true without quotes); Hotwire Native Android's decoder throws on it, so the app crashes"#
      ]),
    .init(
      "historical_location as a number on Android crashes", .android, rule(#"{"historical_location": 1}"#),
      [
        #"rules[0].properties.historical_location: error: expected true or false, got number 1 (write true); Hotwire Native Android's decoder throws on it, so the app crashes"#
      ]),
    .init(
      "the same on iOS falls back", .ios, rule(#"{"pull_to_refresh_enabled": "true"}"#),
      [
        #"rules[0].properties.pull_to_refresh_enabled: error: expected true or false, got string "true" (write true without quotes)"#
      ]),
    .init(
      "a title that is not a string on Android", .android, rule(#"{"title": 3}"#),
      [#"rules[0].properties.title: error: expected a string, got number 3"#]),
    .init("booleans on Android", .android, rule(#"{"animated": false, "pull_to_refresh_enabled": null}"#), []),
  ]

  @Test(arguments: wrongTypes)
  func wrongType(_ testCase: PlatformCheckCase) {
    #expect(testCase.report.problems.map(\.description) == testCase.lines)
  }

  static let misspelled: [PlatformCheckCase] = [
    .init(
      "contxt", .ios, rule(#"{"contxt": "modal"}"#),
      [#"rules[0].properties.contxt: warning: unknown key "contxt" is ignored; did you mean "context"?"#]),
    .init(
      "presentaton", .android, rule(#"{"presentaton": "push"}"#),
      [#"rules[0].properties.presentaton: warning: unknown key "presentaton" is ignored; did you mean "presentation"?"#]
    ),
    .init(
      "url on Android", .android, rule(#"{"url": "hotwire://fragment/web"}"#),
      [#"rules[0].properties.url: warning: unknown key "url" is ignored; did you mean "uri"?"#]),
    .init("title on iOS is the app's own", .ios, rule(#"{"title": "x", "tabs": [], "badge": 1}"#), []),
    .init("far from every key", .ios, rule(#"{"feature_flag": true}"#), []),
  ]

  @Test(arguments: misspelled)
  func misspelledKey(_ testCase: PlatformCheckCase) {
    #expect(testCase.report.problems.map(\.description) == testCase.lines)
  }

  static let autoPlatforms: [(json: String, platform: Platform?)] = [
    (#"{"rules": []}"#, .ios),
    (#"{"rules": [{"patterns": [], "properties": {"uri": null}}]}"#, .android),
    (#"{"rules": [{"patterns": [], "properties": {"fallback_uri": 1}}]}"#, .android),
    (#"{"platform": "android", "pathConfiguration": {"rules": []}}"#, .android),
    (#"{"platform": "ios", "pathConfiguration": {"rules": [{"patterns": [], "properties": {"uri": "x"}}]}}"#, .ios),
    (#"{"pathConfiguration": {"rules": [{"patterns": ["/a"], "properties": {"uri": "x"}}]}}"#, .android),
    (#"[]"#, nil),
    (#""text""#, nil),
  ]

  @Test(arguments: autoPlatforms)
  func autoPicksThePlatform(_ row: (json: String, platform: Platform?)) {
    #expect(ConfigurationChecker.check(bytes: Array(row.json.utf8)).platform == row.platform)
  }
}
