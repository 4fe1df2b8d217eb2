import Foundation
import NavProtocol
import Testing

/// Hotwire Native iOS `NavigationHierarchyControllerHistoricalLocationTests`, `PathRuleTests`
/// (built-in rules) and the `test-configuration-historical-locations.json` fixture, translated
/// (docs/hotwire-parity.md). Stacks are built by routing, as the Hotwire tests do.
@Suite struct HotwireParityHistoricalLocationTests {
  /// A navigator that routed `/default_one`, optionally `/default_two`, then `/modal_one` as a modal.
  func navigatorWithAModal(twoMainScreens: Bool) throws -> Navigator {
    let navigator = Navigator(
      configuration: NavigatorConfiguration(startLocation: Fixture.url("/default_one")))
    try navigator.route(Fixture.request("/default_one"))
    if twoMainScreens { try navigator.route(Fixture.request("/default_two")) }
    try navigator.route(Fixture.request("/modal_one", context: .modal))
    return navigator
  }

  /// `test_resumeHistoricalLocation`: dismiss, back on `/default_two`, no visit at all.
  @Test func resumeDismissesAndVisitsNothing() throws {
    let navigator = try navigatorWithAModal(twoMainScreens: true)
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/resume_historical_location")))
    #expect(outcome.operations == [.dismiss(animated: true)])
    #expect(outcome.visits.isEmpty)
    #expect(!navigator.presented)
    #expect(navigator.mainStack.paths == ["/default_one", "/default_two"])
    #expect(navigator.currentVisitableURL == Fixture.url("/default_two"))
  }

  /// `test_refreshHistoricalLocation`: dismiss, then a `replace` visit of `/default_one`.
  @Test func refreshDismissesAndRevisitsMainWithReplace() throws {
    let navigator = try navigatorWithAModal(twoMainScreens: false)
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/refresh_historical_location")))
    #expect(outcome.operations == [.dismiss(animated: true), .refresh(stack: .main, entry: 1)])
    #expect(
      outcome.visits == [
        Visit(stack: .main, entry: 1, url: Fixture.url("/default_one"), action: .replace, reason: .refresh)
      ])
    #expect(navigator.mainStack.paths == ["/default_one"])
  }

  /// `test_recedeHistoricalLocation`: dismiss, then pop main back to `/default_one`.
  @Test func recedeDismissesAndPopsMain() throws {
    let navigator = try navigatorWithAModal(twoMainScreens: true)
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/recede_historical_location")))
    #expect(outcome.operations == [.dismiss(animated: true), .pop(stack: .main, entry: 2, animated: true)])
    #expect(navigator.mainStack.paths == ["/default_one"])
    #expect(!navigator.presented)
  }

  /// `PathRuleTests.test_*HistoricalLocation`: each built-in's pattern and properties.
  @Test(arguments: [
    ("/recede_historical_location", "pop"), ("/resume_historical_location", "none"),
    ("/refresh_historical_location", "refresh"),
  ])
  func builtInRule(pattern: String, presentation: String) throws {
    let rule = try #require(PathConfiguration.builtInRules.first { $0.patterns == [pattern] })
    #expect(
      rule.properties
        == ["presentation": .string(presentation), "context": "default", "historical_location": true])
  }

  /// `test-configuration-historical-locations.json` loads rules for the same paths with other
  /// presentations and `context: modal`; the built-ins still decide.
  @Test(arguments: [
    ("/recede_historical_location", Navigation.Presentation.pop), ("/resume_historical_location", .none),
    ("/refresh_historical_location", .refresh),
  ])
  func loadedRulesForTheHistoricalPathsDoNotOverrideTheBuiltIns(
    path: String, presentation: Navigation.Presentation
  ) throws {
    let loaded = try PathConfiguration(json: [
      "rules": [
        ["patterns": ["/recede_historical_location"], "properties": ["presentation": "pop", "context": "modal"]],
        ["patterns": ["/resume_historical_location"], "properties": ["presentation": "refresh", "context": "modal"]],
        ["patterns": ["/refresh_historical_location"], "properties": ["presentation": "pop", "context": "modal"]],
      ]
    ])
    let properties = loaded.properties(for: Fixture.url(path)).properties
    #expect(properties.presentation == presentation)
    #expect(properties.context == .default)
    #expect(properties.historicalLocation)
  }

  /// `PathConfigurationTests.test_initWithNoSourcesSetsDefaultRules`: with nothing loaded the
  /// three built-ins still apply.
  @Test func withoutLoadedRulesTheBuiltInsApply() {
    let configuration = PathConfiguration()
    #expect(configuration.rules.isEmpty)
    #expect(configuration.allRules.count == 3)
    for rule in PathConfiguration.builtInRules {
      for pattern in rule.patterns {
        #expect(configuration.properties(for: Fixture.url(pattern)).properties.values == rule.properties)
      }
    }
  }
}
