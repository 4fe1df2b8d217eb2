import Foundation
import NavJSON
import NavProtocol

/// A structured fuzzer: the input bytes decode into a sequence of valid calls on one
/// navigator (route with every presentation/context/action/delegate answer, pop,
/// clearAll, reload, start, back, dismissModal, push, didChangeURL, setStacks),
/// under a small stack limit so the limit paths run too.
///
/// After every call it checks: entry ids are unique, below the id counter, and an id
/// that left the stacks never comes back; an entry's stamp and view controller never
/// change; `presented` holds exactly when the modal stack is non-empty, `modalStyle`
/// is set exactly while presented, and the active stack follows `presented`;
/// `currentVisitableURL` is the active top's `currentURL` when that top is visitable,
/// else nil; no stack exceeds the limit; a call that throws leaves the state (and
/// the id counter) exactly as it was; and replaying the reported operations on the
/// previous id lists gives the new id lists (clients tracking notifications stay in sync).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNavigator(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let limit = 2 + input.index(below: 6)
  let navigator = Navigator(
    configuration: NavigatorConfiguration(
      startLocation: input.bool() ? URL(string: "https://app.example/") : nil,
      pathConfiguration: NavigatorScript.pathConfiguration, visitableViewControllers: ["web", "native-web"]),
    limits: NavigatorLimits(maxStackEntries: limit))
  var tracker = InvariantTracker(limit: limit)
  tracker.check(navigator, after: "creation")
  var calls = 0
  while !input.isExhausted && calls < 200 {
    calls += 1
    let before = Snapshot(navigator)
    let call = NavigatorScript.call(&input, knownIDs: before.ids)
    switch call.run(navigator) {
    case .failure(let error):
      fuzzCheck(Snapshot(navigator) == before, "\(call.label) threw \(error) but changed the state")
    case .success(let operations):
      let replayed = before.replaying(operations)
      fuzzCheck(
        replayed == Snapshot(navigator).stackIDs,
        "\(call.label): operations \(operations) replay to \(replayed), state is \(Snapshot(navigator).stackIDs)")
    }
    tracker.check(navigator, after: call.label)
  }
  return 0
}

/// The ids on both stacks and whether the modal stack is presented.
private struct StackIDs: Equatable, CustomStringConvertible {
  var main: [EntryID]
  var modal: [EntryID]
  var presented: Bool

  var description: String { "main \(main) modal \(modal) presented \(presented)" }
}

/// Everything observable about a navigator.
private struct Snapshot: Equatable {
  var main: [NavigationEntry]
  var modal: [NavigationEntry]
  var presented: Bool
  var modalStyle: Navigation.ModalStyle?
  var nextEntryID: EntryID
  var startLocation: URL?
  var isStarted: Bool

  init(_ navigator: Navigator) {
    main = navigator.mainStack.entries
    modal = navigator.modalStack.entries
    presented = navigator.presented
    modalStyle = navigator.modalStyle
    nextEntryID = navigator.environment.nextEntryID
    startLocation = navigator.startLocation
    isStarted = navigator.isStarted
  }

  var ids: [EntryID] { (main + modal).map(\.id) }

  var stackIDs: StackIDs { StackIDs(main: main.map(\.id), modal: modal.map(\.id), presented: presented) }

  /// The id lists after applying `operations` as a notification listener would.
  func replaying(_ operations: [NavigationOperation]) -> StackIDs {
    var state = stackIDs
    func modify(_ kind: StackKind, _ change: (inout [EntryID]) -> Void) {
      if kind == .main { change(&state.main) } else { change(&state.modal) }
    }
    for operation in operations {
      switch operation {
      case .push(let stack, let entry, _):
        modify(stack) { $0.append(entry) }
      case .pop(let stack, let entry, _):
        modify(stack) { ids in
          fuzzCheck(ids.last == entry, "pop of \(entry) but the top is \(String(describing: ids.last))")
          ids.removeLast()
        }
      case .replace(let stack, let entry, let replaced):
        modify(stack) { ids in
          fuzzCheck(ids.last == replaced, "replace of \(replaced) but the top is \(String(describing: ids.last))")
          ids[ids.count - 1] = entry
        }
      case .setStack(let stack, let entries, _):
        modify(stack) { $0 = entries }
      case .present:
        fuzzCheck(!state.presented, "present while presented")
        state.presented = true
      case .dismiss:
        fuzzCheck(state.presented, "dismiss while not presented")
        state.presented = false
        state.modal = []
      case .refresh(let stack, let entry):
        modify(stack) { ids in fuzzCheck(ids.last == entry, "refresh of \(entry), not the top") }
      }
    }
    return state
  }
}

