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
    params: NavigatorActionParams.self, result: visitsResult
  ) { context, params throws(RPCError) in
    try perform(&context, params, visits: true) { navigator throws(NavigationError) in navigator.back() }
  }

  static let dismissModal = MethodDescriptor<NavigationMethodLayer>.writing(
    "ui/dismissModal",
    summary: "The user swipes the modal away; refused when its top entry disables the gesture.",
    params: NavigatorActionParams.self, result: visitsResult
  ) { context, params throws(RPCError) in
    try perform(&context, params, visits: true) { navigator throws(NavigationError) in
      try navigator.dismissModal()
    }
  }

  static let push = MethodDescriptor<NavigationMethodLayer>.writing(
    "ui/push", summary: "App code pushes a screen without routing it (no url: unstamped).",
    params: PushParams.self, result: operationsResult
  ) { context, params throws(RPCError) in
    let spec = EntrySpec(viewController: params.viewController, routedLocation: params.url)
    return try perform(&context, params.target) { navigator throws(NavigationError) in
      try navigator.push(spec, onto: params.stack, animated: params.animated)
    }
  }

  static let didChangeURL = MethodDescriptor<NavigationMethodLayer>(
    "visitable/didChangeURL",
    summary: "The web view's URL changed: updates an entry's currentURL (default: the active top), never its stamp.",
    params: DidChangeURLParams.self, result: stateResult
  ) { context, params throws(RPCError) in
    try context.withClient(params.client) { _, client throws(RPCError) in
      let navigator = try client.navigator(tab: params.tab)
      try RPCError.converting { () throws(NavigationError) in
        try navigator.didChangeURL(params.url, entry: params.entry.map { EntryID($0) })
      }
      return StateFlag.attach(to: JSONObject(), wanted: params.wantsState, client: client, navigator: navigator)
    }
  }

  static let selectTab = MethodDescriptor<NavigationMethodLayer>(
    "tabs/select", summary: "Makes a tab active, starting its navigator on its first selection.",
    description: "On Android, selecting the tab that is already active clears it (clearAll, not animated).",
    params: SelectTabParams.self, result: visitsResult
  ) { context, params throws(RPCError) in
    let tab = params.tab
    let wantsState = params.wantsState
    return try context.withClient(params.client) { context, client throws(RPCError) in
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

  /// Runs `action` on the navigator `target` selects; answers `{operations, visits?, state?}`.
  private static func perform(
    _ context: inout Context, _ target: NavigatorActionParams, visits: Bool = false,
    _ action: (Navigator) throws(NavigationError) -> NavigationOutcome
  ) throws(RPCError) -> JSONText {
    try context.performNavigatorAction(target, action) { outcome, sink in
      sink.key("operations")
      outcome.operations.write(to: &sink)
      if visits {
        sink.key("visits")
        outcome.visits.write(to: &sink)
      }
    }
  }
}
