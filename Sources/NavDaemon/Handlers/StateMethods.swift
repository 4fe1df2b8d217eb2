import JSONRPC
import NavJSON
import NavProtocol

/// Inspection and state (docs/protocol.md §6): `state`, `state/export`, `state/import`.
enum StateMethods {
  typealias Context = MethodContext<NavigationMethodLayer>

  static var all: [MethodDescriptor<NavigationMethodLayer>] { [state, export, importState] }

  static let state = MethodDescriptor<NavigationMethodLayer>.writing(
    "state", summary: "The state of a client's navigator (the active tab's by default).",
    params: TabParams.self,
    result: ResultDescriptor("state", schema: WireSchemas.state)
  ) { context, params throws(RPCError) in
    try context.withClient(params.client) { _, client throws(RPCError) in
      let navigator = try client.navigator(tab: params.tab)
      return JSONText { StateJSON.write(client, navigator: navigator, to: &$0) }
    }
  }

  static let export = MethodDescriptor<NavigationMethodLayer>(
    "state/export", summary: "The client's complete state and configuration, as an opaque document.",
    params: ClientParams.self,
    result: ResultDescriptor(
      "exported",
      schema: Schema.object([("state", Schema.anyObject("opaque; give it back to state/import"))], required: ["state"])
    )
  ) { context, params throws(RPCError) in
    try context.withClient(params.client) { _, client throws(RPCError) in
      .object(JSONObject([("state", StateExport.render(client))]))
    }
  }

  static let importState = MethodDescriptor<NavigationMethodLayer>(
    "state/import",
    summary: "Restores a state/export document, or sets the stacks directly with the short form.",
    description: """
      Short form: `{"main": [{"url", "viewController"}], "modal": [...], "presented": true, "modalStyle": "large"}`. \
      Imported entries always get fresh ids.
      """,
    params: ImportStateParams.self,
    result: ResultDescriptor("imported", schema: Schema.object([("state", WireSchemas.state)], required: ["state"]))
  ) { context, params throws(RPCError) in
    let stateJSON = params.state
    let tab = params.tab
    let decoder = context.services.clients.decoder
    let limits = context.services.clients.limits
    return try context.withClient(params.client) { context, client throws(RPCError) in
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
    let outcome = try RPCError.converting { () throws(NavigationError) in
      try navigator.setStacks(
        main: stacks.main, modal: stacks.modal, presented: stacks.presented, modalStyle: stacks.modalStyle)
    }
    navigator.setWebSessions(stacks.webSessions)
    return outcome
  }

  /// Applies a checked export: configuration (with its start location), each
  /// navigator's stacks with fresh ids, the active tab, the coverage.
  private static func apply(_ plan: StateImport.ExportPlan, to client: Client) throws(RPCError)
    -> [(Navigator, NavigationOutcome)]
  {
    var configuration = plan.configuration
    configuration.navigator.startLocation = plan.startLocation
    _ = try client.reconfigure(configuration, keepAdoptedStartLocation: false, loadingTabs: false)
    var changes: [(Navigator, NavigationOutcome)] = []
    for (navigator, imported) in zip(client.group.navigators, plan.navigators) {
      navigator.isStarted = imported.started
      changes.append((navigator, try setStacks(imported.stacks, on: navigator)))
    }
    if let activeTab = plan.activeTab {
      // Activated as exported: selecting would reselect an already active tab (Android clears it).
      try RPCError.converting { () throws(NavigationError) in try client.group.activate(tab: activeTab) }
    }
    client.coverage = RouteCoverage(routeNames: configuration.routeTable.routeNames, hits: plan.coverage)
    return changes
  }
}
