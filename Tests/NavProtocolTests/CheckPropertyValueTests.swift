import NavProtocol
import Testing

@Suite struct CheckPropertyValueTests {
  static let cases: [CheckCase] = [
    .init(
      "context Modal", #"{"context": "Modal"}"#,
      [
        #"rules[0].properties.context: error: unknown value "Modal" (expected one of default, modal); did you mean "modal"?"#
      ]),
    .init(
      "context typo", #"{"context": "modl"}"#,
      [
        #"rules[0].properties.context: error: unknown value "modl" (expected one of default, modal); did you mean "modal"?"#
      ]),
    .init(
      "context far off", #"{"context": "sheet"}"#,
      [#"rules[0].properties.context: error: unknown value "sheet" (expected one of default, modal)"#]),
    .init(
      "context number", #"{"context": 1}"#,
      [#"rules[0].properties.context: error: expected a string (one of default, modal), got number 1"#]),
    .init(
      "presentation camelCase", #"{"presentation": "clearAll"}"#,
      [
        #"rules[0].properties.presentation: error: unknown value "clearAll" (expected one of default, pop, replace, refresh, clear_all, replace_root, none); did you mean "clear_all"?"#
      ]),
    .init(
      "presentation object", #"{"presentation": {"a": 1}}"#,
      [
        #"rules[0].properties.presentation: error: expected a string (one of default, pop, replace, refresh, clear_all, replace_root, none), got an object"#
      ]),
    .init(
      "modal_style hyphen", #"{"modal_style": "page-sheet"}"#,
      [
        #"rules[0].properties.modal_style: error: unknown value "page-sheet" (expected one of medium, large, full, page_sheet, form_sheet); did you mean "page_sheet"?"#
      ]),
    .init(
      "query_string_presentation upper", #"{"query_string_presentation": "REPLACE"}"#,
      [
        #"rules[0].properties.query_string_presentation: error: unknown value "REPLACE" (expected one of default, replace); did you mean "replace"?"#
      ]),
    .init(
      "boolean as string", #"{"pull_to_refresh_enabled": "false"}"#,
      [
        #"rules[0].properties.pull_to_refresh_enabled: error: expected true or false, got string "false" (write false without quotes)"#
      ]),
    .init(
      "boolean as 1", #"{"modal_dismiss_gesture_enabled": 1}"#,
      [#"rules[0].properties.modal_dismiss_gesture_enabled: error: expected true or false, got number 1 (write true)"#]),
    .init(
      "boolean as 0", #"{"animated": 0}"#,
      [#"rules[0].properties.animated: error: expected true or false, got number 0 (write false)"#]),
    .init(
      "boolean as 1.0", #"{"historical_location": 1.0}"#,
      [#"rules[0].properties.historical_location: error: expected true or false, got number 1.0"#]),
    .init(
      "boolean as yes", #"{"animated": "yes"}"#,
      [#"rules[0].properties.animated: error: expected true or false, got string "yes""#]),
    .init(
      "view_controller number", #"{"view_controller": 7}"#,
      [#"rules[0].properties.view_controller: error: expected a string, got number 7"#]),
    .init(
      "view_controller array", #"{"view_controller": ["web"]}"#,
      [#"rules[0].properties.view_controller: error: expected a string, got an array"#]),
    .init(
      "key in wrong case", #"{"Context": "modal"}"#,
      [#"rules[0].properties.Context: warning: unknown key "Context" is ignored; did you mean "context"?"#]),
    .init(
      "key in camelCase", #"{"pullToRefreshEnabled": false}"#,
      [
        #"rules[0].properties.pullToRefreshEnabled: warning: unknown key "pullToRefreshEnabled" is ignored; did you mean "pull_to_refresh_enabled"?"#
      ]),
    .init(
      "long value is cut", #"{"context": "\#(String(repeating: "x", count: 70))"}"#,
      [
        #"rules[0].properties.context: error: unknown value ""# + String(repeating: "x", count: 60)
          + #"…" (expected one of default, modal)"#
      ]),
    .init(
      "several problems in file order", #"{"modal_style": "Large", "animated": "true", "context": "modal"}"#,
      [
        #"rules[0].properties.modal_style: error: unknown value "Large" (expected one of medium, large, full, page_sheet, form_sheet); did you mean "large"?"#,
        #"rules[0].properties.animated: error: expected true or false, got string "true" (write true without quotes)"#,
      ]),
  ]

  @Test(arguments: cases)
  func reportsTheValue(_ testCase: CheckCase) {
    #expect(CheckFixtures.lines(CheckFixtures.oneRule(properties: testCase.json)) == testCase.lines)
  }

  /// Every valid value of every typed key, `null` (a reset to the default) and the app's own keys pass.
  static let acceptedProperties: [String] = [
    #"{"context": "default"}"#, #"{"context": "modal"}"#,
    #"{"presentation": "default"}"#, #"{"presentation": "pop"}"#, #"{"presentation": "replace"}"#,
    #"{"presentation": "refresh"}"#, #"{"presentation": "clear_all"}"#, #"{"presentation": "replace_root"}"#,
    #"{"presentation": "none"}"#,
    #"{"modal_style": "medium"}"#, #"{"modal_style": "large"}"#, #"{"modal_style": "full"}"#,
    #"{"modal_style": "page_sheet"}"#, #"{"modal_style": "form_sheet"}"#,
    #"{"pull_to_refresh_enabled": false}"#, #"{"modal_dismiss_gesture_enabled": true}"#,
    #"{"animated": false}"#, #"{"historical_location": true}"#,
    #"{"view_controller": "native_settings"}"#, #"{"view_controller": ""}"#,
    #"{"query_string_presentation": "default"}"#, #"{"query_string_presentation": "replace"}"#,
    #"{"context": null}"#, #"{"animated": null}"#, #"{"view_controller": null}"#,
    #"{"title": "Settings", "uri": "hotwire://fragment/settings", "tabs": [1, 2]}"#,
  ]

  @Test(arguments: acceptedProperties)
  func acceptsAValidValue(_ properties: String) {
    #expect(CheckFixtures.lines(CheckFixtures.oneRule(properties: properties)).isEmpty)
  }

  @Test func reportsEveryRuleInOrderWithPaths() {
    let json = """
      {"rules": [
        {"patterns": ["/a"], "properties": {"context": "Modal"}},
        {"patterns": ["/b"], "properties": {"presentation": "push"}}
      ]}
      """
    #expect(
      CheckFixtures.lines(json) == [
        #"rules[0].properties.context: error: unknown value "Modal" (expected one of default, modal); did you mean "modal"?"#,
        // docs/check.md: iOS `"presentation": "push"` is a legacyValue (remove the key), not an unknownValue.
        #"rules[1].properties.presentation: error: "presentation": "push" is a Hotwire Native Android value that Hotwire Native iOS does not read (it pushes by default); remove the key"#,
      ])
  }

  @Test func unknownValueIsAnErrorWithItsCode() throws {
    let report = ConfigurationChecker.check(
      bytes: Array(CheckFixtures.oneRule(properties: #"{"context": "Modal"}"#).utf8))
    let problem = try #require(report.problems.first)
    #expect(problem.severity == .error)
    #expect(problem.code == "unknownValue")
    #expect(problem.path == "rules[0].properties.context")
    #expect(report.kind == .pathConfiguration)
    #expect(report.errorCount == 1)
    #expect(report.warningCount == 0)
  }
}