/// Checks the invariants that must hold after every call.
private struct InvariantTracker {
  let limit: Int
  var stamps: [EntryID: (URL?, String)] = [:]
  var gone: Set<EntryID> = []

  mutating func check(_ navigator: Navigator, after label: String) {
    let main = navigator.mainStack.entries
    let modal = navigator.modalStack.entries
    let all = main + modal
    let ids = all.map(\.id)
    fuzzCheck(Set(ids).count == ids.count, "\(label): duplicate ids \(ids)")
    fuzzCheck(ids.allSatisfy { $0 < navigator.environment.nextEntryID && $0 > 0 }, "\(label): id beyond the counter")
    fuzzCheck(main.count <= limit && modal.count <= limit, "\(label): a stack passed the limit \(limit)")
    for entry in all {
      fuzzCheck(!gone.contains(entry.id), "\(label): id \(entry.id) was reused")
      if let (stamp, viewController) = stamps[entry.id] {
        fuzzCheck(stamp == entry.routedLocation, "\(label): entry \(entry.id)'s stamp changed")
        fuzzCheck(viewController == entry.viewController, "\(label): entry \(entry.id)'s view controller changed")
      } else {
        stamps[entry.id] = (entry.routedLocation, entry.viewController)
      }
    }
    let present = Set(ids)
    for id in stamps.keys where !present.contains(id) {
      gone.insert(id)
      stamps[id] = nil
    }
    fuzzCheck(
      navigator.presented == !modal.isEmpty, "\(label): presented \(navigator.presented) with \(modal.count) modal")
    fuzzCheck((navigator.modalStyle != nil) == navigator.presented, "\(label): modalStyle while not presented or v.v.")
    fuzzCheck(navigator.activeStackKind == (navigator.presented ? .modal : .main), "\(label): wrong active stack")
    let top = navigator.activeStack.top
    let expected = top.flatMap { $0.visitable ? $0.currentURL : nil }
    fuzzCheck(navigator.currentVisitableURL == expected, "\(label): currentVisitableURL inconsistent with the top")
  }
}

/// One decoded call and how to run it.
private struct ScriptedCall {
  var label: String
  var body: (Navigator) throws(NavigationError) -> [NavigationOperation]

  func run(_ navigator: Navigator) -> Result<[NavigationOperation], NavigationError> {
    do throws(NavigationError) {
      return .success(try body(navigator))
    } catch {
      return .failure(error)
    }
  }
}

/// Decodes bytes into calls.
private enum NavigatorScript {
  static let pathConfiguration: PathConfiguration = {
    let rules: JSONValue = [
      "rules": [
        ["patterns": ["/new$", "/edit$"], "properties": ["context": "modal"]],
        ["patterns": ["/sheet"], "properties": ["context": "modal", "modal_style": "medium"]],
        ["patterns": ["/locked"], "properties": ["modal_dismiss_gesture_enabled": false]],
        ["patterns": ["/native"], "properties": ["view_controller": "native"]],
        ["patterns": ["/replace_root"], "properties": ["presentation": "replace_root"]],
        ["patterns": ["/clear"], "properties": ["presentation": "clear_all"]],
        ["patterns": ["/still"], "properties": ["animated": false]],
        ["patterns": ["\\?q="], "properties": ["query_string_presentation": "replace"]],
      ]
    ]
    return (try? PathConfiguration(json: rules)) ?? PathConfiguration()
  }()

