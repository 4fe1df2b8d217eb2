import Foundation
import NavProtocol
import Testing

/// Web view policy handlers and the manager, against the spy (seed 000).
@Suite struct WebViewPolicyHandlerTests {
  let configuration = NavigatorConfiguration(startLocation: Fixture.url("/"))
  let link = Fixture.url("/next")

  func action(
    _ type: NavigationAction.NavigationType, _ frame: NavigationAction.TargetFrame?, url: URL? = Fixture.url("/next")
  ) -> NavigationAction {
    NavigationAction(url: url, navigationType: type, targetFrame: frame)
  }

  @Test func reloadMatchesMainFrameReloadsOnly() {
    let handler = ReloadWebViewPolicyDecisionHandler()
    #expect(handler.matches(navigationAction: action(.reload, .main), configuration: configuration))
    #expect(!handler.matches(navigationAction: action(.reload, .sub), configuration: configuration))
    #expect(!handler.matches(navigationAction: action(.reload, nil), configuration: configuration))
    #expect(!handler.matches(navigationAction: action(.other, .main), configuration: configuration))
  }

  @Test func reloadReloadsTheNavigatorAndCancels() {
    let spy = NavigationSpy()
    let decision = ReloadWebViewPolicyDecisionHandler().handle(
      navigationAction: action(.reload, .main), configuration: configuration, navigator: spy)
    #expect(decision == .cancel)
    #expect(spy.reloadWasCalled)
    #expect(!spy.routeWasCalled)
  }

  @Test func newWindowMatchesLinksOutsideTheMainFrame() {
    let handler = NewWindowWebViewPolicyDecisionHandler()
    #expect(handler.matches(navigationAction: action(.linkActivated, nil), configuration: configuration))
    #expect(handler.matches(navigationAction: action(.linkActivated, .sub), configuration: configuration))
    #expect(!handler.matches(navigationAction: action(.linkActivated, .main), configuration: configuration))
    #expect(!handler.matches(navigationAction: action(.linkActivated, nil, url: nil), configuration: configuration))
    #expect(!handler.matches(navigationAction: action(.other, nil), configuration: configuration))
  }

  @Test func newWindowRoutesTheURLAndCancels() {
    let spy = NavigationSpy()
    let decision = NewWindowWebViewPolicyDecisionHandler().handle(
      navigationAction: action(.linkActivated, nil), configuration: configuration, navigator: spy)
    #expect(decision == .cancel)
    #expect(spy.routeURL == link)
    #expect(spy.routeOptions == VisitOptions(action: .advance))
  }

  @Test(arguments: [
    (NavigationAction.NavigationType.linkActivated, NavigationAction.TargetFrame?.some(.main), true),
    (.linkActivated, .sub, true), (.linkActivated, nil, true), (.other, .main, true), (.other, .sub, false),
    (.other, nil, false), (.formSubmitted, .main, false), (.backForward, .main, false),
  ])
  func externalNavigationMatches(
    type: NavigationAction.NavigationType, frame: NavigationAction.TargetFrame?, matches: Bool
  ) {
    let handler = ExternalNavigationWebViewPolicyDecisionHandler()
    #expect(handler.matches(navigationAction: action(type, frame), configuration: configuration) == matches)
    #expect(!handler.matches(navigationAction: action(type, frame, url: nil), configuration: configuration))
  }

  @Test func externalNavigationRoutesValidSchemes() {
    let spy = NavigationSpy()
    let url = Fixture.absolute("mailto:a@b.example")
    let decision = ExternalNavigationWebViewPolicyDecisionHandler().handle(
      navigationAction: action(.linkActivated, .main, url: url), configuration: configuration, navigator: spy)
    #expect(decision == .cancel)
    #expect(spy.routeURL == url)
  }

  @Test(arguments: ["javascript:alert(1)", "JavaScript:void(0)", "about:blank", "data:text/plain,hi", "file:///etc"])
  func externalNavigationNeverRoutesInvalidSchemes(url: String) {
    let spy = NavigationSpy()
    let decision = ExternalNavigationWebViewPolicyDecisionHandler().handle(
      navigationAction: action(.linkActivated, .main, url: Fixture.absolute(url)), configuration: configuration,
      navigator: spy)
    #expect(decision == .cancel)
    #expect(!spy.routeWasCalled)
  }

  @Test func linkActivatedCancelsMainFrameLinksWithoutRouting() {
    let handler = LinkActivatedWebViewPolicyDecisionHandler()
    let spy = NavigationSpy()
    #expect(handler.matches(navigationAction: action(.linkActivated, .main, url: nil), configuration: configuration))
    #expect(!handler.matches(navigationAction: action(.linkActivated, .sub), configuration: configuration))
    #expect(
      handler.handle(navigationAction: action(.linkActivated, .main), configuration: configuration, navigator: spy)
        == .cancel)
    #expect(!spy.anyCall)
  }

  @Test(arguments: [
    (NavigationAction.NavigationType.reload, NavigationAction.TargetFrame?.some(.main), true, "reload" as String?),
    (.linkActivated, nil, true, "new-window"), (.linkActivated, .main, true, "external-navigation"),
    (.linkActivated, .main, false, "link-activated"), (.other, .main, true, "external-navigation"),
    (.formSubmitted, .main, true, nil), (.backForward, .sub, true, nil), (.reload, .sub, true, nil),
  ])
  func theDefaultManagerAsksInOrder(
    type: NavigationAction.NavigationType, frame: NavigationAction.TargetFrame?, hasURL: Bool, handler: String?
  ) {
    let spy = NavigationSpy()
    let result = configuration.webViewPolicyManager.decidePolicy(
      for: action(type, frame, url: hasURL ? link : nil), configuration: configuration, navigator: spy)
    #expect(result.handler == handler)
    #expect(result.decision == (handler == nil ? .allow : .cancel))
  }

  @Test func noHandlersAllow() {
    let result = WebViewPolicyManager(handlers: []).decidePolicy(
      for: action(.reload, .main), configuration: configuration, navigator: NavigationSpy())
    #expect(result == WebViewPolicyManager.Result(decision: .allow, handler: nil))
  }

  @Test func namesResolveToTheirHandlers() {
    for name in WebViewPolicyHandlerName.allCases { #expect(name.handler.name == name.rawValue) }
  }

  @Test func theNavigatorReportsWhatTheHandlerDid() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let routed = try navigator.decidePolicy(for: action(.linkActivated, .sub))
    #expect(routed.decision == .cancel)
    #expect(routed.handler == "new-window")
    #expect(routed.route?.operations == [.push(stack: .main, entry: 2, animated: true)])
    #expect(routed.reload == nil)

    let reloaded = try navigator.decidePolicy(for: action(.reload, .main))
    #expect(reloaded.handler == "reload")
    #expect(reloaded.route == nil)
    #expect(reloaded.reload?.visits.map(\.entry) == [2])

    let allowed = try navigator.decidePolicy(for: action(.formSubmitted, .main))
    #expect(allowed == PolicyOutcome(decision: .allow, handler: nil))
  }

  @Test func aRefusedRouteFromAHandlerThrows() throws {
    let navigator = try Fixture.navigator(main: ["/a"], maxStackEntries: 1)
    #expect(throws: NavigationError.stackLimitExceeded(stack: .main, limit: 1)) {
      try navigator.decidePolicy(for: action(.linkActivated, .main))
    }
    #expect(navigator.mainStack.paths == ["/a"])
  }
}
