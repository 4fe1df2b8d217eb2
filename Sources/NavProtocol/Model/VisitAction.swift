/// The Turbo visit action of a proposal.
public enum VisitAction: String, Sendable, Hashable, CaseIterable {
  /// A new page: push it.
  case advance
  /// Replace the current page.
  case replace
  /// Restore a page from history.
  case restore
}