  static let urls = [
    "https://app.example/", "https://app.example/a", "https://app.example/a/", "https://app.example/b",
    "https://app.example/a?x=1", "https://app.example/a?q=2", "https://app.example/posts/new",
    "https://app.example/posts/edit", "https://app.example/sheet", "https://app.example/sheet/locked",
    "https://app.example/native", "https://app.example/replace_root", "https://app.example/clear",
    "https://app.example/still", "https://app.example/recede_historical_location",
    "https://app.example/resume_historical_location", "https://app.example/refresh_historical_location",
    "https://APP.example:443/a%20b", "https://other.example/x", "mailto:someone@app.example", "kkbox://album/1",
    "https://app.example/c/d/e",
  ].compactMap { URL(string: $0) }

  static let overrides: [JSONObject?] = [
    nil, ["context": "modal"], ["presentation": "replace"], ["presentation": "pop"], ["presentation": "refresh"],
    ["presentation": "none"], ["presentation": "clear_all"], ["presentation": "replace_root"],
    ["historical_location": true], ["context": "modal", "presentation": "replace"], ["animated": false],
    ["presentation": "Replace"], ["view_controller": 7], ["modal_style": "full", "context": "modal"],
  ]

  static func call(_ input: inout FuzzInput, knownIDs: [EntryID]) -> ScriptedCall {
    switch input.index(below: 12) {
    case 0...3:
      let url = input.pick(urls)
      let action = input.pick(VisitAction.allCases)
      let properties = input.pick(overrides)
      let answer = input.pick([ProposalResult.accept, .accept, .reject, .acceptCustom("native-web")])
      let request = RouteRequest(
        url: url, options: VisitOptions(action: action), properties: properties, proposalResult: answer)
      return ScriptedCall(label: "route \(url) \(action) \(String(describing: properties)) \(answer)") {
        navigator throws(NavigationError) in try navigator.route(request).operations
      }
    case 4:
      let animated = input.bool()
      return ScriptedCall(label: "pop") { $0.performPop(animated: animated).operations }
    case 5:
      let animated = input.bool()
      return ScriptedCall(label: "clearAll") { $0.performClearAll(animated: animated).operations }
    case 6:
      return ScriptedCall(label: "reload") { $0.performReload().operations }
    case 7:
      return ScriptedCall(label: "start") { navigator throws(NavigationError) in try navigator.start().operations }
    case 8:
      if input.bool() { return ScriptedCall(label: "back") { $0.back().operations } }
      return ScriptedCall(label: "dismissModal") { navigator throws(NavigationError) in
        try navigator.dismissModal().operations
      }
    case 9:
      let spec = entrySpec(&input)
      let stack = input.pick(StackKind.allCases)
      return ScriptedCall(label: "push \(stack)") { navigator throws(NavigationError) in
        try navigator.push(spec, onto: stack).operations
      }
    case 10:
      let url = input.pick(urls)
      let id: EntryID? = input.bool() || knownIDs.isEmpty ? nil : input.pick(knownIDs + [0, 999])
      return ScriptedCall(label: "didChangeURL \(String(describing: id))") { navigator throws(NavigationError) in
        _ = try navigator.didChangeURL(url, entry: id)
        return []
      }
    default:
      let main = (0..<input.index(below: 4)).map { _ in entrySpec(&input) }
      let modal = (0..<input.index(below: 3)).map { _ in entrySpec(&input) }
      let presented = input.pick([nil, true, false] as [Bool?])
      let style = input.pick([nil] + Navigation.ModalStyle.allCases.map { Optional($0) })
      return ScriptedCall(label: "setStacks \(main.count)/\(modal.count) \(String(describing: presented))") {
        navigator throws(NavigationError) in
        try navigator.setStacks(main: main, modal: modal, presented: presented, modalStyle: style).operations
      }
    }
  }

  static func entrySpec(_ input: inout FuzzInput) -> EntrySpec {
    EntrySpec(
      viewController: input.pick(["web", "native", "native-web"]),
      routedLocation: input.bool() ? input.pick(urls) : nil,
      currentURL: input.index(below: 4) == 0 ? input.pick(urls) : nil, pullToRefreshEnabled: input.bool(),
      modalDismissGestureEnabled: input.index(below: 3) != 0)
  }
}
