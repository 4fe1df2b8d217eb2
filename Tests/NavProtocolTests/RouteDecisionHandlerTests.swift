import Foundation
import NavProtocol
import Testing

/// Route decision handlers and the router, against the spy (seed 000).
@Suite struct RouteDecisionHandlerTests {
  let configuration = NavigatorConfiguration(startLocation: Fixture.absolute("https://app.example/"))
  let noStart = NavigatorConfiguration()

  @Test(arguments: [
    ("https://app.example/a", true), ("https://APP.Example/a", true), ("http://app.example:8080/a", true),
    ("https://other.example/a", false), ("mailto:someone@app.example", false), ("kkbox://album/1", false),
  ])
  func appNavigationMatchesTheStartHost(url: String, matches: Bool) {
    let handler = AppNavigationRouteDecisionHandler()
    #expect(handler.matches(location: Fixture.absolute(url), configuration: configuration) == matches)
  }

  @Test func appNavigationNeverMatchesWithoutAStartLocation() {
    let handler = AppNavigationRouteDecisionHandler()
    #expect(!handler.matches(location: Fixture.absolute("https://app.example/a"), configuration: noStart))
  }

  @Test func appNavigationNavigatesAndTouchesNothing() {
    let spy = NavigationSpy()
    let handling = AppNavigationRouteDecisionHandler().handle(
      location: Fixture.url("/a"), configuration: configuration, navigator: spy)
    #expect(handling == .navigate)
    #expect(handling.external == nil)
    #expect(!spy.anyCall)
  }

  @Test(arguments: [
    ("https://other.example/a", true), ("HTTP://other.example/a", false), ("https://app.example/a", false),
    ("https://App.Example/a", false), ("mailto:someone@other.example", false), ("ftp://other.example/f", false),
  ])
  func safariMatchesWebURLsOnOtherHosts(url: String, matches: Bool) {
    let handler = SafariRouteDecisionHandler()
    #expect(handler.matches(location: Fixture.absolute(url), configuration: configuration) == matches)
  }

  @Test func safariTreatsEveryHostAsOtherWithoutAStartLocation() {
    let handler = SafariRouteDecisionHandler()
    #expect(handler.matches(location: Fixture.absolute("https://app.example/a"), configuration: noStart))
  }

  @Test func safariCancelsAndOpensTheInAppBrowser() {
    let spy = NavigationSpy()
    let url = Fixture.absolute("https://other.example/a")
    let handling = SafariRouteDecisionHandler().handle(location: url, configuration: configuration, navigator: spy)
    #expect(handling.decision == .cancel)
    #expect(handling.external == ExternalNavigation(kind: .safari, url: url))
    #expect(!spy.anyCall)
  }

  @Test(arguments: [
    ("mailto:a@b.example", true), ("sms:+15551234", true), ("https://other.example/", true),
    ("https://app.example/x", false), ("kkbox://app.example/x", false),
  ])
  func systemNavigationMatchesOtherHosts(url: String, matches: Bool) {
    let handler = SystemNavigationRouteDecisionHandler()
    #expect(handler.matches(location: Fixture.absolute(url), configuration: configuration) == matches)
  }

  @Test func systemNavigationCancelsAndHandsToTheSystem() {
    let spy = NavigationSpy()
    let url = Fixture.absolute("mailto:a@b.example")
    let handling = SystemNavigationRouteDecisionHandler().handle(
      location: url, configuration: configuration, navigator: spy)
    #expect(handling == RouteHandling(decision: .cancel, external: ExternalNavigation(kind: .system, url: url)))
    #expect(!spy.anyCall)
  }

  @Test(arguments: [
    ("https://app.example/a", Router.Decision.navigate, "app-navigation" as String?, nil as ExternalNavigation.Kind?),
    ("https://other.example/a", .cancel, "safari", .safari),
    ("mailto:a@b.example", .cancel, "system-navigation", .system),
  ])
  func theDefaultRouterAsksInOrder(
    url: String, decision: Router.Decision, handler: String?, external: ExternalNavigation.Kind?
  ) {
    let result = configuration.router.decideRoute(
      for: Fixture.absolute(url), configuration: configuration, navigator: NavigationSpy())
    #expect(result.decision == decision)
    #expect(result.handler == handler)
    #expect(result.external?.kind == external)
  }

  @Test func theFirstMatchingHandlerWins() {
    let router = Router(handlers: [SystemNavigationRouteDecisionHandler(), SafariRouteDecisionHandler()])
    let result = router.decideRoute(
      for: Fixture.absolute("https://other.example/"), configuration: configuration, navigator: NavigationSpy())
    #expect(result.handler == "system-navigation")
  }

  @Test func noMatchingHandlerCancels() {
    let router = Router(handlers: [SafariRouteDecisionHandler()])
    let result = router.decideRoute(
      for: Fixture.absolute("https://app.example/"), configuration: configuration, navigator: NavigationSpy())
    #expect(result == Router.Result(decision: .cancel, handler: nil))
    #expect(
      Router(handlers: []).decideRoute(for: Fixture.url("/"), configuration: configuration, navigator: NavigationSpy())
        .decision == .cancel)
  }

  @Test func namesResolveToTheirHandlers() {
    for name in RouteDecisionHandlerName.allCases { #expect(name.handler.name == name.rawValue) }
    #expect(RouteDecisionHandlerName(rawValue: "app-navigation") == .appNavigation)
    #expect(RouteDecisionHandlerName(rawValue: "unknown") == nil)
  }
}
