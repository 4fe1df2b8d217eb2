#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How one stack will look once a plan is applied: the bottom `keep` entries
/// it has now, then `appended` new ones. Planning never copies a stack, so a
/// push, pop or replace costs the same whatever the stack's depth.
struct StackPlan {
  /// How many of the stack's current entries stay, counted from the bottom.
  var keep: Int
  /// The entries that go on top of the kept ones, bottom first.
  var appended: [NavigationEntry] = []

  /// The planned number of entries.
  var count: Int { keep + appended.count }
}

/// The primitive changes one request will make, computed without touching the
/// navigator, then checked against the limits, then applied (or dropped).
struct NavigationPlan {
  /// The navigator's web sessions as they will be once the plan is applied.
  var webSessions: [WebSession]
  var main: StackPlan
  var modal: StackPlan
  var presented: Bool
  var modalStyle: Navigation.ModalStyle?
  var operations: [NavigationOperation] = []
  var visits: [Visit] = []
  /// The indices in ``visits`` of visits a pop in the same request cancelled: they do not render.
  var cancelledVisits: Set<Int> = []
  var warnings: [NavigationWarning] = []
  /// The id the first new entry gets.
  let firstNewEntryID: EntryID
  /// How many new entries the plan created.
  var newEntryCount = 0
  /// A start location `route` adopts when it is applied.
  var adoptedStartLocation: URL?

  subscript(kind: StackKind) -> StackPlan {
    get { kind == .main ? main : modal }
    set {
      switch kind {
      case .main: main = newValue
      case .modal: modal = newValue
      }
    }
  }

  /// What the plan did, for the caller.
  var outcome: NavigationOutcome {
    NavigationOutcome(operations: operations, visits: visits, warnings: warnings)
  }
}
