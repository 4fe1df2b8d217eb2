import Foundation
import NavJSON
import NavProtocol
import Testing

/// A client's navigators, one per tab (docs/protocol.md §4, §7; docs/navigator.md §3).
@Suite struct TabsTests {
  let tabs = [
    TabConfiguration(id: "home", title: "Home", url: Fixture.url("/")),
    TabConfiguration(id: "search", title: "Search", url: Fixture.url("/search")),
  ]

  func group() -> NavigatorGroup {
    NavigatorGroup(configuration: NavigatorConfiguration(tabs: tabs))
  }

  @Test func theFirstTabIsActiveAndStartsImplicitly() throws {
    let group = group()
    #expect(group.activeTabID == "home")
    #expect(group.navigators.map(\.isStarted) == [false, false])
    let outcome = try group.startActiveTabIfNeeded()
    #expect(outcome.operations == [.push(stack: .main, entry: 1, animated: true)])
    #expect(outcome.warnings.isEmpty)
    #expect(group.activeNavigator.mainStack.paths == ["/"])
    #expect(try group.startActiveTabIfNeeded() == .nothing)
  }

  @Test func anotherTabStartsOnItsFirstSelectionOnly() throws {
    let group = group()
    try group.startActiveTabIfNeeded()
    let selected = try group.select(tab: "search")
    #expect(selected.operations == [.push(stack: .main, entry: 2, animated: true)])
    #expect(group.activeTabID == "search")
    #expect(try group.navigator(forTab: "search").mainStack.paths == ["/search"])
    #expect(try group.select(tab: "home") == .nothing)
    #expect(try group.select(tab: "search") == .nothing)
  }

  @Test func idsAreUniqueAcrossTabs() throws {
    let group = group()
    try group.startActiveTabIfNeeded()
    try group.activeNavigator.route(Fixture.request("/a"))
    try group.select(tab: "search")
    try group.activeNavigator.route(Fixture.request("/b"))
    #expect(try group.navigator(forTab: "home").mainStack.ids == [1, 2])
    #expect(try group.navigator(forTab: "search").mainStack.ids == [3, 4])
  }

  @Test func routingGoesToTheActiveTab() throws {
    let group = group()
    try group.select(tab: "search")
    group.route(Fixture.url("/results"))
    #expect(try group.navigator(forTab: "search").mainStack.paths == ["/search", "/results"])
    #expect(try group.navigator(forTab: "home").mainStack.isEmpty)
    #expect(group.mainStack.paths == ["/search", "/results"])
    #expect(group.currentVisitableURL == Fixture.url("/results"))
  }

  @Test func eachTabHasItsOwnStartLocation() throws {
    let group = NavigatorGroup(
      configuration: NavigatorConfiguration(
        tabs: [TabConfiguration(id: "shop", title: "Shop", url: Fixture.absolute("https://shop.example/"))] + tabs))
    #expect(group.activeNavigator.startLocation == Fixture.absolute("https://shop.example/"))
    #expect(group.activeNavigator.decideRoute(for: Fixture.url("/x")).handler == "safari")
    #expect(try group.navigator(forTab: "home").decideRoute(for: Fixture.url("/x")).handler == "app-navigation")
  }

  @Test func unknownTabsAreRefused() {
    let group = group()
    let refusal = NavigationError.unknownTab("profile", tabs: group.tabIDs)
    #expect(throws: refusal) { try group.select(tab: "profile") }
    #expect(throws: refusal) { try group.navigator(forTab: "profile") }
    #expect(group.activeTabID == "home")
    #expect(refusal.field == "tab")
    #expect(refusal.message == "no tab \"profile\" (tabs: \(JSONShapeIssue.choices(group.tabIDs)))")
    #expect(
      NavigationError.unknownTab("profile", tabs: []).message
        == "this client has no tabs, so there is no tab \"profile\"")
  }

  @Test func withoutTabsNothingStartsImplicitly() throws {
    let group = NavigatorGroup(configuration: Fixture.configuration())
    #expect(group.activeTabID == nil)
    #expect(try group.startActiveTabIfNeeded() == .nothing)
    #expect(group.activeNavigator.mainStack.isEmpty)
    #expect(try group.navigator(forTab: nil) === group.activeNavigator)
  }

  @Test func configuringTabsKeepsTheStacks() throws {
    let group = NavigatorGroup(configuration: Fixture.configuration())
    try group.activeNavigator.start()
    let single = group.activeNavigator
    // The single navigator becomes the started first tab; eager loading starts the second.
    let starts = try group.configure(NavigatorConfiguration(tabs: tabs))
    #expect(starts.map { $0.navigator.tab?.id } == ["search"])
    #expect(group.activeNavigator === single)
    #expect(group.activeTabID == "home")
    #expect(group.activeNavigator.mainStack.paths == ["/"])

    try group.select(tab: "search")
    let renamed = [TabConfiguration(id: "search", title: "Find", url: Fixture.url("/search"))]
    try group.configure(NavigatorConfiguration(tabs: renamed))
    #expect(group.navigators.count == 1)
    #expect(group.activeNavigator.tab?.title == "Find")
    #expect(group.activeNavigator.mainStack.paths == ["/search"])

    try group.configure(Fixture.configuration())
    #expect(group.activeTabID == nil)
    #expect(group.activeNavigator.mainStack.paths == ["/search"])
  }

  @Test func configuringStartsANewActiveTab() throws {
    let group = NavigatorGroup(configuration: NavigatorConfiguration(tabs: tabs))
    try group.startActiveTabIfNeeded()
    let starts = try group.configure(
      NavigatorConfiguration(tabs: [TabConfiguration(id: "new", title: "New", url: Fixture.url("/new"))]))
    #expect(starts.map(\.outcome.operations) == [[.push(stack: .main, entry: 2, animated: true)]])
    #expect(group.activeTabID == "new")
  }

  @Test func aRefusedImplicitStartRestoresTheConfiguration() throws {
    let group = NavigatorGroup(configuration: Fixture.configuration(), limits: NavigatorLimits(maxStackEntries: 0))
    #expect(throws: NavigationError.stackLimitExceeded(stack: .main, limit: 0)) {
      try group.configure(NavigatorConfiguration(tabs: tabs))
    }
    #expect(group.activeTabID == nil)
    #expect(group.configuration.tabs.isEmpty)
    #expect(group.configuration.startLocation == Fixture.url("/"))
  }
}
