/// Namespace for the navigation enums a path-configuration rule can set (docs/navigator.md §1).
///
/// Raw values are the exact, case-sensitive strings of the Hotwire JSON format.
public enum Navigation {
  /// Where a screen goes: the main stack or the modal stack.
  public enum Context: String, Sendable, Hashable, CaseIterable {
    /// The main stack.
    case `default`
    /// The modal stack.
    case modal
  }

  /// How a proposal changes the stacks (the rows of docs/navigator.md §3's table).
  public enum Presentation: String, Sendable, Hashable, CaseIterable {
    /// Push, or replace/pop by identity (push-or-replace).
    case `default`
    /// Pop the active stack (or dismiss a one-screen modal).
    case pop
    /// Replace the top of the context's stack.
    case replace
    /// Pop, then refresh the screen underneath.
    case refresh
    /// Dismiss, pop main to its root and refresh it.
    case clearAll = "clear_all"
    /// Make the new screen main's only entry.
    case replaceRoot = "replace_root"
    /// Do nothing.
    case none
  }

  /// How the modal stack is presented.
  public enum ModalStyle: String, Sendable, Hashable, CaseIterable {
    /// A medium-height sheet.
    case medium
    /// A large sheet (the default).
    case large
    /// Full screen.
    case full
    /// UIKit's page sheet.
    case pageSheet = "page_sheet"
    /// UIKit's form sheet.
    case formSheet = "form_sheet"
  }

  /// Whether the query string takes part in page identity (docs/navigator.md §3.6).
  public enum QueryStringPresentation: String, Sendable, Hashable, CaseIterable {
    /// Query strings are compared.
    case `default`
    /// Query strings are ignored: a page with another query is the same page.
    case replace
  }
}
