import Foundation
import NavJSON
import Testing

@testable import NavProtocol

/// Tabs as Hotwire Native 1.3 ships them (docs/navigator.md, "Tabs"): eager or lazy loading,
/// the selected tab, reselection and the tab bar's visibility, on both platforms.
@Suite struct TabBarTests {
  static let tabs = [
    TabConfiguration(id: "home", title: "Home", url: Fixture.url("/")),
    TabConfiguration(id: "search", title: "Search", url: Fixture.url("/search")),
    TabConfiguration(id: "profile", title: "Profile", url: Fixture.url("/profile")),
  ]

  static func group(_ platform: Platform, _ tabBar: TabBarConfiguration = TabBarConfiguration(), limit: Int? = nil)
    -> NavigatorGroup
  {
    var configuration =
      platform == .android
      ? AndroidFixture.configuration(tabs: tabs) : NavigatorConfiguration(platform: platform, tabs: tabs)
    configuration.tabBar = tabBar
    return NavigatorGroup(
      configuration: configuration,
      limits: NavigatorLimits(maxStackEntries: limit ?? NavigatorLimits.defaultMaxStackEntries))
  }

  // MARK: Loading

  /// `lazyLoadTabs`, `selectedTab` → the tabs that start (in order), the active tab, each start's visit.
  @Test(
    arguments: [
      (false, nil, ["home", "search", "profile"], "home"),
      (false, "search", ["home", "search", "profile"], "search"),
      (false, "profile", ["home", "search", "profile"], "profile"),
      (true, nil, ["home"], "home"),
      (true, "search", ["search"], "search"),
      (true, "profile", ["profile"], "profile"),
    ] as [(Bool, String?, [String], String)], Platform.allCases)
  func loadingStartsEveryTabInOrderUnlessLazy(
    row: (lazy: Bool, selected: String?, started: [String], active: String), platform: Platform
  ) throws {
    let group = Self.group(platform, TabBarConfiguration(lazyLoadTabs: row.lazy, selectedTab: row.selected))
    #expect(group.activeTabID == row.active)
    let starts = try group.loadTabs()
    #expect(starts.map { $0.navigator.tab?.id } == row.started)
    let paths = Self.tabs.filter { row.started.contains($0.id) }.map { $0.url.path() }
    #expect(starts.flatMap { $0.outcome.visits.map(\.summary) } == paths.map { "route:advance \($0)" })
    #expect(starts.allSatisfy { $0.outcome.visits.allSatisfy { $0.load == .network } })
    #expect(starts.allSatisfy { $0.outcome.warnings.isEmpty })
    #expect(group.navigators.map(\.isStarted) == Self.tabs.map { row.started.contains($0.id) })
    #expect(starts.map { $0.outcome.operations.map(\.summary) } == row.started.map { _ in ["push(main)"] })
    // Ids follow tab order, one entry per start.
    #expect(group.navigators.filter(\.isStarted).map { $0.mainStack.ids } == row.started.indices.map { [$0 + 1] })
    #expect(try group.loadTabs().isEmpty)
  }

  @Test(arguments: Platform.allCases)
  func aLazyTabStartsOnItsFirstSelection(platform: Platform) throws {
    let group = Self.group(platform, TabBarConfiguration(lazyLoadTabs: true))
    try group.loadTabs()
    let selected = try group.select(tab: "profile")
    #expect(selected.visits.map(\.summary) == ["route:advance /profile"])
    #expect(group.navigators.map(\.isStarted) == [true, false, true])
  }

  @Test(arguments: Platform.allCases)
  func anEagerTabIsNotStartedAgainOnSelection(platform: Platform) throws {
    let group = Self.group(platform)
    try group.loadTabs()
    #expect(try group.select(tab: "search") == .nothing)
    #expect(group.activeTabID == "search")
  }

  @Test(arguments: Platform.allCases)
  func aRefusedLoadChangesNothing(platform: Platform) throws {
    let group = Self.group(platform, limit: 0)
    #expect(throws: NavigationError.stackLimitExceeded(stack: .main, limit: 0)) { try group.loadTabs() }
    #expect(group.navigators.map(\.isStarted) == [false, false, false])
    #expect(group.environment.nextEntryID == 1)
  }

  @Test func aRefusedLaterStartUndoesTheEarlierOnes() throws {
    // The first tab's URL has the `none` presentation (no entry, its session still visits
    // nothing), so it starts within a limit of 0; the second cannot.
    let rules: JSONValue = [
      "rules": [["patterns": ["^/nothing$"], "properties": ["presentation": "none"]]]
    ]
    let nothing = TabConfiguration(id: "nothing", title: "Nothing", url: Fixture.url("/nothing"))
    let configuration = NavigatorConfiguration(
      pathConfiguration: try PathConfiguration(json: rules, platform: .ios), tabs: [nothing] + Self.tabs)
    let group = NavigatorGroup(configuration: configuration, limits: NavigatorLimits(maxStackEntries: 0))
    #expect(throws: NavigationError.stackLimitExceeded(stack: .main, limit: 0)) { try group.loadTabs() }
    #expect(group.navigators.map(\.isStarted) == [false, false, false, false])
    #expect(group.environment.nextEntryID == 1)
  }

  @Test func configuringAChangedSelectedTabActivatesIt() throws {
    let group = Self.group(.ios)
    try group.loadTabs()
    try group.select(tab: "search")
    var configuration = group.configuration
    configuration.tabBar.hideTabBarWhenPushed = true
    #expect(try group.configure(configuration).isEmpty)
    #expect(group.activeTabID == "search")
    configuration.tabBar.selectedTab = "profile"
    try group.configure(configuration)
    #expect(group.activeTabID == "profile")
  }

