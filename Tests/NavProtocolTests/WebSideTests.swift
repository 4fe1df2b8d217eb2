import NavJSON
import Testing

@testable import NavProtocol

/// The web side (docs/web-side.md): page loads, web sessions, proposals and the iOS redirect
/// rules, Turbo's form outcomes, cross-origin redirects and failed visits.
@Suite struct WebSideTests {
  /// An iOS or Android navigator on the app, started at `/`, then routed to `paths`.
  static func navigator(_ platform: Platform = .ios, routed paths: [String] = []) throws -> Navigator {
    let configuration = NavigatorConfiguration(platform: platform, startLocation: Fixture.url("/"))
    let navigator = Navigator(configuration: configuration)
    try navigator.start()
    for path in paths { try navigator.route(Fixture.request(path)) }
    return navigator
  }

  static func redirected(_ path: String, action: VisitAction = .replace, context: Navigation.Context = .default)
    -> RouteRequest
  {
    RouteRequest(
      url: Fixture.url(path),
      options: VisitOptions(action: action, response: VisitResponse(statusCode: 200, redirected: true)),
      properties: Fixture.properties(context: context))
  }

  // MARK: Page loads

  @Test func aRouteCarryingA2xxResponseRendersItAndReplaceRootDropsIt() throws {
    let navigator = try Self.navigator()
    var request = Fixture.request("/a")
    request.options.response = VisitResponse(statusCode: 201, redirected: false)
    #expect(try navigator.route(request).visits.map(\.load) == [.response])
    request.options.response = VisitResponse(statusCode: 422, redirected: false)
    #expect(try navigator.route(Self.withURL(request, "/b")).visits.map(\.load) == [.network])
    var root = Fixture.request("/c", presentation: .replaceRoot)
    root.options.response = VisitResponse(statusCode: 200, redirected: false)
    #expect(try navigator.route(root).visits.map(\.load) == [.network])
  }

  static func withURL(_ request: RouteRequest, _ path: String) -> RouteRequest {
    var copy = request
    copy.url = Fixture.url(path)
    return copy
  }

  @Test(arguments: [Platform.ios, .android])
  func backRestoresFromTheSnapshotAndReloadGoesToTheNetwork(platform: Platform) throws {
    let navigator = try Self.navigator(platform, routed: ["/a", "/b"])
    #expect(navigator.webSession(.main)?.snapshots == [Fixture.url("/"), Fixture.url("/a")])
    let back = navigator.back()
    #expect(back.visits.map(\.action) == [.restore])
    #expect(back.visits.map(\.load) == [.snapshot])
    #expect(back.visits.map(\.session) == [.main])
    #expect(navigator.performReload().visits.map(\.load) == [.network])
  }

  /// A page cached again (by Turbo's key: without its fragment) moves to the end instead of being
  /// listed twice, keeping the URL it was last rendered with; every other page keeps its order.
  @Test func aPageCachedAgainMovesToTheEndUnderItsLatestURL() {
    var session = WebSession(name: .main)
    for path in ["/a#top", "/b", "/c", "/a", "/d"] { session.render(Fixture.url(path)) }
    #expect(session.snapshots == [Fixture.url("/b"), Fixture.url("/c"), Fixture.url("/a")])
    #expect(session.renderedAbsoluteString == "https://app.example/d")
    #expect(session.hasSnapshot(of: Fixture.url("/a#other")))
    #expect(!session.hasSnapshot(of: Fixture.url("/d")))
    #expect(!session.hasSnapshot(of: Fixture.url("/a/")))
    var written: [String] = []
    session.forEachSnapshot { written.append(String(decoding: $0, as: UTF8.self)) }
    #expect(written == ["https://app.example/b", "https://app.example/c", "https://app.example/a"])
    session.clearSnapshots()
    #expect(session.snapshots.isEmpty)
    #expect(session.renderedURL == Fixture.url("/d"))
  }

  @Test func theSnapshotCacheKeepsTheTenMostRecentPages() {
    var session = WebSession(name: .main)
    for index in 0...11 { session.render(Fixture.url("/\(index)")) }
    #expect(session.snapshots.count == 10)
    #expect(session.snapshots.first == Fixture.url("/1"))
    #expect(session.snapshots.last == Fixture.url("/10"))
    #expect(session.hasSnapshot(of: Fixture.absolute("https://app.example/5#top")))
  }

  // MARK: Proposals

  @Test func aProposalOfTheRenderedURLReRendersInPlace() throws {
    let navigator = try Self.navigator(routed: ["/a"])
    let routed = try navigator.proposeVisit(Fixture.request("/a", action: .replace))
    #expect(routed.inPlace)
    #expect(routed.operations.isEmpty)
    #expect(routed.visits.map(\.entry) == [2])
    #expect(navigator.mainStack.paths == ["/", "/a"])
  }

  /// (platform, session, context, redirected) → the rule, and the stacks after.
  @Test(
    arguments: [
      (Platform.ios, StackKind.modal, Navigation.Context.default, true, ProposalRule.dismissModal, ["/", "/x"], []),
      (.ios, .modal, .default, false, .notRedirected, ["/", "/x"], []),
      (.ios, .modal, .modal, true, .sameContext, ["/"], ["/m", "/x"]),
      (.ios, .main, .modal, true, .popActiveStack, ["/"], ["/x"]),
      (.ios, .main, .default, true, .sameContext, ["/", "/x"], []),
      (.android, .main, .default, true, .routedAsIs, ["/", "/x"], []),
    ] as [(Platform, StackKind, Navigation.Context, Bool, ProposalRule, [String], [String])])
  func redirectRules(
    platform: Platform, session: StackKind, context: Navigation.Context, redirected: Bool, rule: ProposalRule,
    main: [String], modal: [String]
  ) throws {
    let navigator = try Self.navigator(platform)
    try navigator.route(Fixture.request("/m", context: .modal))
    var request = Self.redirected("/x", action: .advance, context: context)
    request.options.response?.redirected = redirected
    let trace = DecisionTrace()
    let chosen: StackKind = platform == .android ? .main : session
    try navigator.proposeVisit(request, session: chosen, trace: trace)
    #expect(trace.webSide?.proposalRule == rule)
    #expect(navigator.mainStack.paths == main)
    #expect(navigator.modalStack.paths == modal)
  }

