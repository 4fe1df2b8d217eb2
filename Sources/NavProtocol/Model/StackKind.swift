/// Which of a navigator's two stacks.
public enum StackKind: String, Sendable, Hashable, CaseIterable {
  /// The main stack (the root navigation controller).
  case main
  /// The modal stack (the modal navigation controller).
  case modal
}
