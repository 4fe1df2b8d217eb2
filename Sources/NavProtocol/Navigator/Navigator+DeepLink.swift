#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Deep links (docs/navigator.md, "Deep links"; DESIGN: Hotwire Native 1.3).
extension Navigator {
  /// Opens `url` as a deep link. `warm` routes it like `route`. `cold` needs a navigator that
  /// has not started: Android starts at the link when its host is the start location's (the
  /// link is the one entry) and else at the start location, dropping the link with the warning
  /// `deepLinkIgnored`; iOS starts at the start location, then routes the link on top. Every
  /// visit is reported with its load, so a cold link into a modal shows the start location's
  /// and the link's network loads together (hotwire-native-ios #144).
  /// `trace` gets the link's route decision.
  /// - Throws: ``NavigationError/coldLaunchOnStartedNavigator`` and the route's errors; nothing
  ///   changes then.
  public func openDeepLink(_ url: URL, launch: DeepLinkLaunch, trace: DecisionTrace? = nil)
    throws(NavigationError) -> DeepLinkOutcome
  {
    guard launch == .cold else {
      let routed = try route(RouteRequest(url: url), trace: trace)
      return DeepLinkOutcome(outcome: routed.outcome, route: routed)
    }
    guard !isStarted, mainEntries.isEmpty, modalEntries.isEmpty else { throw .coldLaunchOnStartedNavigator }
    let profile = configuration.platform.profile
    if profile.startsAtColdDeepLink(url, startLocation: startLocation) {
      let started = try rules.start(self, at: url)
      isStarted = true
      return DeepLinkOutcome(outcome: started, route: nil)
    }
    guard profile.routesColdDeepLinkAfterStart else {
      var started = try start(warning: true)
      started.warnings.append(.deepLinkIgnored(url: url))
      return DeepLinkOutcome(outcome: started, route: nil)
    }
    let saved = savedState()
    let started = try start(warning: true)
    do throws(NavigationError) {
      let routed = try route(RouteRequest(url: url), trace: trace)
      let outcome = NavigationOutcome(
        operations: started.operations + routed.outcome.operations, visits: started.visits + routed.outcome.visits,
        warnings: started.warnings + routed.outcome.warnings)
      return DeepLinkOutcome(outcome: outcome, route: routed)
    } catch {
      restore(saved)
      throw error
    }
  }

  /// What a request that commits twice puts back when its second half fails.
  struct SavedState {
    fileprivate var main: [NavigationEntry]
    fileprivate var modal: [NavigationEntry]
    fileprivate var presented: Bool
    fileprivate var modalStyle: Navigation.ModalStyle?
    fileprivate var webSessions: [WebSession]
    fileprivate var isStarted: Bool
    fileprivate var environment: NavigatorEnvironment.Saved
  }

  /// This navigator's state, and its environment's, as they are now.
  func savedState() -> SavedState {
    SavedState(
      main: mainEntries, modal: modalEntries, presented: presented, modalStyle: modalStyle, webSessions: webSessions,
      isStarted: isStarted, environment: environment.saved())
  }

  /// Puts back what ``savedState()`` kept.
  func restore(_ saved: SavedState) {
    mainEntries = saved.main
    modalEntries = saved.modal
    presented = saved.presented
    modalStyle = saved.modalStyle
    webSessions = saved.webSessions
    isStarted = saved.isStarted
    environment.restore(saved.environment)
  }
}