  @Test func configuringWithNewTabsStartsThemEagerly() throws {
    let group = Self.group(.ios, TabBarConfiguration(lazyLoadTabs: true))
    try group.loadTabs()
    var configuration = group.configuration
    configuration.tabBar.lazyLoadTabs = false
    let starts = try group.configure(configuration)
    #expect(starts.map { $0.navigator.tab?.id } == ["search", "profile"])
    #expect(starts.flatMap { $0.outcome.visits.map(\.entry) } == [2, 3])
  }

  // MARK: Reselection

  /// Platform, `clearNavigationOnTabReselection`, a modal over `[/, /a, /b]` → operations,
  /// visits, main's paths and whether the modal is still presented after reselecting.
  @Test(
    arguments: [
      (Platform.ios, true, false, ["setStack(main)"], ["reveal:restore /"], ["/"], false),
      (.ios, false, false, ["setStack(main)"], ["reveal:restore /"], ["/"], false),
      (.ios, true, true, ["setStack(main)"], ["reveal:restore /"], ["/"], true),
      (.android, true, false, ["setStack(main)"], ["reveal:restore /"], ["/"], false),
      (.android, false, false, [], [], ["/", "/a", "/b"], false),
      (.android, true, true, ["dismiss", "setStack(main)"], ["reveal:restore /"], ["/"], false),
      (.android, false, true, [], [], ["/", "/a", "/b"], true),
    ] as [(Platform, Bool, Bool, [String], [String], [String], Bool)])
  func reselectingTheActiveTab(
    platform: Platform, clear: Bool, modal: Bool, operations: [String], visits: [String], main: [String],
    presented: Bool
  ) throws {
    let group = Self.group(platform, TabBarConfiguration(clearNavigationOnTabReselection: clear))
    try group.loadTabs()
    let home = group.activeNavigator
    try home.route(Fixture.request("/a"))
    try home.route(Fixture.request("/b"))
    if modal { try home.route(Fixture.request("/m", context: .modal)) }
    let outcome = try group.select(tab: "home")
    #expect(outcome.operations.map(\.summary) == operations)
    #expect(outcome.visits.map(\.summary) == visits)
    #expect(home.mainStack.paths == main)
    #expect(home.presented == presented)
    if presented { #expect(home.modalStack.paths == ["/m"]) }
  }

  @Test func iOSReselectionPopsToTheRootAnimatedInOneSetStack() throws {
    let group = Self.group(.ios)
    try group.loadTabs()
    try group.activeNavigator.route(Fixture.request("/a"))
    let outcome = try group.select(tab: "home")
    #expect(outcome.operations == [.setStack(stack: .main, entries: [1], animated: true)])
    #expect(outcome.visits.map(\.load) == [.snapshot])
    #expect(try group.select(tab: "home") == .nothing)
  }

  // MARK: Tab-bar visibility

  /// Platform, `hideTabBarWhenPushed`, main's depth, a presented modal → `tabBarVisible`.
  @Test(
    arguments: [
      (Platform.ios, false, 1, false, true),
      (.ios, false, 3, false, true),
      (.ios, true, 1, false, true),
      (.ios, true, 2, false, false),
      (.ios, true, 1, true, true),
      (.ios, false, 1, true, true),
      (.android, false, 1, false, true),
      (.android, true, 2, false, true),
      (.android, false, 1, true, false),
      (.android, true, 3, true, false),
    ] as [(Platform, Bool, Int, Bool, Bool)])
  func tabBarVisibility(platform: Platform, hide: Bool, depth: Int, modal: Bool, visible: Bool) throws {
    let group = Self.group(platform, TabBarConfiguration(hideTabBarWhenPushed: hide))
    try group.loadTabs()
    for index in 1..<depth { try group.activeNavigator.route(Fixture.request("/page\(index)")) }
    if modal { try group.activeNavigator.route(Fixture.request("/m", context: .modal)) }
    #expect(group.activeNavigator.mainStack.count == depth)
    #expect(group.tabBarVisible == visible)
  }

  /// Every combination each profile answers: iOS reads only `hideTabBarWhenPushed` and main's
  /// depth, Android only whether a modal is on top.
  @Test(arguments: Platform.allCases, [false, true])
  func eachProfileAnswersTabBarVisibility(platform: Platform, hide: Bool) {
    for mainCount in [0, 1, 2, 5] {
      for presented in [false, true] {
        let expected = platform == .ios ? !(hide && mainCount > 1) : !presented
        #expect(
          platform.profile.tabBarVisible(mainCount: mainCount, presented: presented, hideTabBarWhenPushed: hide)
            == expected, "main \(mainCount), presented \(presented)")
      }
    }
  }

  @Test(arguments: Platform.allCases)
  func theTabBarFollowsTheActiveTab(platform: Platform) throws {
    let group = Self.group(platform, TabBarConfiguration(hideTabBarWhenPushed: true))
    try group.loadTabs()
    try group.activeNavigator.route(Fixture.request("/a"))
    try group.activeNavigator.route(Fixture.request("/m", context: .modal))
    #expect(group.tabBarVisible == false)
    try group.select(tab: "search")
    #expect(group.tabBarVisible == true)
  }

  @Test(arguments: Platform.allCases)
  func withoutTabsThereIsNoTabBar(platform: Platform) {
    var configuration = NavigatorConfiguration(platform: platform, startLocation: Fixture.url("/"))
    configuration.tabBar.hideTabBarWhenPushed = true
    #expect(NavigatorGroup(configuration: configuration).tabBarVisible == nil)
  }
}
