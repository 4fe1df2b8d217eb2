import JSONRPC
import NavJSON
import NavProtocol

/// Inspection and state (docs/protocol.md §6): `state`, `state/export`, `state/import`.
enum StateMethods {
  typealias Context = MethodContext<NavigationMethodLayer>

  static var all: [MethodDescriptor<NavigationMethodLayer>] { [state, export, importState] }

  static let state = MethodDescriptor<NavigationMethodLayer>.writing(
    "state", summary: "The state of a client's navigator (the active tab's by default).",
    params: [CommonParams.client, CommonParams.tab],
    result: ResultDescriptor("state", schema: WireSchemas.state)
  ) { context, raw in
    let params = ParamReader(raw)
    let tab = try params.string("tab")
    return try context.withClient(params) { _, client throws(RPCError) in
      let navigator = try client.navigator(tab: tab)
      return JSONText { StateJSON.write(client, navigator: navigator, to: &$0) }
    }
  }

  static let export = MethodDescriptor<NavigationMethodLayer>(
    "state/export", summary: "The client's complete state and configuration, as an opaque document.",
    params: [CommonParams.client],
    result: ResultDescriptor(
      "exported",
      schema: Schema.object([("state", Schema.anyObject("opaque; give it back to state/import"))], required: ["state"])
    )
  ) { context, raw in
    try context.withClient(ParamReader(raw)) { _, client throws(RPCError) in
      .object(JSONObject([("state", StateExport.render(client))]))
    }
  }

  private static let shortEntry = Schema.object(
    [
      ("url", Schema.url("the stamp; absent makes an unstamped entry")),
      ("viewController", Schema.string("default \"web\"")),
      ("currentURL", Schema.url()), ("pullToRefreshEnabled", Schema.boolean()),
      ("modalDismissGestureEnabled", Schema.boolean()),
    ], additional: false)

  static let importState = MethodDescriptor<NavigationMethodLayer>(
    "state/import",
    summary: "Restores a state/export document, or sets the stacks directly with the short form.",
    description: """
      Short form: `{"main": [{"url", "viewController"}], "modal": [...], "presented": true, "modalStyle": "large"}`. \
      Imported entries always get fresh ids.
      """,
    params: [
      CommonParams.client, CommonParams.tab,
      ParamDescriptor(
        "state", required: true,
        schema: Schema.oneOf([
          Schema.object(
            [("format", Schema.constant(StateExport.format))], required: ["format"], "a state/export document"),
          Schema.object(
            [
              ("main", Schema.array(shortEntry)), ("modal", Schema.array(shortEntry)),
              ("presented", Schema.boolean()), ("modalStyle", WireSchemas.modalStyle),
            ], additional: false, "the short form"),
        ])),
    ],
    result: ResultDescriptor("imported", schema: Schema.object([("state", WireSchemas.state)], required: ["state"]))
  ) { context, raw in
    let params = ParamReader(raw)
    guard let stateJSON = try params.object("state") else { throw params.invalid("state", "is required") }
    let tab = try params.string("tab")
    let decoder = context.services.clients.decoder
    let limits = context.services.clients.limits
    return try context.withClient(params) { context, client throws(RPCError) in
      let plan = try StateImport.decode(
        stateJSON, platform: client.configuration.platform, decoder: decoder, limits: limits)
      let changes: [(Navigator, NavigationOutcome)]
      switch plan {
      case .stacks(let stacks):
        let navigator = try client.navigator(tab: tab)
        changes = [(navigator, try setStacks(stacks, on: navigator))]
      case .export(let exported):
        changes = try apply(exported, to: client)
      }
      for (navigator, outcome) in changes { context.notify(client, navigator: navigator, outcome: outcome) }
      let shown = try client.navigator(tab: tab)
      return .object(JSONObject([("state", StateJSON.render(client, navigator: shown))]))
    }
  }

  private static func setStacks(_ stacks: ImportedStacks, on navigator: Navigator) throws(RPCError)
    -> NavigationOutcome
  {
    try RPCError.converting { () throws(NavigationError) in
      try navigator.setStacks(
        main: stacks.main, modal: stacks.modal, presented: stacks.presented, modalStyle: stacks.modalStyle)
    }
  }

  /// Applies a checked export: configuration (with its start location), each
  /// navigator's stacks with fresh ids, the active tab, the coverage.
  private static func apply(_ plan: StateImport.ExportPlan, to client: Client) throws(RPCError)
    -> [(Navigator, NavigationOutcome)]
  {
    var configuration = plan.configuration
    configuration.navigator.startLocation = plan.startLocation
    _ = try client.reconfigure(configuration, keepAdoptedStartLocation: false)
    var changes: [(Navigator, NavigationOutcome)] = []
    for (navigator, imported) in zip(client.group.navigators, plan.navigators) {
      navigator.isStarted = imported.started
      changes.append((navigator, try setStacks(imported.stacks, on: navigator)))
    }
    if let activeTab = plan.activeTab {
      _ = try RPCError.converting { () throws(NavigationError) in try client.group.select(tab: activeTab) }
    }
    client.coverage = RouteCoverage(routeNames: configuration.routeTable.routeNames, hits: plan.coverage)
    return changes
  }
}
