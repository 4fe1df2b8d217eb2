import JSONRPC
import NavJSON
import NavProtocol

/// What the app does outside the navigator (docs/protocol.md §7): `ui/back`,
/// `ui/dismissModal`, `ui/push`, `visitable/didChangeURL`, `tabs/select`.
enum AppActionMethods {
  typealias Context = MethodContext<NavigationMethodLayer>

  static var all: [MethodDescriptor<NavigationMethodLayer>] { [back, dismissModal, push, didChangeURL, selectTab] }

  private static let operationsResult = ResultDescriptor(
    "outcome",
    schema: Schema.object(
      [("operations", WireSchemas.operations), ("state", WireSchemas.state)], required: ["operations"]))

  private static let visitsResult = ResultDescriptor(
    "outcome",
    schema: Schema.object(
      [("operations", WireSchemas.operations), ("visits", WireSchemas.visits), ("state", WireSchemas.state)],
      required: ["operations", "visits"]))

  private static let stateResult = ResultDescriptor(
    "state", schema: Schema.object([("state", WireSchemas.state)]))

  static let back = MethodDescriptor<NavigationMethodLayer>.writing(
    "ui/back", summary: "The system back gesture: pops the active stack if it has at least two entries.",
    params: [CommonParams.client, CommonParams.tab, CommonParams.state], result: visitsResult
  ) { context, raw in
    try perform(&context, ParamReader(raw), visits: true) { navigator throws(NavigationError) in navigator.back() }
  }

  static let dismissModal = MethodDescriptor<NavigationMethodLayer>.writing(
    "ui/dismissModal",
    summary: "The user swipes the modal away; refused when its top entry disables the gesture.",
    params: [CommonParams.client, CommonParams.tab, CommonParams.state], result: visitsResult
  ) { context, raw in
    try perform(&context, ParamReader(raw), visits: true) { navigator throws(NavigationError) in
      try navigator.dismissModal()
    }
  }

  static let push = MethodDescriptor<NavigationMethodLayer>.writing(
    "ui/push", summary: "App code pushes a screen without routing it (no url: unstamped).",
    params: [
      CommonParams.client, CommonParams.tab,
      ParamDescriptor("stack", required: true, schema: WireSchemas.stackKind),
      ParamDescriptor("viewController", required: true, schema: Schema.string()),
      ParamDescriptor("url", schema: Schema.url(), summary: "the stamp; absent makes an unstamped entry"),
      CommonParams.animated(default: true), CommonParams.state,
    ],
    result: operationsResult
  ) { context, raw in
    let params = ParamReader(raw)
    guard let stack = try params.enumeration("stack", as: StackKind.self) else {
      throw params.invalid("stack", "is required")
    }
    let viewController = try params.requiredString("viewController")
    guard !viewController.isEmpty else { throw params.invalid("viewController", "must not be empty") }
    let url = try params.url("url")
    let animated = try params.bool("animated") ?? true
    let spec = EntrySpec(viewController: viewController, routedLocation: url)
    return try perform(&context, params) { navigator throws(NavigationError) in
      try navigator.push(spec, onto: stack, animated: animated)
    }
  }

  static let didChangeURL = MethodDescriptor<NavigationMethodLayer>(
    "visitable/didChangeURL",
    summary: "The web view's URL changed: updates an entry's currentURL (default: the active top), never its stamp.",
    params: [
      CommonParams.client, CommonParams.tab,
      ParamDescriptor("entry", schema: Schema.integer(), summary: "an entry id (default: the active stack's top)"),
      CommonParams.url, CommonParams.state,
    ],
    result: stateResult
  ) { context, raw in
    let params = ParamReader(raw)
    let entry = try params.integer("entry")
    let url = try params.requiredURL("url")
    let tab = try params.string("tab")
    let wantsState = try StateFlag.wanted(params)
    return try context.withClient(params) { _, client throws(RPCError) in
      let navigator = try client.navigator(tab: tab)
      try RPCError.converting { () throws(NavigationError) in
        try navigator.didChangeURL(url, entry: entry.map { EntryID($0) })
      }
      return StateFlag.attach(to: JSONObject(), wanted: wantsState, client: client, navigator: navigator)
    }
  }

  static let selectTab = MethodDescriptor<NavigationMethodLayer>(
    "tabs/select", summary: "Makes a tab active, starting its navigator on its first selection.",
    description: "On Android, selecting the tab that is already active clears it (clearAll, not animated).",
    params: [
      CommonParams.client, ParamDescriptor("tab", required: true, schema: Schema.string()), CommonParams.state,
    ],
    result: visitsResult
  ) { context, raw in
    let params = ParamReader(raw)
    let tab = try params.requiredString("tab")
    let wantsState = try StateFlag.wanted(params)
    return try context.withClient(params) { context, client throws(RPCError) in
      _ = try client.navigator(tab: tab)
      let outcome = try RPCError.converting { () throws(NavigationError) in try client.group.select(tab: tab) }
      let navigator = client.group.activeNavigator
      context.notify(client, navigator: navigator, outcome: outcome)
      let result = JSONObject([
        ("operations", outcome.operations.wireJSON), ("visits", outcome.visits.wireJSON),
      ])
      return StateFlag.attach(to: result, wanted: wantsState, client: client, navigator: navigator)
    }
  }

  /// Runs `action` on the navigator the params select; answers `{operations, visits?, state?}`.
  private static func perform(
    _ context: inout Context, _ params: ParamReader, visits: Bool = false,
    _ action: (Navigator) throws(NavigationError) -> NavigationOutcome
  ) throws(RPCError) -> JSONText {
    try context.performNavigatorAction(params, action) { outcome, sink in
      sink.key("operations")
      outcome.operations.write(to: &sink)
      if visits {
        sink.key("visits")
        outcome.visits.write(to: &sink)
      }
    }
  }
}
