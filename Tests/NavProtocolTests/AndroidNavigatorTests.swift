import Foundation
import NavJSON
import NavProtocol
import Testing

/// The Android navigator beyond the rule table: dialogs, `pop`, `clearAll`,
/// the back button, `start`, tab reselection, entry flags, animation, limits.
@Suite struct AndroidNavigatorTests {
  static let sheetRule = AndroidFixture.rule(["/sheet$"], ["context": "modal", "uri": .string(AndroidFixture.sheet)])
  static let modalRule = AndroidFixture.rule(["/new$"], ["context": "modal", "uri": .string(AndroidFixture.webModal)])

  // MARK: dialogs

  @Test func aPushOverTheOnlyDialogDismissesItThenPresentsTheNewEntry() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a"], rules: [Self.sheetRule, Self.modalRule])
    try navigator.route(RouteRequest(url: Fixture.url("/sheet")))
    #expect(navigator.modalStack.top?.isDialog == true)
    #expect(navigator.modalStack.top?.visitable == true)  // hotwire://fragment/web/modal/sheet is below .../web
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/posts/new")))
    #expect(outcome.operations.map(\.summary) == ["dismiss", "setStack(modal)", "present"])
    #expect(outcome.operations.last == .present(modalStyle: nil, animated: true))
    #expect(navigator.modalStack.paths == ["/posts/new"])
    #expect(navigator.modalStack.top?.isDialog == false)
  }

  @Test func aPushOverADialogOnADeeperModalPopsOnlyTheDialog() throws {
    let navigator = try AndroidFixture.navigator(
      main: ["/a"], modal: ["/m", "/sheet"], rules: [Self.sheetRule, Self.modalRule],
      viewControllers: ["/sheet": AndroidFixture.sheet])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/posts/new")))
    #expect(
      outcome.operations == [
        .pop(stack: .modal, entry: 3, animated: true), .push(stack: .modal, entry: 4, animated: true),
      ])
    #expect(navigator.modalStack.paths == ["/m", "/posts/new"])
  }

  @Test func aDialogReplacesAnotherDialog() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a"], rules: [Self.sheetRule])
    try navigator.route(RouteRequest(url: Fixture.url("/one/sheet")))
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/two/sheet")))
    #expect(outcome.operations.map(\.summary) == ["dismiss", "setStack(modal)", "present"])
    #expect(navigator.modalStack.paths == ["/two/sheet"])
  }

  @Test func dialogViewControllersAreExactIdentifiersDecidedAtCreation() throws {
    var configuration = AndroidFixture.configuration()
    configuration.dialogViewControllers = ["custom-sheet"]
    let navigator = Navigator(configuration: configuration)
    try navigator.setStacks(
      main: [EntrySpec(viewController: "custom-sheet")], modal: [EntrySpec(viewController: "custom-sheet/x")])
    #expect(navigator.mainStack.top?.isDialog == true)
    #expect(navigator.modalStack.top?.isDialog == false)
  }

  @Test func iOSHasNoDialogs() throws {
    var configuration = Fixture.configuration()
    configuration.dialogViewControllers = ["web"]
    let navigator = Navigator(configuration: configuration)
    try navigator.setStacks(main: [Fixture.spec("/a")], modal: [])
    #expect(navigator.mainStack.top?.isDialog == false)
  }

  @Test func popClosesADialogFirst() throws {
    let navigator = try AndroidFixture.navigator(
      main: ["/a"], modal: ["/m", "/sheet"], viewControllers: ["/sheet": AndroidFixture.sheet])
    let outcome = navigator.performPop(animated: true)
    #expect(outcome.operations == [.pop(stack: .modal, entry: 3, animated: true)])
    #expect(outcome.visits.map(\.summary) == ["reveal:restore /m"])
  }

  // MARK: pop, clearAll, back

  @Test(arguments: [
    ([String](), [String](), [String]()), (["/a"], [], []), ([], ["/m"], []), (["/a", "/b"], [], ["pop(main)"]),
    (["/a"], ["/m"], ["dismiss"]), (["/a"], ["/m", "/n"], ["pop(modal)"]),
  ])
  func popRemovesOneEntryOfTheBackStackExceptAtTheStart(main: [String], modal: [String], operations: [String])
    throws
  {
    for pop in [{ (n: Navigator) in n.performPop(animated: true) }, { (n: Navigator) in n.back() }] {
      let navigator = try AndroidFixture.navigator(main: main, modal: modal)
      #expect(pop(navigator).operations.map(\.summary) == operations)
    }
  }

  @Test func backIsPopAndDismissesAOneEntryModal() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a"], modal: ["/m"])
    let outcome = navigator.back()
    #expect(outcome.operations == [.dismiss(animated: true)])
    #expect(
      outcome.visits == [Visit(stack: .main, entry: 1, url: Fixture.url("/a"), action: .restore, reason: .reveal)])
  }

  @Test func clearAllDismissesAndPopsToTheRootWithoutRefreshing() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a", "/b", "/c"], modal: ["/m"])
    let outcome = navigator.performClearAll(animated: false)
    #expect(outcome.operations == [.dismiss(animated: false), .setStack(stack: .main, entries: [1], animated: false)])
    #expect(outcome.visits.map(\.summary) == ["reveal:restore /a"])
  }

  @Test(arguments: [([String](), [String]()), (["/a"], []), ([], ["/m"])])
  func clearAllIsANoOpAtTheStart(main: [String], modal: [String]) throws {
    let navigator = try AndroidFixture.navigator(main: main, modal: modal)
    #expect(navigator.performClearAll(animated: true) == .nothing)
  }

  @Test func dismissModalRevealsMainsTop() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a", "/b"], modal: ["/m", "/n"])
    let outcome = try navigator.dismissModal()
    #expect(outcome.operations == [.dismiss(animated: true)])
    #expect(outcome.visits.map(\.summary) == ["reveal:restore /b"])
  }

  @Test func aRevealedScreenThatIsNotVisitableRestoresNothing() throws {
    let navigator = try AndroidFixture.navigator(
      main: ["/native", "/b"], viewControllers: ["/native": "hotwire://fragment/native"])
    let outcome = navigator.performPop(animated: true)
    #expect(outcome.operations.map(\.summary) == ["pop(main)"])
    #expect(outcome.visits.isEmpty)
  }

  // MARK: refresh reloads the stamp

  @Test func refreshVisitsTheStampNotTheCurrentURL() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a", "/b"])
    try navigator.didChangeURL(Fixture.url("/b?redirected=1"))
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/refresh_historical_location")))
    #expect(outcome.operations == [.refresh(stack: .main, entry: 2)])
    #expect(
      outcome.visits == [Visit(stack: .main, entry: 2, url: Fixture.url("/b"), action: .replace, reason: .refresh)])
  }

  // MARK: start

  @Test func startPushesTheStartLocationWithoutTheRouterOrTheRule() throws {
    let rule = AndroidFixture.rule(
      ["^/$"], ["uri": "hotwire://fragment/web/home", "pull_to_refresh_enabled": true, "animated": false])
    let navigator = Navigator(configuration: AndroidFixture.configuration(rules: [rule]))
    let outcome = try navigator.start()
    #expect(outcome.operations == [.push(stack: .main, entry: 1, animated: false)])
    #expect(outcome.visits == [Visit(stack: .main, entry: 1, url: Fixture.url("/"), action: .advance, reason: .route)])
    let root = try #require(navigator.mainStack.top)
    #expect(root.viewController == "hotwire://fragment/web/home")
    #expect(root.visitable)
    #expect(root.pullToRefreshEnabled)
    #expect(root.modalDismissGestureEnabled)
    #expect(try navigator.start().warnings == [.alreadyStarted])
  }

  @Test func startIgnoresAModalContextAndTheRouter() throws {
    var configuration = AndroidFixture.configuration(rules: [AndroidFixture.rule([".*"], ["context": "modal"])])
    configuration.routeDecisionHandlers = []
    let navigator = Navigator(configuration: configuration)
    let outcome = try navigator.start()
    #expect(outcome.operations.map(\.summary) == ["push(main)"])
    #expect(!navigator.mainStack.top!.pullToRefreshEnabled)
  }

  // MARK: entries, animation, proposals

  @Test func routedEntriesTakeUriAndAndroidDefaults() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a"], rules: [Self.modalRule])
    let outcome = try navigator.route(
      RouteRequest(
        url: Fixture.url("/posts/new"),
        properties: ["view_controller": "ignored", "modal_dismiss_gesture_enabled": false, "modal_style": "full"]))
    let top = try #require(navigator.modalStack.top)
    #expect(top.viewController == AndroidFixture.webModal)
    #expect(top.visitable)
    #expect(!top.pullToRefreshEnabled)
    #expect(top.modalDismissGestureEnabled)
    #expect(navigator.modalStyle == nil)
    #expect(outcome.proposal.androidProperties.uri == AndroidFixture.webModal)
  }

  @Test func acceptCustomUsesTheCustomIdentifier() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a"])
    try navigator.route(RouteRequest(url: Fixture.url("/b"), proposalResult: .acceptCustom("native")))
    #expect(navigator.mainStack.top?.viewController == "native")
    #expect(navigator.mainStack.top?.visitable == false)
  }

  @Test func rejectDoesNothingAndConsumesNoId() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a"])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/b"), proposalResult: .reject))
    #expect(outcome.operations.isEmpty)
    #expect(navigator.environment.nextEntryID == 2)
  }

  @Test func aPopConsumesNoEntryId() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a", "/b"])
    try navigator.route(RouteRequest(url: Fixture.url("/a")))
    #expect(navigator.environment.nextEntryID == 3)
  }

  @Test func notAnimatedAppliesToEverythingButReplacements() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a", "/b"], modal: ["/m"])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/b"), properties: ["animated": false]))
    #expect(outcome.operations == [.dismiss(animated: false), .replace(stack: .main, entry: 4, replaced: 2)])
  }

  // MARK: tabs

  @Test func reselectingTheActiveTabClearsIt() throws {
    let tabs = [
      TabConfiguration(id: "home", title: "Home", url: Fixture.url("/")),
      TabConfiguration(id: "search", title: "Search", url: Fixture.url("/search")),
    ]
    let group = NavigatorGroup(configuration: AndroidFixture.configuration(tabs: tabs))
    try group.startActiveTabIfNeeded()
    try group.activeNavigator.route(RouteRequest(url: Fixture.url("/a")))
    try group.activeNavigator.route(RouteRequest(url: Fixture.url("/b")))
    let outcome = try group.select(tab: "home")
    #expect(outcome.operations == [.setStack(stack: .main, entries: [1], animated: false)])
    #expect(outcome.visits.map(\.summary) == ["reveal:restore /"])
    let other = try group.select(tab: "search")
    #expect(other.operations.map(\.summary) == ["push(main)"])
    #expect(other.visits.map(\.summary) == ["route:advance /search"])
  }

  @Test func reselectingOnIOSPopsToTheRoot() throws {
    // Hotwire Native 1.3 on iOS: UIKit pops a reselected tab to its root, animated (DESIGN §10).
    let tabs = [TabConfiguration(id: "home", title: "Home", url: Fixture.url("/"))]
    let group = NavigatorGroup(configuration: NavigatorConfiguration(tabs: tabs))
    try group.startActiveTabIfNeeded()
    try group.activeNavigator.route(Fixture.request("/a"))
    let outcome = try group.select(tab: "home")
    #expect(outcome.operations == [.setStack(stack: .main, entries: [1], animated: true)])
    #expect(outcome.visits.map(\.summary) == ["reveal:restore /"])
    #expect(group.activeNavigator.mainStack.paths == ["/"])
  }

  // MARK: limits and atomicity

  @Test func aRouteOverTheLimitChangesNothing() throws {
    let navigator = Navigator(
      configuration: AndroidFixture.configuration(), limits: NavigatorLimits(maxStackEntries: 1))
    try navigator.setStacks(
      main: [EntrySpec(viewController: AndroidFixture.web, routedLocation: Fixture.url("/a"))], modal: [])
    #expect(throws: NavigationError.stackLimitExceeded(stack: .main, limit: 1)) {
      try navigator.route(RouteRequest(url: Fixture.url("/b")))
    }
    #expect(navigator.mainStack.paths == ["/a"])
    #expect(navigator.environment.nextEntryID == 2)
  }

  @Test func aRefusedModalReplaceRootChangesNothing() throws {
    let navigator = try AndroidFixture.navigator(main: ["/a", "/b"], modal: ["/m"])
    let outcome = try navigator.route(
      RouteRequest(url: Fixture.url("/x"), properties: ["context": "modal", "presentation": "replace_root"]))
    #expect(outcome.operations.isEmpty)
    #expect(outcome.visits.isEmpty)
    #expect(outcome.warnings == [.modalReplaceRoot])
    #expect(navigator.mainStack.paths == ["/a", "/b"])
    #expect(navigator.modalStack.paths == ["/m"])
    #expect(navigator.environment.nextEntryID == 4)
  }

  @Test func aRefusedModalReplaceRootAdoptsNoStartLocation() throws {
    let navigator = Navigator(configuration: NavigatorConfiguration(platform: .android))
    let outcome = try navigator.route(
      RouteRequest(url: Fixture.url("/x"), properties: ["context": "modal", "presentation": "replace_root"]))
    #expect(outcome.decision == .navigate)
    #expect(outcome.warnings == [.modalReplaceRoot])
    #expect(navigator.startLocation == nil)
  }

  @Test func importedStacksPresentWithoutAModalStyle() throws {
    let navigator = try AndroidFixture.navigator()
    let outcome = try navigator.setStacks(
      main: [EntrySpec(viewController: AndroidFixture.web)], modal: [EntrySpec(viewController: AndroidFixture.web)],
      modalStyle: .full)
    #expect(outcome.operations.last == .present(modalStyle: nil, animated: false))
    #expect(navigator.modalStyle == nil)
  }
}
