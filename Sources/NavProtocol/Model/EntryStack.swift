/// A read-only view of one stack, bottom first: the headless counterpart of a
/// `UINavigationController`'s `viewControllers`.
///
/// Copying it is O(1) (the entries are shared copy-on-write); holding a copy
/// while the navigator keeps changing makes the navigator's next change copy.
public struct EntryStack: Sendable, Hashable, RandomAccessCollection {
  /// Which stack this is.
  public let kind: StackKind
  /// The entries, bottom first.
  public let entries: [NavigationEntry]

  /// A view of `entries` as the stack `kind`.
  public init(kind: StackKind, entries: [NavigationEntry]) {
    self.kind = kind
    self.entries = entries
  }

  /// The top entry (the visible screen), if any.
  public var top: NavigationEntry? { entries.last }
  /// The ids, bottom first.
  public var ids: [EntryID] { entries.map(\.id) }

  /// The bottom entry's position (`0`).
  public var startIndex: Int { entries.startIndex }
  /// One past the top entry's position (the entry count).
  public var endIndex: Int { entries.endIndex }
  /// The entry at `position`, counted from the bottom.
  public subscript(position: Int) -> NavigationEntry { entries[position] }
}
