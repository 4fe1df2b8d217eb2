/// What a route decision handler decided, and what it handed to the outside world.
public struct RouteHandling: Sendable, Hashable {
  /// Navigate in the app, or cancel.
  public var decision: Router.Decision
  /// The URL the handler opened outside the navigator, if any.
  public var external: ExternalNavigation?

  /// A decision with an optional external opening.
  public init(decision: Router.Decision, external: ExternalNavigation? = nil) {
    self.decision = decision
    self.external = external
  }

  /// Navigate in the app.
  public static let navigate = RouteHandling(decision: .navigate)
  /// Cancel; nothing is opened.
  public static let cancel = RouteHandling(decision: .cancel)
}
