import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A client's navigators: one per tab (or a single one without tabs), one of
/// them active, all sharing one ``NavigatorEnvironment`` so entry ids are
/// unique across tabs and never reused. Like a tab bar controller, it routes
/// to the active navigator.
public final class NavigatorGroup {
  /// What the navigators share.
  public let environment: NavigatorEnvironment
  /// The navigators, in tab order; exactly one when there are no tabs.
  public private(set) var navigators: [Navigator]
  private var activeIndex = 0

  /// A group for `configuration`: one navigator per tab, the selected one
  /// (``TabBarConfiguration/selectedTab``, else the first) active.
  /// Nothing starts yet: call ``loadTabs()`` when the client opens.
  public init(
    configuration: NavigatorConfiguration = NavigatorConfiguration(), limits: NavigatorLimits = NavigatorLimits()
  ) {
    let environment = NavigatorEnvironment(configuration: configuration, limits: limits)
    self.environment = environment
    if configuration.tabs.isEmpty {
      navigators = [Navigator(environment: environment)]
    } else {
      navigators = configuration.tabs.map { Navigator(environment: environment, tab: $0) }
    }
    activeIndex = selectedIndex
  }

  /// The shared configuration.
  public var configuration: NavigatorConfiguration { environment.configuration }
  /// The navigator routing goes to.
  public var activeNavigator: Navigator { navigators[activeIndex] }
  /// The active tab's id; `nil` without tabs.
  public var activeTabID: String? { activeNavigator.tab?.id }

  /// The ids of the tabs, in order (empty without tabs).
  public var tabIDs: [String] { navigators.compactMap { $0.tab?.id } }

  /// The navigator of tab `id`, or the active one when `id` is `nil`.
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``.
  public func navigator(forTab id: String?) throws(NavigationError) -> Navigator {
    guard let id else { return activeNavigator }
    guard let navigator = navigators.first(where: { $0.tab?.id == id }) else { throw .unknownTab(id, tabs: tabIDs) }
    return navigator
  }

  /// The index of ``TabBarConfiguration/selectedTab`` (0 when unset or unknown).
  private var selectedIndex: Int {
    configuration.tabBar.selectedTab.flatMap { id in navigators.firstIndex { $0.tab?.id == id } } ?? 0
  }

  /// With tabs, starts the active tab's navigator if it has not started
  /// (an implicit start: no warnings). Without tabs, nothing: `start` is explicit.
  /// - Throws: ``NavigationError/stackLimitExceeded(stack:limit:)``; nothing changes then.
  @discardableResult
  public func startActiveTabIfNeeded() throws(NavigationError) -> NavigationOutcome {
    let navigator = activeNavigator
    guard navigator.tab != nil, !navigator.isStarted else { return .nothing }
    return try navigator.start(warning: false)
  }

  /// Loads the tabs as Hotwire Native 1.3's tab controllers do: every tab navigator that has not
  /// started starts, in tab order, the active one included (eager loading, the default since
  /// iOS PR #252 and Android PR #202); with ``TabBarConfiguration/lazyLoadTabs`` only the active
  /// one does. Each start is implicit (no warnings). Without tabs, nothing.
  /// - Returns: the starts, in tab order.
  /// - Throws: a limit error of a start; nothing changes then (earlier starts are undone).
  @discardableResult
  public func loadTabs() throws(NavigationError) -> [TabStart] {
    guard activeNavigator.tab != nil else { return [] }
    let candidates = configuration.tabBar.lazyLoadTabs ? [activeNavigator] : navigators
    let previousConfiguration = environment.configuration
    let firstEntryID = environment.nextEntryID
    var starts: [TabStart] = []
    for navigator in candidates where !navigator.isStarted {
      do {
        starts.append(TabStart(navigator: navigator, outcome: try navigator.start(warning: false)))
      } catch {
        // A start that found entries (an imported, unstarted tab) only marked the navigator started.
        for start in starts {
          if start.outcome.changedStacks {
            start.navigator.resetToUnstarted()
          } else {
            start.navigator.isStarted = false
          }
        }
        environment.rewindEntryIDs(to: firstEntryID)
        environment.configuration = previousConfiguration
        throw error
      }
    }
    return starts
  }

  /// Makes tab `id` active as it is: no start, no reselection (a state import).
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``.
  public func activate(tab id: String) throws(NavigationError) {
    guard let index = navigators.firstIndex(where: { $0.tab?.id == id }) else { throw .unknownTab(id, tabs: tabIDs) }
    activeIndex = index
  }

