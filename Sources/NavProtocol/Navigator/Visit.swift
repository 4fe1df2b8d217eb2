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
    /// A routed proposal (also a proposal re-rendered in place, docs/web-side.md).
    case route
    /// A refresh of a stack's top (action `replace`).
    case refresh
    /// A reload (action `advance`).
    case reload
    /// A web screen a pop or dismiss revealed restores itself (action `restore`).
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
  /// The web session that visits: the stack's on iOS, `main` on Android (decided when the plan is applied).
  public var session: StackKind
  /// How the page is loaded (docs/web-side.md, Page loads); a `restore` visit's is decided when
  /// the plan is applied, from its session's snapshots.
  public var load: PageLoad

  /// A visit, in the session of `stack` until the platform decides.
  public init(
    stack: StackKind, entry: EntryID, url: URL, action: VisitAction, reason: Reason, load: PageLoad = .network,
    session: StackKind? = nil
  ) {
    self.stack = stack
    self.entry = entry
    self.url = url
    self.action = action
    self.reason = reason
    self.load = load
    self.session = session ?? stack
  }
}
