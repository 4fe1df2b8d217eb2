/// How a tabbed client loads, selects, reselects and shows its tabs: the tab settings of Hotwire
/// Native 1.3 (docs/navigator.md, "Tabs"). Each is the configuration key of the same name
/// (docs/protocol.md §4); a client without tabs ignores them.
public struct TabBarConfiguration: Sendable, Hashable {
  /// Whether only the selected tab starts when the tabs load, the others on their first
  /// selection (`true`), or every tab starts at once (`false`, the default since Hotwire Native
  /// iOS 1.3.0, PR #252, and Android 1.3.0, PR #202).
  public var lazyLoadTabs: Bool
  /// The id of the tab active after the tabs load; `nil` for the first (Android's
  /// `load(tabs, selectedTabIndex)`).
  public var selectedTab: String?
  /// Whether reselecting the active tab clears its navigation (Android's
  /// `HotwireBottomNavigationController(clearNavigationOnTabReselection:)`, default `true`);
  /// iOS always pops to the root and ignores it.
  public var clearNavigationOnTabReselection: Bool
  /// Whether the tab bar hides while the active tab's main stack has more than one entry (iOS's
  /// `Hotwire.config.hideTabBarWhenPushed`, default `false`); Android ignores it.
  public var hideTabBarWhenPushed: Bool

  /// The settings; every argument defaults to Hotwire Native 1.3's default.
  public init(
    lazyLoadTabs: Bool = false, selectedTab: String? = nil, clearNavigationOnTabReselection: Bool = true,
    hideTabBarWhenPushed: Bool = false
  ) {
    self.lazyLoadTabs = lazyLoadTabs
    self.selectedTab = selectedTab
    self.clearNavigationOnTabReselection = clearNavigationOnTabReselection
    self.hideTabBarWhenPushed = hideTabBarWhenPushed
  }
}