  /// Whether the tab bar is on screen (State's `tabBarVisible`): `nil` without tabs, else the
  /// platform's rule over the active navigator (docs/navigator.md, "Tabs").
  public var tabBarVisible: Bool? {
    guard activeNavigator.tab != nil else { return nil }
    let navigator = activeNavigator
    return configuration.platform.profile.tabBarVisible(
      mainCount: navigator.mainEntries.count, presented: navigator.presented,
      hideTabBarWhenPushed: configuration.tabBar.hideTabBarWhenPushed)
  }

  /// Makes tab `id` active, starting its navigator on its first selection.
  /// Selecting the tab that is already active reselects it
  /// (``Navigator/performReselect()``: iOS pops main to its root; Android clears it unless
  /// ``TabBarConfiguration/clearNavigationOnTabReselection`` is false).
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``; a limit error of the start
  ///   (the previous tab then stays active).
  @discardableResult
  public func select(tab id: String) throws(NavigationError) -> NavigationOutcome {
    guard let index = navigators.firstIndex(where: { $0.tab?.id == id }) else { throw .unknownTab(id, tabs: tabIDs) }
    if index == activeIndex && navigators[index].isStarted { return navigators[index].performReselect() }
    let previous = activeIndex
    activeIndex = index
    do {
      return try startActiveTabIfNeeded()
    } catch {
      activeIndex = previous
      throw error
    }
  }

  /// Replaces the configuration, keeping the stacks: a tab whose id stays keeps
  /// its navigator; a client gaining tabs gives its single navigator to the
  /// first tab; a client losing them keeps the active navigator. The active tab
  /// stays if it still exists and ``TabBarConfiguration/selectedTab`` did not
  /// change (else the selected tab, or the first, is active). Then the tabs load
  /// (``loadTabs()``) unless `loadingTabs` is false (a state import sets the stacks itself).
  /// - Throws: a limit error of a start; nothing changes then.
  @discardableResult
  public func configure(_ configuration: NavigatorConfiguration, loadingTabs: Bool = true) throws(NavigationError)
    -> [TabStart]
  {
    let previousConfiguration = environment.configuration
    let previousNavigators = navigators
    let previousTabs = navigators.map(\.tab)
    let previousActive = activeIndex

    let activeID = activeTabID
    environment.configuration = configuration
    if configuration.tabs.isEmpty {
      let kept = activeNavigator
      kept.tab = nil
      navigators = [kept]
      activeIndex = 0
    } else {
      let untabbed = previousNavigators.count == 1 && previousNavigators[0].tab == nil ? previousNavigators[0] : nil
      navigators = configuration.tabs.enumerated().map { offset, tab in
        let navigator =
          previousNavigators.first { $0.tab?.id == tab.id }
          ?? (offset == 0 ? untabbed : nil)
          ?? Navigator(environment: environment)
        navigator.tab = tab
        return navigator
      }
      let selectionKept = configuration.tabBar.selectedTab == previousConfiguration.tabBar.selectedTab
      activeIndex = (selectionKept ? navigators.firstIndex { $0.tab?.id == activeID } : nil) ?? selectedIndex
    }
    guard loadingTabs else { return [] }
    do {
      return try loadTabs()
    } catch {
      environment.configuration = previousConfiguration
      for (navigator, tab) in zip(previousNavigators, previousTabs) { navigator.tab = tab }
      navigators = previousNavigators
      activeIndex = previousActive
      throw error
    }
  }
}

extension NavigatorGroup: Navigating {
  /// The active navigator's main stack.
  public var mainStack: EntryStack { activeNavigator.mainStack }
  /// The active navigator's modal stack.
  public var modalStack: EntryStack { activeNavigator.modalStack }
  /// The active navigator's active stack.
  public var activeStack: EntryStack { activeNavigator.activeStack }

  /// Routes on the active navigator.
  public func route(_ url: URL, options: VisitOptions?, parameters: JSONObject?) {
    activeNavigator.route(url, options: options, parameters: parameters)
  }

  /// Routes on the active navigator.
  public func route(_ proposal: VisitProposal) {
    activeNavigator.route(proposal)
  }

  /// Pops on the active navigator.
  public func pop(animated: Bool) { activeNavigator.pop(animated: animated) }
  /// Clears all on the active navigator.
  public func clearAll(animated: Bool) { activeNavigator.clearAll(animated: animated) }
  /// Reloads the active navigator.
  public func reload() { activeNavigator.reload() }
}
