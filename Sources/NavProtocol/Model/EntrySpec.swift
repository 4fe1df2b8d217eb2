#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An entry to create without routing: for pushes the app does itself and for
/// setting stacks directly (state import). The navigator gives it a fresh id.
public struct EntrySpec: Sendable, Hashable {
  /// The view-controller identifier (default `"web"`).
  public var viewController: String
  /// The stamp; `nil` makes an unstamped entry.
  public var routedLocation: URL?
  /// What the screen shows; `nil` means "the stamp".
  public var currentURL: URL?
  /// Default `true`.
  public var pullToRefreshEnabled: Bool
  /// Default `true`.
  public var modalDismissGestureEnabled: Bool
  /// Whether the screen is a web visitable; `nil` means "its identifier is one of
  /// the configuration's `visitableViewControllers`".
  public var visitable: Bool?
  /// Whether the screen is a bottom-sheet dialog; `nil` means "its identifier is
  /// one of the configuration's `dialogViewControllers`".
  public var dialog: Bool?
  /// The error view the entry shows (a state import restores it); `nil` for none.
  public var error: EntryError?

  /// An entry spec; every argument has the default described on its property.
  public init(
    viewController: String = PathProperties.webViewController, routedLocation: URL? = nil, currentURL: URL? = nil,
    pullToRefreshEnabled: Bool = true, modalDismissGestureEnabled: Bool = true, visitable: Bool? = nil,
    dialog: Bool? = nil, error: EntryError? = nil
  ) {
    self.dialog = dialog
    self.error = error
    self.viewController = viewController
    self.routedLocation = routedLocation
    self.currentURL = currentURL
    self.pullToRefreshEnabled = pullToRefreshEnabled
    self.modalDismissGestureEnabled = modalDismissGestureEnabled
    self.visitable = visitable
  }
}
