extension Navigator {
  /// Changes entry `id` in place, or the active stack's top when `id` is `nil` (what
  /// `visitable/didChangeURL` and `session/visitFailed` act on), and answers the entry as changed.
  /// - Throws: ``NavigationError/unknownEntry(_:)``, or ``NavigationError/noActiveEntry`` when no
  ///   id is given and the active stack is empty.
  func updateEntry(_ id: EntryID?, _ change: (inout NavigationEntry) -> Void) throws(NavigationError)
    -> NavigationEntry
  {
    let kind: StackKind
    let index: Int
    if let id {
      guard let found = location(of: id) else { throw .unknownEntry(id) }
      (kind, index) = found
    } else {
      kind = activeStackKind
      let count = kind == .main ? mainEntries.count : modalEntries.count
      guard count > 0 else { throw .noActiveEntry }
      index = count - 1
    }
    switch kind {
    case .main:
      change(&mainEntries[index])
      return mainEntries[index]
    case .modal:
      change(&modalEntries[index])
      return modalEntries[index]
    }
  }
}
