import Foundation
import NavProtocol
import Testing

/// Hotwire Native Android's route decision handlers: the facts of upstream's
/// `AppNavigationRouteDecisionHandlerTest`, `BrowserTabRouteDecisionHandlerTest`
/// and `SystemNavigationRouteDecisionHandlerTest` (cited by name), then where
/// they differ from iOS's.
@Suite struct AndroidRouteDecisionHandlerTests {
  /// Upstream's configuration: start location `https://my.app.com`.
  let configuration = NavigatorConfiguration(platform: .android, startLocation: Fixture.absolute("https://my.app.com"))
  let spy = NavigationSpy()

  func matches(_ handler: any RouteDecisionHandler, _ url: String) -> Bool {
    handler.matches(location: Fixture.absolute(url), configuration: configuration)
  }

  // MARK: AppNavigationRouteDecisionHandlerTest

  /// `matching result navigates`
  @Test func appNavigationMatchingResultNavigates() {
    let handling = AndroidAppNavigationRouteDecisionHandler().handle(
      location: Fixture.absolute("https://my.app.com"), configuration: configuration, navigator: spy)
    #expect(handling == .navigate)
  }

  /// `url on app domain matches`, `url without subdomain does not match`, `masqueraded url does not match`
  @Test(arguments: [
    ("https://my.app.com/page", true), ("https://app.com/page", false), ("https://app.my.com@fake.domain", false),
  ])
  func appNavigationMatches(url: String, matches expected: Bool) {
    #expect(matches(AndroidAppNavigationRouteDecisionHandler(), url) == expected)
  }

  // MARK: BrowserTabRouteDecisionHandlerTest

  /// `matching result stops navigation`
  @Test func browserTabMatchingResultStopsNavigation() {
    let url = Fixture.absolute("https://external.com/page")
    let handling = BrowserTabRouteDecisionHandler().handle(location: url, configuration: configuration, navigator: spy)
    #expect(handling == RouteHandling(decision: .cancel, external: ExternalNavigation(kind: .browserTab, url: url)))
  }

  /// `url on external domain matches`, `url without subdomain matches`, `url on app domain does not match`,
  /// `non-http scheme does not match`
  @Test(arguments: [
    ("https://external.com/page", true), ("https://app.com/page", true), ("https://my.app.com/page", false),
    ("sms:555-555-5555", false),
  ])
  func browserTabMatches(url: String, matches expected: Bool) {
    #expect(matches(BrowserTabRouteDecisionHandler(), url) == expected)
  }

  // MARK: SystemNavigationRouteDecisionHandlerTest

  /// `matching result stops navigation`
  @Test func systemNavigationMatchingResultStopsNavigation() {
    let url = Fixture.absolute("https://external.com/page")
    let handling = AndroidSystemNavigationRouteDecisionHandler().handle(
      location: url, configuration: configuration, navigator: spy)
    #expect(handling == RouteHandling(decision: .cancel, external: ExternalNavigation(kind: .system, url: url)))
  }

  /// `url on external domain matches`, `url without subdomain matches`, `url on app domain does not match`,
  /// `non-http scheme matches`
  @Test(arguments: [
    ("https://external.com/page", true), ("https://app.com/page", true), ("https://my.app.com/page", false),
    ("sms:555-555-5555", true),
  ])
  func systemNavigationMatches(url: String, matches expected: Bool) {
    #expect(matches(AndroidSystemNavigationRouteDecisionHandler(), url) == expected)
  }

  // MARK: where Android differs from iOS

  @Test func hostsAreComparedExactlyAsWritten() {
    #expect(!matches(AndroidAppNavigationRouteDecisionHandler(), "https://MY.app.com/page"))
    #expect(matches(BrowserTabRouteDecisionHandler(), "https://MY.app.com/page"))
    let ios = NavigatorConfiguration(startLocation: Fixture.absolute("https://my.app.com"))
    #expect(
      AppNavigationRouteDecisionHandler().matches(
        location: Fixture.absolute("https://MY.app.com/page"), configuration: ios))
  }

  @Test func browserTabLowercasesTheScheme() {
    #expect(matches(BrowserTabRouteDecisionHandler(), "HTTPS://external.com/page"))
  }

  @Test func aURLWithoutAHostAlwaysDiffers() {
    let hostless = NavigatorConfiguration(platform: .android, startLocation: Fixture.absolute("app:/root"))
    let url = Fixture.absolute("sms:555")
    #expect(AndroidSystemNavigationRouteDecisionHandler().matches(location: url, configuration: hostless))
    #expect(!AndroidAppNavigationRouteDecisionHandler().matches(location: url, configuration: hostless))
  }

  @Test func withoutAStartLocationAppNavigationNeverMatches() {
    let none = NavigatorConfiguration(platform: .android)
    #expect(!AndroidAppNavigationRouteDecisionHandler().matches(location: Fixture.url("/"), configuration: none))
    #expect(AndroidSystemNavigationRouteDecisionHandler().matches(location: Fixture.url("/"), configuration: none))
  }

  @Test func theDefaultRouterAndTheNames() {
    #expect(configuration.routeDecisionHandlers == [.appNavigation, .browserTab, .systemNavigation])
    #expect(configuration.router.handlers.map(\.name) == ["app-navigation", "browser-tab", "system-navigation"])
    #expect(RouteDecisionHandlerName.names(on: .android) == [.appNavigation, .browserTab, .systemNavigation])
    #expect(RouteDecisionHandlerName.names(on: .ios) == [.appNavigation, .safari, .systemNavigation])
    let result = configuration.router.decideRoute(
      for: Fixture.absolute("https://other.example/"), configuration: configuration, navigator: spy)
    #expect(result.handler == "browser-tab")
    #expect(result.external?.kind == .browserTab)
  }

  @Test func anAdoptedStartLocationKeepsTheHostAsWritten() throws {
    let navigator = Navigator(configuration: NavigatorConfiguration(platform: .android))
    try navigator.route(RouteRequest(url: Fixture.absolute("HTTPS://My.App.com:8443/a")))
    #expect(navigator.startLocation?.absoluteString == "https://My.App.com:8443/")
    let ios = Navigator(configuration: NavigatorConfiguration())
    try ios.route(RouteRequest(url: Fixture.absolute("HTTPS://My.App.com:8443/a")))
    #expect(ios.startLocation?.absoluteString == "https://my.app.com:8443/")
  }
}
