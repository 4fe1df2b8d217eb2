import NavJSON
import NavProtocol
import NavdTestKit
import Testing

@testable import NavLanguageServer

@Suite("navd lsp: quick fixes and hovers")
struct QuickFixAndHoverTests {
  static let uri = "file:///app/path-configuration.json"

  static func codeActions(_ harness: LanguageServerHarness, _ start: Int, _ end: Int) throws -> [JSONValue] {
    let response = try harness.call(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(uri)], "range": LanguageServerHarness.range(0, start, end),
        "context": ["diagnostics": []],
      ])
    return try #require(response["result"]?.arrayValue)
  }

  /// Applies one-line edits to `text` (ASCII fixtures: characters are bytes).
  static func applying(_ action: JSONValue, to text: String) throws -> String {
    let edits = try #require(action["edit"]?["changes"]?[uri]?.arrayValue)
    var bytes = Array(text.utf8)
    for edit in edits.reversed() {
      let start = Int(try #require(edit["range"]?["start"]?["character"]?.integerValue))
      let end = Int(try #require(edit["range"]?["end"]?["character"]?.integerValue))
      bytes.replaceSubrange(start..<end, with: Array(try #require(edit["newText"]?.stringValue).utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: [
    (
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modl"}}]}"#, "modl",
      #"Replace with "modal""#, #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal"}}]}"#
    ),
    (
      #"{"rules": [{"patterns": ["/a"], "properties": {"Modal_Style": "large"}}]}"#, "Modal_Style",
      #"Rename the key to "modal_style""#, #"{"rules": [{"patterns": ["/a"], "properties": {"modal_style": "large"}}]}"#
    ),
    (
      #"{"rules": [{"patterns": ["/a"], "properties": {"animated": 1}}]}"#, "1",
      "Replace with true", #"{"rules": [{"patterns": ["/a"], "properties": {"animated": true}}]}"#
    ),
    (
      #"{"rules": [{"patterns": ["/password/*"], "properties": {"context": "modal"}}]}"#, "/password",
      #"Replace with "/password/.*""#,
      #"{"rules": [{"patterns": ["/password/.*"], "properties": {"context": "modal"}}]}"#
    ),
    (
      #"{"rules": [{"patterns": ["/?sign_in_token=.*"], "properties": {"context": "modal"}}]}"#, "/?sign",
      #"Replace with "/\\?sign_in_token=.*""#,
      #"{"rules": [{"patterns": ["/\\?sign_in_token=.*"], "properties": {"context": "modal"}}]}"#
    ),
  ])
  func aQuickFixAppliesTheReplacement(text: String, near: String, title: String, fixed: String) throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    try harness.open(Self.uri, text)
    let offset = text.utf8.count - text[text.range(of: near)!.lowerBound...].utf8.count
    let actions = try Self.codeActions(harness, offset, offset)
    #expect(actions.count == 1)
    #expect(actions[0]["title"] == .string(title))
    #expect(actions[0]["kind"] == "quickfix")
    #expect(try Self.applying(actions[0], to: text) == fixed)
    let after = try harness.send(
      harness.notification(
        "textDocument/didChange",
        ["textDocument": ["uri": .string(Self.uri), "version": 2], "contentChanges": [["text": .string(fixed)]]]))
    #expect(try LanguageServerHarness.diagnostics(after) == [])
  }

  /// `overwrittenKey`, `unescapedQueryMark` and `globStar` are published like every finding: a
  /// warning with its code, on the key or the pattern; a `globStar` without a certain fix gets no action.
  @Test func theNewFindingsArePublished() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    let text =
      #"{"rules": [{"patterns": ["^/$", "/docs/*/edit"], "properties": {"title": "Home", "animated": false}}, "#
      + #"{"patterns": [".*"], "properties": {"title": "Web"}}]}"#
    let diagnostics = try LanguageServerHarness.diagnostics(try harness.open(Self.uri, text))
    #expect(diagnostics.map { $0["code"] } == ["globStar", "overwrittenKey"])
    #expect(diagnostics.allSatisfy { $0["severity"] == 2 && $0["source"] == "navd" })
    let key = text.utf8.count - text[text.range(of: #""title": "Home""#)!.lowerBound...].utf8.count
    #expect(diagnostics[1]["range"]?["start"]?["character"] == .integer(Int64(key)))
    let glob = text.utf8.count - text[text.range(of: "/docs/*")!.lowerBound...].utf8.count
    #expect(try Self.codeActions(harness, glob, glob).isEmpty)
  }

  @Test func onlyOtherKindsGetNoAction() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    let text = #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modl"}}]}"#
    try harness.open(Self.uri, text)
    let response = try harness.call(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(Self.uri)], "range": LanguageServerHarness.range(0, 0, 80),
        "context": ["diagnostics": [], "only": ["refactor"]],
      ])
    #expect(response["result"] == [])
  }

  static let rules =
    #"{"rules": [{"patterns": ["^/a$", "/b"], "properties": {"context": "modal", "animated": false}}, "#
    + #"{"patterns": ["^/a$"], "properties": {"animated": true}}]}"#

  func hover(_ text: String, at near: String, plusOne: Bool = true, markdown: Bool = true) throws -> JSONValue {
    let harness = LanguageServerHarness()
    let formats: JSONValue = markdown ? ["markdown", "plaintext"] : ["plaintext"]
    try harness.initialize(["capabilities": ["textDocument": ["hover": ["contentFormat": formats]]]])
    try harness.open(Self.uri, text)
    let offset = text.utf8.count - text[text.range(of: near)!.lowerBound...].utf8.count + (plusOne ? 1 : 0)
    let response = try harness.call(
      "textDocument/hover",
      ["textDocument": ["uri": .string(Self.uri)], "position": LanguageServerHarness.position(0, offset)])
    return try #require(response["result"])
  }

  @Test func hoverOnAPatternNamesWhatItsRuleSetsAndWhatOverwritesIt() throws {
    let result = try hover(Self.rules, at: #""^/a$""#)
    #expect(
      result["contents"]?["value"]
        == .string(
          """
          **`rules[0]`** applies wherever `^/a$` is found, and sets:
          - `context`: `"modal"`
          - `animated`: `false`

          Overwritten wherever this pattern applies:
          - `animated` by `rules[1]`
          """))
    let start = Self.rules.utf8.count - Self.rules[Self.rules.range(of: #""^/a$""#)!.lowerBound...].utf8.count
    #expect(result["range"] == LanguageServerHarness.range(0, start, start + 6))
    let other = try hover(Self.rules, at: #""/b""#)
    #expect(
      other["contents"]?["value"]?.stringValue?.hasSuffix(
        "No later rule overwrites them wherever this pattern applies.") == true)
  }

  /// No single later rule covers `^/(a|b)$`, but `rules[1]` and `rules[2]` do together: the hover
  /// says so, as the `overwrittenKey` warning on the key (and, once every key is, the
  /// `overwrittenRule` warning on the rule) does.
  @Test func hoverOnAPatternNamesLaterRulesThatOverwriteAKeyOnlyTogether() throws {
    let text =
      #"{"rules": [{"patterns": ["^/(a|b)$"], "properties": {"context": "modal", "animated": false}}, "#
      + #"{"patterns": ["^/a$"], "properties": {"context": "default"}}, "#
      + #"{"patterns": ["^/b$"], "properties": {"context": "default"}}]}"#
    let problems = ConfigurationChecker.check(bytes: Array(text.utf8), platform: .ios).problems
    #expect(problems.map(\.code) == ["overwrittenKey"])
    #expect(problems.map(\.path) == ["rules[0].properties.context"])
    let result = try hover(text, at: #""^/(a|b)$""#)
    #expect(
      result["contents"]?["value"]
        == .string(
          """
          **`rules[0]`** applies wherever `^/(a|b)$` is found, and sets:
          - `context`: `"modal"`
          - `animated`: `false`

          Overwritten wherever this pattern applies:
          - `context` by `rules[1]` and `rules[2]` together
          """))
    let everyKey = text.replacing(#", "animated": false"#, with: "")
    #expect(
      ConfigurationChecker.check(bytes: Array(everyKey.utf8), platform: .ios).problems.map(\.code) == [
        "overwrittenRule"
      ])
    let consistent = try hover(everyKey, at: #""^/(a|b)$""#)
    #expect(
      consistent["contents"]?["value"]?.stringValue?.hasSuffix("- `context` by `rules[1]` and `rules[2]` together")
        == true)
  }

  @Test func hoverOnAPropertyValueListsItsValuesAndPlainTextClientsGetNoMarkup() throws {
    let result = try hover(Self.rules, at: #""modal""#, markdown: false)
    #expect(result["contents"]?["kind"] == "plaintext")
    #expect(result["contents"]?["value"] == "context: one of default, modal; null resets it to the default.")
  }

  @Test func hoverInAClientConfigurationNamesTheRuleByItsFullPath() throws {
    let text = #"{"pathConfiguration": {"rules": [{"patterns": ["/x"], "properties": {"context": "modal"}}]}}"#
    let result = try hover(text, at: #""/x""#)
    #expect(result["contents"]?["value"]?.stringValue?.hasPrefix("**`pathConfiguration.rules[0]`** applies") == true)
  }

  @Test func hoverElsewhereIsNull() throws {
    #expect(try hover(Self.rules, at: #""rules""#) == .null)
    #expect(try hover(#"{"name": "x"}"#, at: #""x""#) == .null)
  }
}
