import NavJSON
import NavProtocol
import Testing

/// A check that reuses what earlier checks learned (``CheckCache``, as `navd lsp` does after
/// each keystroke) reports exactly what a fresh check reports, edit after edit.
@Suite struct CheckCacheTests {
  /// A sequence of versions of one document, as an editor sends them.
  struct EditSequence: Sendable, CustomTestStringConvertible {
    let label: String
    let platform: Platform?
    let versions: [String]
    var testDescription: String { label }
  }

  static let sequences: [EditSequence] = [
    EditSequence(
      label: "a value edited, then undone", platform: nil,
      versions: [
        #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}, {"patterns": ["/.*"], "properties": {"context": "default"}}]}"#,
        #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "Modal"}}, {"patterns": ["/.*"], "properties": {"context": "default"}}]}"#,
        #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}, {"patterns": ["/.*"], "properties": {"context": "default"}}]}"#,
      ]),
    EditSequence(
      label: "a pattern typed letter by letter", platform: .ios,
      versions: ["/", "/f", "/fe", "/fee", "/feed", "^feed", "^feed$"].map { pattern in
        #"{"rules": [{"patterns": ["\#(pattern)"], "properties": {"context": "modal"}}, {"patterns": ["^/feed"], "properties": {"context": "default"}}]}"#
      }),
    EditSequence(
      label: "a key added to a later rule, then removed", platform: .ios,
      versions: [
        #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal", "animated": false}}, {"patterns": [".*"], "properties": {"context": "default"}}]}"#,
        #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal", "animated": false}}, {"patterns": [".*"], "properties": {"context": "default", "animated": true}}]}"#,
        #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal", "animated": false}}, {"patterns": [".*"], "properties": {"context": "default"}}]}"#,
      ]),
    EditSequence(
      label: "a precomposed pattern replaced by its decomposed form", platform: .ios,
      versions: [
        "{\"rules\": [{\"patterns\": [\"/caf\u{E9}\"], \"properties\": {\"context\": \"modal\"}}, {\"patterns\": [\"/caf\u{E9}\"], \"properties\": {\"context\": \"default\"}}]}",
        "{\"rules\": [{\"patterns\": [\"/cafe\u{301}\"], \"properties\": {\"context\": \"modal\"}}, {\"patterns\": [\"/caf\u{E9}\"], \"properties\": {\"context\": \"default\"}}]}",
        "{\"rules\": [{\"patterns\": [\"/caf\u{E9}\"], \"properties\": {\"context\": \"modal\"}}, {\"patterns\": [\"/caf\u{E9}\"], \"properties\": {\"context\": \"default\"}}]}",
      ]),
    EditSequence(
      label: "Android: the presentation of a modal replace_root edited", platform: .android,
      versions: [
        #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal", "presentation": "replace_root"}}]}"#,
        #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal", "presentation": "push"}}]}"#,
        #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal", "presentation": "REPLACE_ROOT"}}]}"#,
      ]),
    EditSequence(
      label: "the same patterns, case-insensitive on Android", platform: .android,
      versions: [
        #"{"rules": [{"patterns": ["/NEW$"], "properties": {"uri": "a"}}, {"patterns": ["/new$"], "properties": {"uri": "b"}}]}"#,
        #"{"rules": [{"patterns": ["/NEW$"], "properties": {"uri": "a"}}, {"patterns": ["/neW$"], "properties": {"uri": "b"}}]}"#,
        #"{"rules": [{"patterns": ["/NEW$"], "properties": {"uri": "a"}}, {"patterns": ["/neW/x$"], "properties": {"uri": "b"}}]}"#,
      ]),
    EditSequence(
      label: "a client configuration whose rules change", platform: nil,
      versions: [
        #"{"pathConfiguration": {"rules": [{"patterns": ["/a$"], "properties": {"context": "modal"}}]}, "routes": []}"#,
        #"{"pathConfiguration": {"rules": [{"patterns": ["/a$"], "properties": {"context": "modal"}}, {"patterns": ["/a"], "properties": {"context": "default"}}]}, "routes": []}"#,
      ]),
  ]

  @Test(arguments: sequences)
  func reportsWhatAFreshCheckReports(_ sequence: EditSequence) throws {
    var cache = CheckCache()
    var reports: [[String]] = []
    for version in sequence.versions {
      let json = try JSONParser.parse(Array(version.utf8))
      let cached = ConfigurationChecker.check(json: json, platform: sequence.platform, cache: &cache)
      let fresh = ConfigurationChecker.check(json: json, platform: sequence.platform)
      #expect(cached.problems == fresh.problems, "version \(reports.count)")
      #expect(cached.kind == fresh.kind)
      reports.append(cached.problems.map(\.description))
    }
    // The edits matter: not every version reports the same (the sequence can tell a stale answer).
    #expect(Set(reports).count > 1)
  }

  @Test func decomposedAndPrecomposedPatternsAreToldApart() throws {
    let precomposed =
      "{\"rules\": [{\"patterns\": [\"/caf\u{E9}\"], \"properties\": {\"context\": \"modal\"}}, {\"patterns\": [\"/caf\u{E9}\"], \"properties\": {\"context\": \"default\"}}]}"
    let decomposed =
      "{\"rules\": [{\"patterns\": [\"/cafe\u{301}\"], \"properties\": {\"context\": \"modal\"}}, {\"patterns\": [\"/caf\u{E9}\"], \"properties\": {\"context\": \"default\"}}]}"
    var cache = CheckCache()
    let first = ConfigurationChecker.check(json: try JSONParser.parse(Array(precomposed.utf8)), cache: &cache)
    let second = ConfigurationChecker.check(json: try JSONParser.parse(Array(decomposed.utf8)), cache: &cache)
    #expect(first.problems.map(\.code) == ["overwrittenRule"])
    #expect(second.problems.map(\.code) == [])
  }
}