  @Test func sessionsThePlatformLacksAreRefusedAndChangeNothing() throws {
    let android = try Self.navigator(.android)
    #expect(throws: NavigationError.unknownWebSession("modal", sessions: ["main"])) {
      try android.proposeVisit(Fixture.request("/x"), session: .modal)
    }
    let ios = try Self.navigator()
    #expect(throws: NavigationError.modalSessionEmpty) {
      try ios.proposeVisit(Fixture.request("/x"), session: .modal)
    }
    #expect(ios.mainStack.paths == ["/"])
  }

  // MARK: Form submissions

  @Test(
    arguments: [
      (FormSubmission.Method.post, 200, true, true, FormOutcome.proposed),
      (.post, 200, false, true, .mustRedirect),
      (.post, 201, false, true, .proposed),
      (.get, 200, false, true, .proposed),
      (.post, 422, false, true, .renderedInPlace),
      (.post, 500, false, true, .renderedInPlace),
      (.post, 204, false, false, .noHTML),
      (.post, 422, false, false, .noHTML),
    ] as [(FormSubmission.Method, Int, Bool, Bool, FormOutcome)])
  func turbosFormOutcomes(
    method: FormSubmission.Method, status: Int, redirected: Bool, html: Bool, outcome: FormOutcome
  ) {
    let submission = FormSubmission(
      method: method, statusCode: status, url: Fixture.url("/x"), redirected: redirected, html: html)
    #expect(Navigator.formOutcome(of: submission) == outcome)
  }

  @Test func aFormActionIsTheSubmittersThenReplaceOnTheSameURLThenAdvance() throws {
    let navigator = try Self.navigator(routed: ["/a"])
    let own = try navigator.formSubmitted(
      FormSubmission(
        method: .post, statusCode: 200, url: Fixture.url("/b"), redirected: true, submitterAction: .replace))
    #expect(own.action == .replace)
    let advance = try navigator.formSubmitted(
      FormSubmission(method: .post, statusCode: 200, url: Fixture.url("/c"), redirected: true))
    #expect(advance.action == .advance)
    #expect(advance.proposal?.visits.map(\.load) == [.response])
    // Redirected to the URL the session shows: `replace`, and the proposal re-renders in place.
    let same = try navigator.formSubmitted(
      FormSubmission(method: .post, statusCode: 200, url: Fixture.url("/c"), redirected: true))
    #expect(same.action == .replace)
    #expect(same.proposal?.inPlace == true)
  }

  @Test func aNonGETProposalClearsTheSnapshotsAndAGETKeepsThem() throws {
    let navigator = try Self.navigator(routed: ["/a"])
    try navigator.formSubmitted(FormSubmission(method: .get, statusCode: 200, url: Fixture.url("/search")))
    #expect(navigator.webSession(.main)?.snapshots == [Fixture.url("/"), Fixture.url("/a")])
    try navigator.formSubmitted(FormSubmission(method: .post, statusCode: 422, url: Fixture.url("/search")))
    #expect(navigator.webSession(.main)?.snapshots == [])
  }

  /// HNI#178: after a form in the iOS modal, main's snapshots are stale, so a back on main goes
  /// to the network instead of showing the page as it was before the form.
  @Test func aFormInTheIOSModalMakesMainsNextRestoreGoToTheNetwork() throws {
    let navigator = try Self.navigator(routed: ["/a", "/b"])
    try navigator.route(Fixture.request("/b/edit", context: .modal))
    try navigator.formSubmitted(
      FormSubmission(method: .patch, statusCode: 200, url: Fixture.url("/b"), redirected: true), session: .modal)
    #expect(!navigator.presented)
    let back = navigator.back()
    #expect(back.visits.map(\.url) == [Fixture.url("/a")])
    #expect(back.visits.map(\.load) == [.network])
  }

  // MARK: Cross-origin redirects and failed visits

  @Test(arguments: [(Platform.ios, false), (.android, true)])
  func aCrossOriginRedirectPopsThenLeavesTheApp(platform: Platform, animated: Bool) throws {
    let navigator = try Self.navigator(platform, routed: ["/pay"])
    let routed = try navigator.crossOriginRedirect(to: Fixture.absolute("https://pay.example/checkout"))
    #expect(routed.operations.first == .pop(stack: .main, entry: 2, animated: animated))
    #expect(routed.decision == .cancel)
    #expect(routed.visits.map(\.action) == [.restore])
    #expect(navigator.mainStack.paths == ["/"])
  }

  @Test func aFailedVisitShowsItsErrorUntilAVisitRenders() throws {
    let navigator = try Self.navigator(routed: ["/a"])
    try navigator.visitFailed(statusCode: 503)
    #expect(navigator.mainStack.top?.error == EntryError(statusCode: 503))
    #expect(throws: NavigationError.unknownEntry(99)) { try navigator.visitFailed(statusCode: 0, entry: 99) }
    navigator.performReload()
    #expect(navigator.mainStack.top?.error == nil)
  }
}
