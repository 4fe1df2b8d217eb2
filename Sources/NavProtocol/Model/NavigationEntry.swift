import Foundation

/// The identifier of an entry: unique within a ``NavigatorEnvironment`` (a client)
/// and never reused.
public typealias EntryID = Int

/// One screen on a stack.
public struct NavigationEntry: Sendable, Hashable, Identifiable {
  /// Unique within the environment, never reused.
  public let id: EntryID
  /// The view-controller identifier (`"web"` = a web visitable).
  public let viewController: String
  /// Whether the screen is a web visitable (its identifier was one of the
  /// configuration's `visitableViewControllers` when it was created).
  public let visitable: Bool
  /// The URL the navigator routed this screen to (seed 001's stamp). Never
  /// changes; `nil` for a screen pushed from outside the navigator without a URL.
  public let routedLocation: URL?
  /// What the screen shows now; starts equal to the stamp and follows the web view.
  public internal(set) var currentURL: URL?
  /// Whether pull-to-refresh is enabled on the screen.
  public let pullToRefreshEnabled: Bool
  /// Whether the user may swipe the modal away while this screen is its top.
  public let modalDismissGestureEnabled: Bool

  init(
    id: EntryID, viewController: String, visitable: Bool, routedLocation: URL?, currentURL: URL?,
    pullToRefreshEnabled: Bool, modalDismissGestureEnabled: Bool
  ) {
    self.id = id
    self.viewController = viewController
    self.visitable = visitable
    self.routedLocation = routedLocation
    self.currentURL = currentURL
    self.pullToRefreshEnabled = pullToRefreshEnabled
    self.modalDismissGestureEnabled = modalDismissGestureEnabled
  }
}
