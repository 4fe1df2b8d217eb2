import NavJSON
import NavProtocol
import Testing

/// `invalidRouteDecisionHandler` (docs/check.md): a client configuration's
/// `routeDecisionHandlers` checked as the daemon checks it, must fire and must not fire.
@Suite struct CheckRouteDecisionHandlerTests {
  static let fires: [CheckCase] = [
    .init(
      "bad pattern", #"{"routeDecisionHandlers": [{"name": "x", "matches": {"url": "a("}, "decision": "cancel"}]}"#,
      [
        #"routeDecisionHandlers[0].matches.url: error: is not a valid pattern: unbalanced parenthesis: '(' is never closed (at offset 1); the daemon refuses this configuration"#
      ]),
    .init(
      "unknown key in matches",
      #"{"routeDecisionHandlers": [{"name": "x", "matches": {"host": "a"}, "decision": "cancel"}]}"#,
      [
        #"routeDecisionHandlers[0].matches.host: error: is not a known field (expected one of "action", "properties" or "url"); the daemon refuses this configuration"#
      ]),
    .init(
      "duplicate name",
      #"{"routeDecisionHandlers": [{"name": "p", "matches": {}, "decision": "cancel"}, {"name": "p", "matches": {}, "decision": "navigate"}]}"#,
      [
        #"routeDecisionHandlers[1].name: error: duplicates routeDecisionHandlers[0].name "p"; the daemon refuses this configuration"#
      ]),
    .init(
      "a built-in's name",
      #"{"routeDecisionHandlers": [{"name": "safari", "matches": {}, "decision": "cancel"}]}"#,
      [
        #"routeDecisionHandlers[0].name: error: is the name of a built-in handler; a declared handler needs a name of its own; the daemon refuses this configuration"#
      ]),
    .init(
      "another platform's built-in",
      #"{"platform": "android", "routeDecisionHandlers": ["app-navigation", "safari"]}"#,
      [
        #"routeDecisionHandlers[1]: error: must be one of "app-navigation", "browser-tab" or "system-navigation", not "safari" ("safari" is a handler of ios, not of android); the daemon refuses this configuration"#
      ]),
    .init(
      "not a list", #"{"routeDecisionHandlers": "safari"}"#,
      [#"routeDecisionHandlers: error: must be an array, not string; the daemon refuses this configuration"#]),
  ]

  @Test(arguments: fires)
  func badHandlersAreReportedAtTheirPath(_ testCase: CheckCase) {
    #expect(CheckFixtures.lines(testCase.json) == testCase.lines)
  }

  static let clean: [String] = [
    #"{"routeDecisionHandlers": ["app-navigation", "safari", "system-navigation"]}"#,
    #"{"platform": "android", "routeDecisionHandlers": ["browser-tab"]}"#,
    #"{"routeDecisionHandlers": [{"name": "paywall", "matches": {"url": "^https://app\\.example/premium", "properties": {"premium": true}, "action": "advance"}, "decision": "cancel", "external": "system"}, "app-navigation"]}"#,
    #"{"routeDecisionHandlers": []}"#,
  ]

  @Test(arguments: clean)
  func goodHandlersAreClean(_ json: String) {
    let report = ConfigurationChecker.check(bytes: Array(json.utf8))
    #expect(report.kind == .clientConfiguration)
    #expect(report.problems.isEmpty)
  }

  @Test func theFindingHasItsCodeAndPath() throws {
    let report = ConfigurationChecker.check(
      bytes: Array(#"{"routeDecisionHandlers": [{"name": "", "matches": {}, "decision": "cancel"}]}"#.utf8))
    let problem = try #require(report.problems.first)
    #expect(problem.code == "invalidRouteDecisionHandler")
    #expect(problem.path == "routeDecisionHandlers[0].name")
    #expect(problem.severity == .error)
  }
}
