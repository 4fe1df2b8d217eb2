/// The mode Hotwire Native Android's navigator rule picks (docs/android.md).
public enum NavigationRuleMode: String, Sendable, Hashable, CaseIterable {
  /// The new entry goes on the current stack.
  case inContext = "in-context"
  /// From a default context into a modal one.
  case toModal = "to-modal"
  /// From a modal context back to the default one (then a second pass).
  case dismissModal = "dismiss-modal"
  /// Refresh the current screen.
  case refresh
  /// Nothing.
  case none
}
