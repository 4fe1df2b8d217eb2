import Foundation
import NavJSON
import NavProtocol
import Testing

/// Hotwire Native iOS route decision handler, `PathRuleTests` and `PathConfigurationTests`
/// cases, and the two places navd was changed to match Hotwire (docs/hotwire-parity.md).
@Suite struct HotwireParityDecisionTests {
  let myApp = NavigatorConfiguration(startLocation: Fixture.absolute("https://my.app.com"))

  /// `SafariViewControllerRouteDecisionHandlerTests`: another host matches (also the parent
  /// domain), the app's own host does not.
  @Test(arguments: [
    ("https://external.com/page", true), ("https://app.com/page", true), ("https://my.app.com/page", false),
  ])
  func safariMatchesOtherHosts(url: String, matches: Bool) {
    #expect(SafariRouteDecisionHandler().matches(location: Fixture.absolute(url), configuration: myApp) == matches)
  }

  /// Changed to Hotwire: the safari handler compares `URL.scheme` with `"http"`/`"https"` as
  /// written, so an upper-case scheme is not an in-app-browser URL.
  @Test(arguments: [
    ("http://external.com/", true), ("https://external.com/", true), ("HTTPS://external.com/", false),
    ("Http://external.com/", false),
  ])
  func safariComparesTheSchemeAsWritten(url: String, matches: Bool) {
    #expect(SafariRouteDecisionHandler().matches(location: Fixture.absolute(url), configuration: myApp) == matches)
  }

  /// ...and such a URL on another host then goes to `system-navigation`, as in Hotwire.
  @Test func anUpperCaseWebSchemeOnAnotherHostIsHandedToTheSystem() throws {
    let navigator = Navigator(configuration: myApp)
    let url = Fixture.absolute("HTTPS://external.com/page")
    let outcome = try navigator.route(RouteRequest(url: url))
    #expect(outcome.decision == .cancel)
    #expect(outcome.handler == "system-navigation")
    #expect(outcome.external == ExternalNavigation(kind: .system, url: url))
    #expect(outcome.operations.isEmpty)
    #expect(
      navigator.decideRoute(for: url)
        == Router.Result(
          decision: .cancel, handler: "system-navigation", external: ExternalNavigation(kind: .system, url: url)))
  }

  /// `SystemNavigationRouteDecisionHandlerTest`: other hosts and host-less URLs match, the app does not.
  @Test(arguments: [
    ("mailto:someone@my.app.com", true), ("sms:+15551234", true), ("https://external.com/", true),
    ("https://my.app.com/page", false),
  ])
  func systemNavigationMatchesAnotherOrNoHost(url: String, matches: Bool) {
    let handler = SystemNavigationRouteDecisionHandler()
    #expect(handler.matches(location: Fixture.absolute(url), configuration: myApp) == matches)
  }

  /// `PathRuleTests.test_match_*`: patterns are regular expressions, any one matching is enough.
  @Test(arguments: [
    (["^/new$"], "/new", true), (["^/new$", "^/edit"], "/edit/1", true), (["^/new/bar"], "/new", false),
    (["^/new/bar"], "/foo", false),
  ])
  func ruleMatching(patterns: [String], path: String, matches: Bool) throws {
    let patternValues = JSONValue.array(patterns.map(JSONValue.string))
    let configuration = try PathConfiguration(json: [
      "rules": [["patterns": patternValues, "properties": ["color": "blue"]]]
    ])
    #expect(configuration.properties(for: Fixture.url(path)).matchedRules == (matches ? [0] : []))
  }

  /// `PathConfigurationTests.test_propertiesForPath_whenPathMatchesMultipleRules_mergesProperties`
  /// and `..._whenNoMatch_returnsEmptyProperties`.
  @Test func matchingRulesMergeLaterWinsAndNoMatchIsEmpty() throws {
    let configuration = try PathConfiguration(json: [
      "settings": ["some-feature-enabled": true, "server": "beta"],
      "rules": [
        ["patterns": ["^/$"], "properties": ["page": "root"]],
        ["patterns": ["/new$", "/edit$"], "properties": ["context": "modal", "background_color": "white"]],
        ["patterns": ["/new$"], "properties": ["background_color": "black"]],
      ],
    ])
    #expect(configuration.settings == ["some-feature-enabled": true, "server": "beta"])
    #expect(configuration.properties(for: Fixture.url("/")).properties.values == ["page": "root"])
    #expect(
      configuration.properties(for: Fixture.url("/new")).properties.values
        == ["context": "modal", "background_color": "black"])
    #expect(
      configuration.properties(for: Fixture.url("/edit")).properties.values
        == ["context": "modal", "background_color": "white"])
    #expect(configuration.properties(for: Fixture.url("/missing")).properties.values.isEmpty)
  }

  /// `PathConfigurationTests.test_propertiesForURL_withParams`.
  @Test func queryStringsMatchOnlyWhenAsked() throws {
    let configuration = try PathConfiguration(json: [
      "rules": [["patterns": ["open_in_external_browser=true"], "properties": ["open_in_external_browser": true]]]
    ])
    let url = Fixture.absolute("http://turbo.test/sample.pdf?open_in_external_browser=true")
    #expect(configuration.properties(for: url, matchQueryStrings: false).properties.values.isEmpty)
    #expect(
      configuration.properties(for: url, matchQueryStrings: true).properties.values
        == ["open_in_external_browser": true])
  }

  /// `PathConfigTests.test_json_withMissingRulesKey_failsToDecode`.
  @Test func aSourceWithoutRulesIsInvalid() {
    #expect(throws: PathConfigurationError.self) { try PathConfiguration(json: [:]) }
  }

  /// Changed to Hotwire: its decoder reads `settings` with `as? [String: AnyHashable] ?? [:]`,
  /// so `settings` that is not an object is no settings, and the source still loads.
  @Test(arguments: [JSONValue.integer(3), "beta", [1, 2], true])
  func settingsThatIsNotAnObjectIsIgnored(settings: JSONValue) throws {
    let source: JSONValue = ["settings": settings, "rules": [["patterns": ["/a"], "properties": ["x": 1]]]]
    let configuration = try PathConfiguration(json: source)
    #expect(configuration.settings.isEmpty)
    #expect(configuration.rules.count == 1)
    let load = PathConfiguration.load([["rules": []], source])
    #expect(load.problems.isEmpty)
    #expect(load.loadedSource == 1)
  }
}
