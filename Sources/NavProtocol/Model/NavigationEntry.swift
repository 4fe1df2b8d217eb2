#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The identifier of an entry: unique within a ``NavigatorEnvironment`` (a client)
/// and never reused.
public typealias EntryID = Int

/// One screen on a stack.
///
/// The stamp and `currentURL` are kept as their strings (see `StoredURL`): a
/// Foundation `URL` costs several hundred bytes on Linux, and a client may keep
/// thousands of entries. ``routedLocationString`` and ``currentURLString`` read
/// them without parsing; ``routedLocation`` and ``currentURL`` parse a `URL`.
public struct NavigationEntry: Sendable, Hashable, Identifiable {
  /// Unique within the environment, never reused.
  public let id: EntryID
  /// The view-controller identifier (`"web"` = a web visitable).
  public let viewController: String
  /// The stamp, compactly.
  let stamp: StoredURL?
  /// What the screen shows, compactly (the same string storage as `stamp` until it changes).
  var current: StoredURL?
  /// Whether the screen is a web visitable (its identifier was one of the
  /// configuration's `visitableViewControllers` when it was created).
  public let visitable: Bool
  /// Whether pull-to-refresh is enabled on the screen.
  public let pullToRefreshEnabled: Bool
  /// Whether the user may swipe the modal away while this screen is its top.
  public let modalDismissGestureEnabled: Bool
  /// Whether the screen is an Android bottom-sheet dialog (its identifier was
  /// one of the configuration's `dialogViewControllers` when it was created).
  public let isDialog: Bool
  /// The error view the entry shows after a failed visit, until its next visit that renders.
  public internal(set) var error: EntryError?

  init(
    id: EntryID, viewController: String, visitable: Bool, stamp: StoredURL?, current: StoredURL?,
    pullToRefreshEnabled: Bool, modalDismissGestureEnabled: Bool, isDialog: Bool = false
  ) {
    self.isDialog = isDialog
    self.id = id
    self.viewController = viewController
    self.stamp = stamp
    self.current = current
    self.visitable = visitable
    self.pullToRefreshEnabled = pullToRefreshEnabled
    self.modalDismissGestureEnabled = modalDismissGestureEnabled
  }

  /// The URL the navigator routed this screen to (seed 001's stamp). Never
  /// changes; `nil` for a screen pushed from outside the navigator without a URL.
  /// Parses a `URL` on each call; ``routedLocationString`` does not.
  public var routedLocation: URL? { stamp?.url }

  /// What the screen shows now; starts equal to the stamp and follows the web view.
  /// Parses a `URL` on each call; ``currentURLString`` does not.
  public var currentURL: URL? { current?.url }

  /// ``routedLocation``'s absolute string, without parsing a `URL`.
  public var routedLocationString: String? { stamp?.absoluteString }

  /// ``currentURL``'s absolute string, without parsing a `URL`.
  public var currentURLString: String? { current?.absoluteString }
}
