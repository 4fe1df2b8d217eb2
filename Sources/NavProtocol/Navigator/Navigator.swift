import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A headless Hotwire Native navigator: a main and a modal stack of entries,
/// and what routing, popping and the app's own gestures do to them
/// (docs/navigator.md §1–§4).
///
/// Every operation plans its primitive changes first, checks the limits, then
/// applies them: one that throws changes nothing. The rich methods
/// (``route(_:)-(RouteRequest)``, ``performPop(animated:)``, ...) return what
/// happened; the ``Navigating`` methods call them and discard the outcome.
public final class Navigator {
  /// The configuration, limits and id counter this navigator shares with the
  /// other navigators of its client.
  public let environment: NavigatorEnvironment
  /// The tab this navigator belongs to, if any; its `url` is the start location.
  public internal(set) var tab: TabConfiguration?
  /// Whether ``start()`` has run (explicitly, or implicitly for a tab).
  public var isStarted = false

  var mainEntries: [NavigationEntry] = []
  var modalEntries: [NavigationEntry] = []
  /// Whether the modal stack is on screen (it then has at least one entry).
  public internal(set) var presented = false
  /// How the modal stack is presented; `nil` while nothing is presented.
  public internal(set) var modalStyle: Navigation.ModalStyle?
  /// The web sessions, one web view each (docs/web-side.md): iOS `main` and `modal`, Android `main`.
  public internal(set) var webSessions: [WebSession]

  /// A navigator in `environment`, for `tab` if it belongs to one.
  public init(environment: NavigatorEnvironment, tab: TabConfiguration? = nil) {
    self.environment = environment
    self.tab = tab
    webSessions = Self.initialWebSessions(on: environment.configuration.platform)
  }

  /// The web sessions of a navigator that has visited nothing: one per session name of `platform`.
  static func initialWebSessions(on platform: Platform) -> [WebSession] {
    platform.profile.webSessionNames.map { WebSession(name: $0) }
  }

  /// The web session `name`, if the platform has it.
  public func webSession(_ name: StackKind) -> WebSession? {
    webSessions.first { $0.name == name }
  }

  /// A navigator with an environment of its own.
  public convenience init(
    configuration: NavigatorConfiguration = NavigatorConfiguration(), limits: NavigatorLimits = NavigatorLimits()
  ) {
    self.init(environment: NavigatorEnvironment(configuration: configuration, limits: limits))
  }

  /// The shared configuration.
  public var configuration: NavigatorConfiguration { environment.configuration }

  /// The rules routing, `pop`, `clearAll` and the back gesture follow.
  var rules: any NavigationRules { configuration.platform.rules }

  /// The start location: the tab's `url` for a tab navigator, else the
  /// configured (or adopted) one.
  public var startLocation: URL? { tab?.url ?? environment.configuration.startLocation }

  /// The stack on screen: `modal` while presented, else `main`.
  public var activeStackKind: StackKind { presented ? .modal : .main }

  /// The stack `kind`.
  public func stack(_ kind: StackKind) -> EntryStack {
    EntryStack(kind: kind, entries: kind == .main ? mainEntries : modalEntries)
  }

  /// The entry `id`, on whichever stack holds it.
  public func entry(_ id: EntryID) -> (stack: StackKind, entry: NavigationEntry)? {
    guard let (kind, index) = location(of: id) else { return nil }
    return (kind, kind == .main ? mainEntries[index] : modalEntries[index])
  }

  /// Where entry `id` is. Ids grow from the bottom of each stack to its top
  /// (new entries only ever go on top, with fresh ids), so a binary search finds it.
  func location(of id: EntryID) -> (StackKind, Int)? {
    for kind in StackKind.allCases {
      let entries = kind == .main ? mainEntries : modalEntries
      var low = 0
      var high = entries.count
      while low < high {
        let middle = low + (high - low) / 2
        let candidate = entries[middle].id
        if candidate == id { return (kind, middle) }
        if candidate < id { low = middle + 1 } else { high = middle }
      }
    }
    return nil
  }
}

extension Navigator: Navigating {
  /// The main stack, bottom first.
  public var mainStack: EntryStack { stack(.main) }
  /// The modal stack, bottom first (empty when nothing is presented).
  public var modalStack: EntryStack { stack(.modal) }
  /// The modal stack while presented, else the main stack.
  public var activeStack: EntryStack { stack(activeStackKind) }

  /// Routes `url` (accepting the proposal); a request the limits refuse changes nothing.
  public func route(_ url: URL, options: VisitOptions?, parameters: JSONObject?) {
    _ = try? route(RouteRequest(url: url, options: options ?? VisitOptions(), parameters: parameters))
  }

  /// Routes `proposal` as it is (accepting it); a request the limits refuse changes nothing.
  public func route(_ proposal: VisitProposal) {
    _ = try? route(proposal, proposalResult: .accept)
  }

  /// ``performPop(animated:)``, discarding the outcome.
  public func pop(animated: Bool) {
    _ = performPop(animated: animated)
  }

  /// ``performClearAll(animated:)``, discarding the outcome.
  public func clearAll(animated: Bool) {
    _ = performClearAll(animated: animated)
  }

  /// ``performReload()``, discarding the outcome.
  public func reload() {
    _ = performReload()
  }
}
