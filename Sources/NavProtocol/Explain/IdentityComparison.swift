/// One identity comparison of an entry's stamp with the proposal's URL (docs/navigator.md §3.6, §3.7).
public struct IdentityComparison: Sendable, Hashable {
  /// Which entry was compared, from where.
  public enum Position: String, Sendable, Hashable, CaseIterable {
    /// The top of the stack (iOS).
    case top
    /// The entry below it (both platforms).
    case previous
    /// The top of the whole back stack (Android).
    case current
  }

  /// The stack the entry is on.
  public let stack: StackKind
  /// The entry.
  public let entry: EntryID
  /// Where it was.
  public let position: Position
  /// Its stamp; `nil` for an unstamped entry.
  public let stamp: String?
  /// Whether it is the same location.
  public let same: Bool
  /// Why, for people.
  public let reason: String
}
