#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Plans one request on a navigator, like Hotwire's hierarchy controller works
/// on its navigation controllers: it holds the ``NavigationPlan`` and reads the
/// stacks as they will look once the plan is applied, and every primitive step
/// (push, pop, replace, set, present, dismiss, refresh) records its operation.
///
/// The planner never touches the navigator: ``Navigator/commit(_:)`` checks the
/// limits and applies the plan, or the plan is dropped and nothing changed.
struct NavigationPlanner {
  /// The navigator planned on; its stacks are read, never written.
  let navigator: Navigator
  /// What the request will do.
  private(set) var plan: NavigationPlan
  /// The id of the screen on top of the active stack when the request began.
  let initialVisibleTopID: EntryID?
  /// The ids of the tops of main and modal when the request began.
  let initialTopIDs: (main: EntryID?, modal: EntryID?)
  /// Whether route visits render the response the proposal carries (a 2xx `options.response`).
  var routeCarriesResponse = false
  /// Where the platform's rules record what they decided, when the request is explained.
  var trace: DecisionTrace?

  /// A planner for a request on `navigator`, starting from its current stacks.
  init(_ navigator: Navigator) {
    self.navigator = navigator
    initialVisibleTopID = navigator.activeStack.top?.id
    initialTopIDs = (navigator.mainEntries.last?.id, navigator.modalEntries.last?.id)
    plan = NavigationPlan(
      webSessions: navigator.webSessions,
      main: StackPlan(keep: navigator.mainEntries.count), modal: StackPlan(keep: navigator.modalEntries.count),
      presented: navigator.presented, modalStyle: navigator.modalStyle,
      firstNewEntryID: navigator.environment.nextEntryID)
  }

  /// The configuration the request runs under.
  var configuration: NavigatorConfiguration { navigator.configuration }

  // MARK: Reading the planned stacks

  /// Whether the modal stack will be presented.
  var presented: Bool { plan.presented }

  /// The planned number of entries of `kind`.
  func count(_ kind: StackKind) -> Int { plan[kind].count }

  /// The planned entry `offset` places below the top of `kind` (0 = the top).
  func entry(_ kind: StackKind, belowTop offset: Int) -> NavigationEntry? {
    let stackPlan = plan[kind]
    let position = stackPlan.count - 1 - offset
    guard position >= 0 else { return nil }
    if position >= stackPlan.keep { return stackPlan.appended[position - stackPlan.keep] }
    return kind == .main ? navigator.mainEntries[position] : navigator.modalEntries[position]
  }

  /// The planned top of `kind`.
  func top(_ kind: StackKind) -> NavigationEntry? {
    entry(kind, belowTop: 0)
  }

  /// The stack that will be on screen: `modal` while presented, else `main`.
  var activeStackKind: StackKind { plan.presented ? .modal : .main }

  /// The id of the top of `kind` when the request began.
  func initialTopID(_ kind: StackKind) -> EntryID? {
    kind == .main ? initialTopIDs.main : initialTopIDs.modal
  }

  /// Whether `entry` was on a stack before this request.
  func existedBefore(_ entry: NavigationEntry) -> Bool {
    entry.id < plan.firstNewEntryID
  }

  // MARK: Recording

  /// Records a warning.
  mutating func warn(_ warning: NavigationWarning) {
    plan.warnings.append(warning)
  }

  /// Records a visit.
  mutating func visit(_ visit: Visit) {
    plan.visits.append(visit)
  }

  /// Records the route visit of `entry`, new on `kind`, to `url` with `action`; a non-visitable
  /// entry (a native screen) has no web session to visit with and gets none. It renders the
  /// proposal's response when the proposal carries one and `keepsResponse` (`replace_root` drops it).
  mutating func visitRoute(
    of entry: NavigationEntry, on kind: StackKind, to url: URL, action: VisitAction, keepsResponse: Bool = true
  ) {
    guard entry.visitable else { return }
    let load: PageLoad = routeCarriesResponse && keepsResponse ? .response : .network
    visit(Visit(stack: kind, entry: entry.id, url: url, action: action, reason: .route, load: load))
  }

  /// Whether the request already visits `entry` (a visit that was not cancelled).
  func visits(_ entry: NavigationEntry) -> Bool {
    plan.visits.indices.contains { plan.visits[$0].entry == entry.id && !plan.cancelledVisits.contains($0) }
  }

  /// Replaces the visit at `index` (settling its session and load).
  mutating func setVisit(_ visit: Visit, at index: Int) {
    plan.visits[index] = visit
  }

  /// The visits of `entry` recorded so far are cancelled: a pop in the same request discarded the
  /// entry before it was shown, so they neither render nor cache (the previous-page pop).
  mutating func cancelVisits(of entry: NavigationEntry) {
    for index in plan.visits.indices where plan.visits[index].entry == entry.id {
      plan.cancelledVisits.insert(index)
    }
  }

