import NavJSON
import NavProtocol
import Testing

/// Every finding points at the text it is about, and a replacement, applied, fixes it.
@Suite struct CheckRangeTests {
  static let ranges: [(json: String, code: String, text: String)] = [
    (#"{"rules": [{"patterns": ["/a"], "properties": {"context": "Modal"}}]}"#, "unknownValue", #""Modal""#),
    (#"{"rules": [{"patterns": ["/a"], "properties": {"Context": "modal"}}]}"#, "misspelledKey", #""Context""#),
    (#"{"rules": [{"patterns": ["/a"], "properties": {"uri": {"a": 1}}}]}"#, "otherPlatformKey", #""uri""#),
    (#"{"rules": [{"patterns": ["/a", "^feed$"], "properties": {"context": "modal"}}]}"#, "neverMatches", #""^feed$""#),
    (#"{"rules": [{"patterns": ["("], "properties": {"context": "modal"}}]}"#, "invalidPattern", #""(""#),
    (#"{"rules": [{"patterns": ["/a"], "properties": {"animated": 1}}]}"#, "wrongType", "1"),
    (#"  {"settings": {}}"#, "missingRules", "{"),
    (#"{"rules": [{"patterns": [], "properties": {"context": "modal"}}]}"#, "emptyPatterns", "[]"),
    (#"{"rules": [7]}"#, "invalidStructure", "7"),
    (#"{"rules": [{"patterns": ["/é"], "properties": {"context": "x"}}]}"#, "unknownValue", #""x""#),
    ("{\"rules\": [}", "invalidJSON", "}"),
    ("{\"rules\": [\"é", "invalidJSON", ""),
  ]

  @Test(arguments: ranges)
  func theRangeCoversTheValueOrKey(_ row: (json: String, code: String, text: String)) throws {
    let bytes = Array(row.json.utf8)
    let report = ConfigurationChecker.check(bytes: bytes, platform: .ios)
    let problem = try #require(report.problems.first { $0.code == row.code }, "\(report.problems)")
    let range = try #require(problem.range)
    #expect(String(decoding: bytes[range.bytes], as: UTF8.self) == row.text)
    #expect(range.start.position == TextPosition(byteOffset: range.start.byteOffset, in: bytes))
    #expect(range.end.position == TextPosition(byteOffset: range.end.byteOffset, in: bytes))
  }

  /// `missingRules` sits on the `{` of the object that lacks `rules`: the document's, or, in a
  /// client configuration, `pathConfiguration`'s (where the language server's diagnostic goes).
  static let missingRulesAnchors: [(json: String, column: Int)] = [
    (#"  {"settings": {}}"#, 3),
    (#"{"rules": null}"#, 1),
    (#"{"pathConfiguration": {"settings": {}}, "routes": []}"#, 23),
    (#"{"routes": [], "pathConfiguration": {"rules": null}}"#, 37),
  ]

  @Test(arguments: missingRulesAnchors)
  func missingRulesIsOnTheOpeningBraceOfTheObjectThatLacksRules(_ row: (json: String, column: Int)) throws {
    let bytes = Array(row.json.utf8)
    let report = ConfigurationChecker.check(bytes: bytes, platform: .ios)
    let problem = try #require(report.problems.first { $0.code == "missingRules" }, "\(report.problems)")
    let range = try #require(problem.range)
    #expect(String(decoding: bytes[range.bytes], as: UTF8.self) == "{")
    #expect(range.start.position == TextPosition(line: 1, column: row.column))
  }

  @Test func linesAndColumnsCountUnicodeScalars() throws {
    let json = "{\"rules\": [\n  {\"patterns\": [\"/é\"],\n   \"properties\": {\"context\": \"Modal\"}}]}"
    let problem = try #require(ConfigurationChecker.check(bytes: Array(json.utf8)).problems.first)
    #expect(problem.range?.start.position == TextPosition(line: 3, column: 30))
    #expect(problem.range?.end.position == TextPosition(line: 3, column: 37))
    #expect(problem.jsonValue["line"] == 3)
    #expect(problem.jsonValue["column"] == 30)
  }

  static let fixes: [(label: String, platform: Platform, json: String, fixed: String)] = [
    (
      "did you mean rewrites the value", .ios,
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "Modal"}}]}"#,
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal"}}]}"#
    ),
    (
      "a misspelt key is renamed", .ios, #"{"rules": [{"patterns": ["/a"], "properties": {"contxt": "modal"}}]}"#,
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal"}}]}"#
    ),
    (
      "presentation modal becomes context modal", .ios,
      #"{"rules": [{"patterns": ["/a"], "properties": {"presentation": "modal", "animated": false}}]}"#,
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal", "animated": false}}]}"#
    ),
    (
      "presentation modal is deleted when context is set", .android,
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal", "presentation": "Modal"}}]}"#,
      #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal"}}]}"#
    ),
    (
      "iOS presentation push is deleted", .ios,
      #"{"rules": [{"patterns": ["/a"], "properties": {"presentation": "push", "animated": false}}]}"#,
      #"{"rules": [{"patterns": ["/a"], "properties": {"animated": false}}]}"#
    ),
    (
      "a quoted boolean loses its quotes", .ios,
      #"{"rules": [{"patterns": ["/a"], "properties": {"animated": "false"}}]}"#,
      #"{"rules": [{"patterns": ["/a"], "properties": {"animated": false}}]}"#
    ),
  ]

  @Test(arguments: fixes)
  func aReplacementFixesTheFinding(_ row: (label: String, platform: Platform, json: String, fixed: String)) throws {
    var bytes = Array(row.json.utf8)
    let report = ConfigurationChecker.check(bytes: bytes, platform: row.platform)
    #expect(report.problems.count == 1, "\(report.problems)")
    let replacement = try #require(report.problems.first?.replacement)
    bytes.replaceSubrange(replacement.range.bytes, with: Array(replacement.text.utf8))
    #expect(String(decoding: bytes, as: UTF8.self) == row.fixed)
    #expect(ConfigurationChecker.check(bytes: bytes, platform: row.platform).problems.isEmpty)
  }

  @Test func findingsWithoutAFixHaveNoReplacement() throws {
    let json = #"{"rules": [{"patterns": ["/a"], "properties": {"context": "sheet", "animated": "yes"}}]}"#
    let problems = ConfigurationChecker.check(bytes: Array(json.utf8)).problems
    #expect(problems.map(\.code) == ["unknownValue", "wrongType"])
    #expect(problems.allSatisfy { $0.replacement == nil && $0.range != nil })
  }

  @Test func aParsedDocumentHasNoRanges() {
    let json: JSONValue = ["rules": [["patterns": ["/a"], "properties": ["context": "Modal"]]]]
    let problems = ConfigurationChecker.check(json: json).problems
    #expect(problems.count == 1)
    #expect(problems[0].range == nil && problems[0].replacement == nil && problems[0].fix != nil)
  }
}
