/// The rows of the presentation table (docs/navigator.md §3.5), each named by its three cells
/// joined by `/`, verbatim.
public enum PresentationRow: String, Sendable, Hashable, CaseIterable {
  /// Visit on main, dismiss a modal, push-or-replace on main.
  case defaultInDefault = "default/default/any"
  /// Push-or-replace on the presented modal.
  case defaultInPresentedModal = "default/modal/presented"
  /// Modal stack = [new], present.
  case defaultInNewModal = "default/modal/not presented"
  /// Dismiss, replace main's top.
  case replaceInDefault = "replace/default/any"
  /// Replace the presented modal's top.
  case replaceInPresentedModal = "replace/modal/presented"
  /// Modal = [new], present.
  case replaceInNewModal = "replace/modal/not presented"
  /// Dismiss a one-entry modal, else pop it.
  case popPresented = "pop/any/presented"
  /// Pop main.
  case popNotPresented = "pop/any/not presented"
  /// Refresh main's top after the historical pre-step dismissed the modal.
  case refreshHistorical = "refresh/any/historical"
  /// Dismiss, refresh main's top.
  case refreshPresentedSingle = "refresh/any/presented, modal has 1"
  /// Pop the modal, refresh its top.
  case refreshPresentedDeeper = "refresh/any/presented, modal ≥ 2"
  /// Pop main, refresh its top.
  case refreshNotPresented = "refresh/any/not presented"
  /// Dismiss, pop main to its root, refresh it.
  case clearAll = "clear_all/any/any"
  /// Main = [new].
  case replaceRoot = "replace_root/any/any"
  /// Nothing.
  case none = "none/any/any"
}
