#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The navigation operations route decision and web view policy handlers use
/// (seed 000), so they can be tested against a light spy instead of a navigator.
///
/// The stacks are the headless counterparts of `rootViewController`,
/// `modalRootViewController` and `activeNavigationController`.
public protocol Navigating: NavigationHandler {
  /// Pops the active stack (dismisses a one-screen modal).
  func pop(animated: Bool)
  /// Dismisses the modal, pops main to its root and refreshes it.
  func clearAll(animated: Bool)
  /// Reloads the top visitable of each stack.
  func reload()
  /// The main stack.
  var mainStack: EntryStack { get }
  /// The modal stack (empty while nothing is presented).
  var modalStack: EntryStack { get }
  /// The stack on screen: the modal stack while presented, else the main stack.
  var activeStack: EntryStack { get }
  /// The `currentURL` of the active stack's top entry when it is visitable.
  var currentVisitableURL: URL? { get }
}

extension Navigating {
  /// The `currentURL` of the active stack's top entry if it is visitable, else `nil`.
  public var currentVisitableURL: URL? {
    guard let top = activeStack.top, top.visitable else { return nil }
    return top.currentURL
  }

  /// ``currentVisitableURL``'s absolute string, read without parsing a `URL`
  /// (what the `currentVisitableURL` method answers).
  public var currentVisitableURLString: String? {
    guard let top = activeStack.top, top.visitable else { return nil }
    return top.currentURLString
  }
}
