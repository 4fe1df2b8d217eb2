/// What opening a deep link did: every change and visit of the request, and the link's route.
public struct DeepLinkOutcome: Sendable, Hashable {
  /// Every operation, visit and warning, in order (a cold start's, then the link's route's).
  public var outcome: NavigationOutcome
  /// The link's route; `nil` when the link was not routed (Android's cold start at the link or
  /// without it).
  public var route: RouteOutcome?

  /// An outcome.
  public init(outcome: NavigationOutcome, route: RouteOutcome?) {
    self.outcome = outcome
    self.route = route
  }
}
