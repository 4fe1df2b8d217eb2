/// One primitive change to a navigator's stacks, in the order it happened
/// (docs/protocol.md §5). Animation is recorded, not performed (docs/navigator.md §3.8).
public enum NavigationOperation: Sendable, Hashable {
  /// `entry` was pushed onto `stack`.
  case push(stack: StackKind, entry: EntryID, animated: Bool)
  /// `entry` was popped off `stack`.
  case pop(stack: StackKind, entry: EntryID, animated: Bool)
  /// `stack`'s top `replaced` was replaced by `entry` (never animated).
  case replace(stack: StackKind, entry: EntryID, replaced: EntryID)
  /// `stack` now holds exactly `entries`, bottom first.
  case setStack(stack: StackKind, entries: [EntryID], animated: Bool)
  /// The modal stack was presented (`modalStyle` is `nil` on Android, which has no modal styles).
  case present(modalStyle: Navigation.ModalStyle?, animated: Bool)
  /// The modal stack was dismissed (and emptied).
  case dismiss(animated: Bool)
  /// `stack`'s top `entry` was refreshed.
  case refresh(stack: StackKind, entry: EntryID)

  /// What an operation does, without its details; the raw value is its wire name.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// ``NavigationOperation/push(stack:entry:animated:)``.
    case push
    /// ``NavigationOperation/pop(stack:entry:animated:)``.
    case pop
    /// ``NavigationOperation/replace(stack:entry:replaced:)``.
    case replace
    /// ``NavigationOperation/setStack(stack:entries:animated:)``.
    case setStack
    /// ``NavigationOperation/present(modalStyle:animated:)``.
    case present
    /// ``NavigationOperation/dismiss(animated:)``.
    case dismiss
    /// ``NavigationOperation/refresh(stack:entry:)``.
    case refresh
  }

  /// What the operation does.
  public var kind: Kind {
    switch self {
    case .push: .push
    case .pop: .pop
    case .replace: .replace
    case .setStack: .setStack
    case .present: .present
    case .dismiss: .dismiss
    case .refresh: .refresh
    }
  }

  /// The wire name: `push`, `pop`, `replace`, `setStack`, `present`, `dismiss` or `refresh`.
  public var name: String { kind.rawValue }
}
