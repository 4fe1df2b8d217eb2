import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A visit the web session of a stack started.
public struct Visit: Sendable, Hashable {
  /// Why the visit happened.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// A routed proposal.
    case route
    /// A refresh of a stack's top (action `replace`).
    case refresh
    /// A reload (action `advance`).
    case reload
    /// Android: a web screen a pop or dismiss revealed restores itself (action `restore`).
    case reveal
  }

  /// The stack whose session visits.
  public var stack: StackKind
  /// The visited entry (for a previous-page pop, the discarded new entry).
  public var entry: EntryID
  /// The URL visited.
  public var url: URL
  /// The visit action.
  public var action: VisitAction
  /// Why.
  public var reason: Reason

  /// A visit.
  public init(stack: StackKind, entry: EntryID, url: URL, action: VisitAction, reason: Reason) {
    self.stack = stack
    self.entry = entry
    self.url = url
    self.action = action
    self.reason = reason
  }
}
