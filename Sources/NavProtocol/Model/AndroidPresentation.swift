/// Hotwire Native Android's `Presentation`: iOS's values plus `push`, which
/// the Android rule also decides implicitly (docs/android.md).
///
/// Raw values are the path-configuration strings; Android reads them
/// case-insensitively (`CLEAR_ALL` = `clear_all`).
public enum AndroidPresentation: String, Sendable, Hashable, CaseIterable {
  /// Let the rule decide: `replace_root`, `pop`, `replace` or `push`.
  case `default`
  /// Push a new destination.
  case push
  /// Pop the current destination.
  case pop
  /// Replace the current destination.
  case replace
  /// Refresh the current destination.
  case refresh
  /// Pop back to the start destination.
  case clearAll = "clear_all"
  /// Make the new destination the only one.
  case replaceRoot = "replace_root"
  /// Do nothing.
  case none
}
