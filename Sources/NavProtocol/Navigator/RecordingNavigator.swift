import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A ``Navigating`` that forwards to a ``Navigator`` and keeps the outcome of
/// every call, so the effects of a handler that only knows `Navigating` can be
/// reported. After the first refused request it ignores further calls.
public final class RecordingNavigator: Navigating {
  /// The navigator calls go to.
  public let navigator: Navigator
  /// The outcome of each route, in order.
  public private(set) var routeOutcomes: [RouteOutcome] = []
  /// The outcome of each reload, in order.
  public private(set) var reloadOutcomes: [NavigationOutcome] = []
  /// The outcome of each pop and clearAll, in order.
  public private(set) var otherOutcomes: [NavigationOutcome] = []
  /// The error of the first request the navigator refused.
  public private(set) var error: NavigationError?

  /// A recorder in front of `navigator`.
  public init(_ navigator: Navigator) {
    self.navigator = navigator
  }

  /// The navigator's main stack.
  public var mainStack: EntryStack { navigator.mainStack }
  /// The navigator's modal stack.
  public var modalStack: EntryStack { navigator.modalStack }
  /// The navigator's active stack.
  public var activeStack: EntryStack { navigator.activeStack }

  /// Routes `url` and records the outcome in ``routeOutcomes`` (or the refusal in ``error``).
  public func route(_ url: URL, options: VisitOptions?, parameters: JSONObject?) {
    record { () throws(NavigationError) in
      try navigator.route(RouteRequest(url: url, options: options ?? VisitOptions(), parameters: parameters))
    }
  }

  /// Routes `proposal` as it is and records the outcome in ``routeOutcomes`` (or the refusal in ``error``).
  public func route(_ proposal: VisitProposal) {
    record { () throws(NavigationError) in try navigator.route(proposal, proposalResult: .accept) }
  }

  /// Pops and records the outcome in ``otherOutcomes``.
  public func pop(animated: Bool) {
    guard error == nil else { return }
    otherOutcomes.append(navigator.performPop(animated: animated))
  }

  /// Clears all and records the outcome in ``otherOutcomes``.
  public func clearAll(animated: Bool) {
    guard error == nil else { return }
    otherOutcomes.append(navigator.performClearAll(animated: animated))
  }

  /// Reloads and records the outcome in ``reloadOutcomes``.
  public func reload() {
    guard error == nil else { return }
    reloadOutcomes.append(navigator.performReload())
  }

  private func record(_ route: () throws(NavigationError) -> RouteOutcome) {
    guard error == nil else { return }
    do {
      routeOutcomes.append(try route())
    } catch {
      self.error = error
    }
  }
}
