import NavJSON
import NavProtocol
import Testing

@Suite struct CheckDocumentTests {
  static let syntaxErrors: [CheckCase] = [
    .init("empty file", "", ["1:1: error: invalid JSON: unexpected end of input"]),
    .init(
      "missing comma on line 3",
      "{\n  \"rules\": [\n    {\"patterns\": [\"/a\"] \"properties\": {}}\n  ]\n}\n",
      ["3:25: error: invalid JSON: unexpected '\"', expected ',' or '}'"]),
    .init(
      "trailing comma", "{\"rules\": [],}",
      ["1:14: error: invalid JSON: unexpected '}', expected a string key"]),
    .init(
      "columns count characters, not bytes", "{\"é\": 1,\n \"日本\": x}",
      ["2:8: error: invalid JSON: unexpected 'x', expected a JSON value"]),
    .init(
      "CR LF line ends", "{\r\n\"rules\": [\r\n]\r\n}\r\n}",
      ["5:1: error: invalid JSON: unexpected content after the JSON value"]),
    .init(
      "unterminated string", "{\"rules\": [\"/a]}",
      ["1:17: error: invalid JSON: unexpected end of input"]),
  ]

  @Test(arguments: syntaxErrors)
  func reportsSyntaxErrorsAtLineAndColumn(_ testCase: CheckCase) {
    #expect(CheckFixtures.lines(testCase.json) == testCase.lines)
  }

  static let shapes: [(json: String, kind: CheckedDocumentKind?)] = [
    (#"[]"#, .routeTable),
    (#"{"routes": []}"#, .routeTable),
    (#"{"rules": []}"#, .pathConfiguration),
    (#"{"settings": {}, "rules": []}"#, .pathConfiguration),
    (#"{"settings": {}}"#, .pathConfiguration),
    (#"{"pathConfiguration": {"rules": []}}"#, .clientConfiguration),
    (#"{"startLocation": "https://app.example/", "routes": []}"#, .clientConfiguration),
    (#"{"pathConfiguration": {"rules": []}, "routes": []}"#, .clientConfiguration),
    (#"{}"#, nil),
    (#"{"startLocation": "https://app.example/"}"#, nil),
    (#""rules""#, nil),
    (#"null"#, nil),
  ]

  @Test(arguments: shapes)
  func recognisesTheKindByShape(_ shape: (json: String, kind: CheckedDocumentKind?)) {
    #expect(ConfigurationChecker.check(bytes: Array(shape.json.utf8)).kind == shape.kind)
  }

  static let documents: [CheckCase] = [
    .init(
      "empty object", "{}",
      [
        #"error: not a route table, path configuration or client configuration: expected an array of routes, or an object with "rules", "routes" or "pathConfiguration", got an empty object"#
      ]),
    .init(
      "other object", #"{"startLocation": "https://app.example/"}"#,
      [
        #"error: not a route table, path configuration or client configuration: expected an array of routes, or an object with "rules", "routes" or "pathConfiguration", got an object with none of them"#
      ]),
    .init(
      "number", "42",
      [
        #"error: not a route table, path configuration or client configuration: expected an array of routes, or an object with "rules", "routes" or "pathConfiguration", got a number"#
      ]),
    .init("settings without rules", #"{"settings": {}}"#, ["rules: error: is required"]),
    .init(
      "path configuration shape problems",
      #"{"settings": [], "rules": [{"patterns": "/a", "properties": {"context": "Modal"}}, 7, {"patterns": ["/b", 1]}]}"#,
      [
        "settings: warning: settings should be an object; an array is ignored, as if there were no settings",
        "rules[0].patterns: error: must be an array of strings, not string",
        "rules[1]: error: must be an object, not number",
        "rules[2].patterns[1]: error: must be a string, not number",
        "rules[2].properties: error: is required",
        #"rules[0].properties.context: error: unknown value "Modal" (expected one of default, modal); did you mean "modal"?"#,
      ]),
    .init(
      "client configuration path configuration not an object", #"{"pathConfiguration": []}"#,
      ["pathConfiguration: error: must be an object, not array"]),
    .init(
      "route table not an array", #"{"routes": {"a": 1}}"#,
      ["routes: error: must be an array of routes, not object"]),
    .init(
      "bare route table problems",
      #"[{"name": "album", "patterns": ["kkbox://album/{id:float}"]}, {"name": "album", "patterns": []}, {"patterns": ["kkbox://a"]}]"#,
      [
        #"[0].patterns[0]: error: unknown parameter type "float" (expected int, digits, uuid, string or (a|b))"#,
        "[1].name: error: duplicate route name (first used at [0].name)",
        "[1].patterns: error: a route needs at least one pattern",
        "[2].name: error: is required",
      ]),
    .init(
      "ambiguous routes",
      #"{"routes": [{"name": "album", "patterns": ["kkbox://album/{id}"]}, {"name": "playlist", "patterns": ["kkbox://album/{name}"]}]}"#,
      [
        #"routes[1].patterns[0]: error: "kkbox://album/{name}" and "kkbox://album/{id}" (routes[0].patterns[0]) both match kkbox://album/x at equal rank"#
      ]),
    .init(
      "client configuration: both parts in file order",
      #"{"routes": [{"name": "", "patterns": ["kkbox://a"]}], "tabs": [], "pathConfiguration": {"rules": [{"patterns": ["/a"], "properties": {"context": "Modal"}}]}}"#,
      [
        "routes[0].name: error: route name must not be empty",
        #"pathConfiguration.rules[0].properties.context: error: unknown value "Modal" (expected one of default, modal); did you mean "modal"?"#,
      ]),
    .init(
      "clean client configuration",
      #"{"startLocation": "https://app.example/", "pathConfiguration": {"settings": {}, "rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}, "routes": [{"name": "album", "patterns": ["kkbox://album/{id:digits}", "https://www.kkbox.com/album/{id:digits}"]}]}"#,
      []),
  ]

  @Test(arguments: documents)
  func reportsEveryProblemOfTheDocument(_ testCase: CheckCase) {
    #expect(CheckFixtures.lines(testCase.json) == testCase.lines)
  }

  @Test func aSyntaxErrorHasAPositionAndNoPath() throws {
    let report = ConfigurationChecker.check(bytes: Array("{\n  \"rules\": [,]\n}".utf8))
    let problem = try #require(report.problems.first)
    #expect(report.problems.count == 1)
    #expect(report.kind == nil)
    #expect(problem.path == "")
    #expect(problem.position == TextPosition(line: 2, column: 13))
    #expect(problem.code == "invalidJSON")
    let expected: JSONValue = [
      "path": "", "line": 2, "column": 13, "severity": "error", "code": "invalidJSON",
      "message": "invalid JSON: unexpected ',', expected a JSON value",
      "range": ["start": ["offset": 14, "line": 2, "column": 13], "end": ["offset": 15, "line": 2, "column": 14]],
    ]
    #expect(problem.jsonValue == expected)
  }

  @Test func invalidBytesAreASyntaxError() {
    let bytes: [UInt8] = Array(#"{"rules": [""#.utf8) + [0xFF] + Array(#""]}"#.utf8)
    #expect(
      ConfigurationChecker.check(bytes: bytes).problems.map(\.description) == [
        "1:13: error: invalid JSON: invalid UTF-8"
      ])
  }
}