  /// Changes the web session `name` (a form submission clears or marks its snapshots).
  mutating func updateWebSession(_ name: StackKind, _ body: (inout WebSession) -> Void) {
    guard let index = plan.webSessions.firstIndex(where: { $0.name == name }) else { return }
    body(&plan.webSessions[index])
  }

  /// The web session `name` as planned so far.
  func webSession(_ name: StackKind) -> WebSession? {
    plan.webSessions.first { $0.name == name }
  }

  /// Records a start location `route` adopts when the plan is applied.
  mutating func adoptStartLocation(_ location: URL?) {
    plan.adoptedStartLocation = location
  }

  // MARK: Primitive steps

  /// A new entry with a fresh id from the plan.
  mutating func makeEntry(from spec: EntrySpec) -> NavigationEntry {
    let id = plan.firstNewEntryID + plan.newEntryCount
    plan.newEntryCount += 1
    // Without its own currentURL the entry shows its stamp: one stored string serves both.
    let stamp = spec.routedLocation.map(StoredURL.init)
    var entry = NavigationEntry(
      id: id, viewController: spec.viewController,
      visitable: spec.visitable ?? configuration.isVisitable(spec.viewController),
      stamp: stamp, current: spec.currentURL.map(StoredURL.init) ?? stamp,
      pullToRefreshEnabled: spec.pullToRefreshEnabled, modalDismissGestureEnabled: spec.modalDismissGestureEnabled,
      isDialog: spec.dialog ?? configuration.isDialog(spec.viewController))
    entry.error = spec.error
    return entry
  }

  /// Pushes `entry` onto `kind`.
  mutating func push(_ entry: NavigationEntry, onto kind: StackKind, animated: Bool) {
    plan[kind].appended.append(entry)
    plan.operations.append(.push(stack: kind, entry: entry.id, animated: animated))
  }

  /// Pops the top of `kind` (nothing when it is empty).
  mutating func popTop(_ kind: StackKind, animated: Bool) {
    guard let top = top(kind) else { return }
    dropTop(kind)
    plan.operations.append(.pop(stack: kind, entry: top.id, animated: animated))
  }

  /// Replaces the top of `kind` with `entry`, never animated; an empty stack becomes `[entry]`.
  mutating func replaceTop(_ kind: StackKind, with entry: NavigationEntry) {
    guard let top = top(kind) else {
      setStack(kind, to: [entry], animated: false)
      return
    }
    dropTop(kind)
    plan[kind].appended.append(entry)
    plan.operations.append(.replace(stack: kind, entry: entry.id, replaced: top.id))
  }

  /// Makes `kind` hold exactly the new `entries`.
  mutating func setStack(_ kind: StackKind, to entries: [NavigationEntry], animated: Bool) {
    plan[kind] = StackPlan(keep: 0, appended: entries)
    plan.operations.append(.setStack(stack: kind, entries: entries.map(\.id), animated: animated))
  }

  /// Pops `kind` down to its root (one `setStack`); nothing at one entry or fewer.
  mutating func popToRoot(_ kind: StackKind, animated: Bool) {
    guard count(kind) >= 2, let root = entry(kind, belowTop: count(kind) - 1) else { return }
    plan[kind] = plan[kind].keep >= 1 ? StackPlan(keep: 1) : StackPlan(keep: 0, appended: [root])
    plan.operations.append(.setStack(stack: kind, entries: [root.id], animated: animated))
  }

  /// Presents the modal stack with `style` (`nil` on Android).
  mutating func present(style: Navigation.ModalStyle?, animated: Bool) {
    plan.presented = true
    plan.modalStyle = style
    plan.operations.append(.present(modalStyle: style, animated: animated))
  }

  /// Dismisses the modal and empties it; nothing when nothing is presented.
  mutating func dismiss(animated: Bool) {
    guard plan.presented else { return }
    plan.presented = false
    plan.modalStyle = nil
    plan.modal = StackPlan(keep: 0)
    plan.operations.append(.dismiss(animated: animated))
  }

  /// Refreshes the top of `kind` if it is visitable: a `refresh` operation and
  /// a `replace` visit of its `currentURL` (no visit without one).
  mutating func refreshTop(_ kind: StackKind) {
    guard let top = top(kind), top.visitable else { return }
    plan.operations.append(.refresh(stack: kind, entry: top.id))
    if let url = top.currentURL {
      plan.visits.append(Visit(stack: kind, entry: top.id, url: url, action: .replace, reason: .refresh))
    }
  }

  /// Removes the planned top of `kind` without recording an operation.
  private mutating func dropTop(_ kind: StackKind) {
    if plan[kind].appended.isEmpty {
      plan[kind].keep -= 1
    } else {
      plan[kind].appended.removeLast()
    }
  }

  /// Sets `presented` and the modal style directly (state import), recording nothing.
  mutating func setPresentation(presented: Bool, modalStyle: Navigation.ModalStyle?) {
    plan.presented = presented
    plan.modalStyle = modalStyle
  }

  /// Records an operation made outside the primitive steps (state import's `present`/`dismiss`).
  mutating func record(_ operation: NavigationOperation) {
    plan.operations.append(operation)
  }
}
