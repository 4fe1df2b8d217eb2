import LinearRegex
import NavJSON
import NavProtocol
import Testing

/// The findings for files the checker had never seen (docs/check.md): `overwrittenKey`,
/// `unescapedQueryMark`, `globStar`, and `--platform auto` reading the path first. Each table
/// has cases that must fire and cases that must not, on both platforms.
@Suite struct CheckIntentFindingTests {
  static let platforms: [Platform] = [.ios, .android]

  /// A case run on both platforms: the codes and paths of the new findings it must give (the
  /// same on each), and the message of the first.
  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var json: String
    var findings: [String]
    var firstMessage: String?

    init(_ label: String, _ json: String, _ findings: [String], _ firstMessage: String? = nil) {
      self.label = label
      self.json = json
      self.findings = findings
      self.firstMessage = firstMessage
    }

    var testDescription: String { label }
  }

  static let newCodes: Set<String> = ["overwrittenKey", "unescapedQueryMark", "globStar"]

  static func newFindings(_ json: String, platform: Platform) -> [CheckProblem] {
    ConfigurationChecker.check(bytes: Array(json.utf8), platform: platform).problems.filter {
      newCodes.contains($0.code)
    }
  }

  // MARK: overwrittenKey

  static let overwrittenKeys: [Case] = [
    .init(
      "a home rule's destination key under a later catch-all",
      """
      {"rules": [
        {"patterns": ["^/$", "/sign_in$"], "properties": {"title": "Home", "presentation": "replace_root"}},
        {"patterns": [".*"], "properties": {"title": "Web"}}
      ]}
      """,
      ["overwrittenKey rules[0].properties.title"],
      #""title" never takes effect: wherever the rule applies, rules[1] overwrites it (for example at "/")"#),
    .init(
      "two later rules cover the key together",
      """
      {"rules": [
        {"patterns": ["^/posts/(new|edit)$"], "properties": {"context": "modal", "animated": false}},
        {"patterns": ["/new$"], "properties": {"context": "default"}},
        {"patterns": ["/edit$"], "properties": {"context": "default"}}
      ]}
      """,
      ["overwrittenKey rules[0].properties.context"],
      #""context" never takes effect: wherever the rule applies, rules[1], rules[2] overwrite it (for example at "/posts/edit")"#
    ),
    .init(
      "a key a built-in overwrites",
      """
      {"rules": [
        {"patterns": ["^/recede_historical_location$"], "properties": {"presentation": "replace", "title": "x"}}
      ]}
      """,
      ["overwrittenKey rules[0].properties.presentation"]),
  ]

  static let keptKeys: [Case] = [
    .init(
      "the later rule applies only somewhere",
      """
      {"rules": [
        {"patterns": ["^/$", "/sign_in$"], "properties": {"title": "Home", "presentation": "replace_root"}},
        {"patterns": ["^/$"], "properties": {"title": "Web"}}
      ]}
      """, []),
    .init(
      "a rule overwritten whole is reported once, as overwrittenRule",
      """
      {"rules": [
        {"patterns": ["/new$"], "properties": {"context": "modal"}},
        {"patterns": [".*"], "properties": {"context": "default"}}
      ]}
      """, []),
    .init(
      "no later rule sets the key",
      """
      {"rules": [
        {"patterns": ["/new$"], "properties": {"context": "modal", "title": "New"}},
        {"patterns": [".*"], "properties": {"animated": true}}
      ]}
      """, []),
    .init(
      "a catch-all first",
      """
      {"rules": [
        {"patterns": [".*"], "properties": {"context": "default", "title": "Web"}},
        {"patterns": ["/new$"], "properties": {"context": "modal"}}
      ]}
      """, []),
  ]

  @Test(arguments: overwrittenKeys, platforms)
  func overwrittenKeyFires(_ row: Case, platform: Platform) {
    let found = Self.newFindings(row.json, platform: platform)
    #expect(found.map { "\($0.code) \($0.path)" } == row.findings)
    if let message = row.firstMessage { #expect(found.first?.message == message) }
    #expect(found.allSatisfy { $0.severity == .warning })
  }

  @Test(arguments: keptKeys, platforms)
  func overwrittenKeyStaysSilent(_ row: Case, platform: Platform) {
    #expect(Self.newFindings(row.json, platform: platform).isEmpty)
  }

  /// The other platform's key (`uri` on iOS, `view_controller` on Android) is reported as
  /// `otherPlatformKey` only: the platform never reads it, overwritten or not.
  @Test(arguments: platforms)
  func otherPlatformKeysAreNotOverwrittenKeys(_ platform: Platform) {
    let key = platform == .ios ? "uri" : "view_controller"
    let json = """
      {"rules": [
        {"patterns": ["^/$"], "properties": {"\(key)": "x", "presentation": "replace_root"}},
        {"patterns": [".*"], "properties": {"\(key)": "y"}}
      ]}
      """
    #expect(Self.newFindings(json, platform: platform).isEmpty)
  }

  /// The issue's example on Android: the home rule's `uri` is always overwritten.
  @Test func theHomeScreensURIOnAndroid() throws {
    let json = """
      {"rules": [
        {"patterns": ["^/$", "/sign_in$"], "properties": {"uri": "hotwire://fragment/home", "presentation": "replace_root"}},
        {"patterns": [".*"], "properties": {"uri": "hotwire://fragment/web"}}
      ]}
      """
    let found = Self.newFindings(json, platform: .android)
    #expect(found.map(\.path) == ["rules[0].properties.uri"])
    let problem = try #require(
      ConfigurationChecker.check(bytes: Array(json.utf8), platform: .android).problems.first {
        $0.code == "overwrittenKey"
      })
    // The finding points at the key.
    let range = try #require(problem.range)
    #expect(
      String(decoding: Array(json.utf8)[range.start.byteOffset..<range.end.byteOffset], as: UTF8.self) == #""uri""#)
  }

  // MARK: unescapedQueryMark and globStar

  static let patternFindings: [Case] = [
    .init(
      "an unescaped ? before a token",
      #"{"rules": [{"patterns": ["/?sign_in_token=.*"], "properties": {"context": "modal"}}]}"#,
      ["unescapedQueryMark rules[0].patterns[0] \"/\\\\?sign_in_token=.*\""],
      #"the unescaped "?" makes the scalar before it optional, so the pattern also matches "/sign_in_token="; write \? for a literal "?" ("/\\?sign_in_token=.*")"#
    ),
    .init(
      "an unescaped ? after a path word",
      #"{"rules": [{"patterns": ["/auth/callback?code=\\w+"], "properties": {"context": "modal"}}]}"#,
      ["unescapedQueryMark rules[0].patterns[0] \"/auth/callback\\\\?code=\\\\w+\""]),
    .init(
      "a glob at the end", #"{"rules": [{"patterns": ["/password/*"], "properties": {"context": "modal"}}]}"#,
      ["globStar rules[0].patterns[0] \"/password/.*\""],
      #""/*" means zero or more slashes in a regular expression, not any path: the pattern also matches "/password"; for any characters write .* ("/password/.*")"#
    ),
    .init(
      "a glob before $", #"{"rules": [{"patterns": ["^/docs/*$"], "properties": {"context": "modal"}}]}"#,
      ["globStar rules[0].patterns[0] \"^/docs/.*$\""]),
    .init(
      "a glob in the middle: no certain fix",
      #"{"rules": [{"patterns": ["/docs/*/edit"], "properties": {"context": "modal"}}]}"#,
      ["globStar rules[0].patterns[0] -"],
      #""/*" means zero or more slashes in a regular expression, not any path: the pattern also matches "/docs/edit"; for any characters write .* ("/docs/.*/edit")"#
    ),
  ]

  static let intendedPatterns: [String] = [
    #"/\\?sign_in_token=.*"#, "/sign_in$", "^/posts/\\\\d+/edit$", "/new/?$", "(?i)/new", "[?*]", "/a/.*",
    ".*/*", "/\\\\*", "/search\\\\?q=", "/x?/y",
  ]

  @Test(arguments: patternFindings, platforms)
  func patternFindingFires(_ row: Case, platform: Platform) throws {
    let found = Self.newFindings(row.json, platform: platform)
    #expect(found.map { "\($0.code) \($0.path) \($0.replacement?.text ?? "-")" } == row.findings)
    if let message = row.firstMessage { #expect(found.first?.message == message) }
    // Every example the message quotes is shown by the engine: the pattern and the meant one disagree on it.
    for problem in found {
      switch problem.issue {
      case .unescapedQueryMark(let pattern, let example, let meant), .globStar(let pattern, let example, _, let meant):
        let caseInsensitive = platform == .android
        let written = try LinearRegex(pattern, caseInsensitive: caseInsensitive)
        let intended = try LinearRegex(meant, caseInsensitive: caseInsensitive)
        #expect(written.containsMatch(in: example) != intended.containsMatch(in: example))
      default: Issue.record("unexpected \(problem.code)")
      }
    }
  }

  @Test(arguments: intendedPatterns, platforms)
  func patternFindingStaysSilent(_ pattern: String, platform: Platform) {
    let json = #"{"rules": [{"patterns": ["\#(pattern)"], "properties": {"context": "modal"}}]}"#
    #expect(Self.newFindings(json, platform: platform).isEmpty)
  }

  // MARK: --platform auto reads the path first

  static let paths: [(path: String, platform: Platform?)] = [
    ("config/configurations/ios_v1.json", .ios),
    ("public/configurations/android_v1.json", .android),
    ("app/controllers/android/path_configurations_controller.rb", .android),
    ("app/src/main/assets/json/configuration.json", .android),
    ("Demo/Resources/path-configuration.json", .ios),
    ("IOSPathConfiguration.json", .ios),
    ("config/path_configuration.json", nil),
    ("mobile/ios/../android/x.json", .android),
    ("radios/app.json", nil),
  ]

  @Test(arguments: paths)
  func pathNamesThePlatform(_ row: (path: String, platform: Platform?)) {
    #expect(PlatformPathEvidence.platform(forPath: row.path) == row.platform)
  }

  @Test func neighboursNameThePlatform() {
    let listing: [String: [String]] = ["App": ["App.xcodeproj", "Sources"], "app": ["build.gradle", "src"]]
    #expect(PlatformPathEvidence.platform(forPath: "App/Config/paths.json", entries: { listing[$0] }) == .ios)
    #expect(PlatformPathEvidence.platform(forPath: "app/config/paths.json", entries: { listing[$0] }) == .android)
    #expect(PlatformPathEvidence.platform(forPath: "web/paths.json", entries: { listing[$0] }) == nil)
  }

  /// The path wins over the keys, the keys over the default; the report says which decided.
  @Test func theReportSaysWhatDecided() {
    let androidKeys = Array(#"{"rules": [{"patterns": ["/a"], "properties": {"uri": "x"}}]}"#.utf8)
    let ios = ConfigurationChecker.check(bytes: androidKeys, pathPlatform: .ios)
    #expect(ios.platform == .ios && ios.platformFrom == .path)
    #expect(ios.problems.map(\.code) == ["otherPlatformKey"])
    let keys = ConfigurationChecker.check(bytes: androidKeys)
    #expect(keys.platform == .android && keys.platformFrom == .keys)
    let plain = ConfigurationChecker.check(bytes: Array(#"{"rules": []}"#.utf8))
    #expect(plain.platform == .ios && plain.platformFrom == .default)
    let asked = ConfigurationChecker.check(bytes: androidKeys, platform: .ios, pathPlatform: .android)
    #expect(asked.platform == .ios && asked.platformFrom == .option)
  }
}
