import NavJSON

/// Why a navigator refused a request. A request that throws changes nothing.
public enum NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The request would leave `stack` with more than `limit` entries.
  case stackLimitExceeded(stack: StackKind, limit: Int)
  /// The user may not swipe the modal away: its top entry disables the gesture.
  case modalDismissGestureDisabled(entry: EntryID)
  /// A push onto the modal stack while nothing is presented.
  case modalNotPresented
  /// No entry with this id is on either stack.
  case unknownEntry(EntryID)
  /// No entry was named and the active stack is empty.
  case noActiveEntry
  /// No tab with this id; `tabs` are the client's tab ids (empty without tabs).
  case unknownTab(String, tabs: [String])
  /// `presented` must be `true` exactly when the modal stack is not empty.
  case presentedMismatch(presented: Bool, modalEntries: Int)
  /// The platform has no web session of this name.
  case unknownWebSession(String, sessions: [String])
  /// The iOS `modal` session proposes while the modal stack is empty.
  case modalSessionEmpty
  /// A cold deep link on a navigator that has started already.
  case coldLaunchOnStartedNavigator

  /// The request field the error is about (for a JSON-RPC `data.field`);
  /// `nil` for a limit.
  public var field: String? {
    switch self {
    case .stackLimitExceeded: nil
    case .modalDismissGestureDisabled: "modal"
    case .modalNotPresented: "stack"
    case .unknownEntry, .noActiveEntry: "entry"
    case .unknownTab: "tab"
    case .presentedMismatch: "state.presented"
    case .unknownWebSession, .modalSessionEmpty: "session"
    case .coldLaunchOnStartedNavigator: "launch"
    }
  }

  /// A sentence for people.
  public var message: String {
    switch self {
    case .stackLimitExceeded(let stack, let limit):
      "the \(stack.rawValue) stack would exceed its limit of \(limit) entries"
    case .modalDismissGestureDisabled(let entry):
      "the modal cannot be dismissed by gesture: its top entry \(entry) disables the dismiss gesture"
    case .modalNotPresented:
      "nothing is presented, so nothing can be pushed onto the modal stack"
    case .unknownEntry(let entry):
      "no entry \(entry) on either stack"
    case .noActiveEntry:
      "the active stack is empty"
    case .unknownTab(let tab, let tabs):
      tabs.isEmpty
        ? "this client has no tabs, so there is no tab \"\(tab)\""
        : "no tab \"\(tab)\" (tabs: \(JSONShapeIssue.choices(tabs)))"
    case .presentedMismatch(let presented, let modalEntries):
      presented
        ? "presented is true but the modal stack is empty"
        : "presented is false but the modal stack has \(modalEntries) entries"
    case .unknownWebSession(let name, let sessions):
      "this platform has no web session \"\(name)\" (sessions: \(JSONShapeIssue.choices(sessions)))"
    case .modalSessionEmpty:
      "the modal web session shows nothing: the modal stack is empty"
    case .coldLaunchOnStartedNavigator:
      "a cold launch needs a navigator that has not started; this one has (with tabs, opening the "
        + "client starts the active tab's navigator; a link into a running app is \"warm\")"
    }
  }

  /// ``message``.
  public var description: String { message }
}
