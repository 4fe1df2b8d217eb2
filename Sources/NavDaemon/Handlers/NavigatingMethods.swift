import JSONRPC
import NavJSON
import NavProtocol

/// `route`, `pop`, `clearAll`, `reload`, `currentVisitableURL`, `start` (docs/protocol.md §5).
enum NavigatingMethods {
  typealias Context = MethodContext<NavigationMethodLayer>

  static var all: [MethodDescriptor<NavigationMethodLayer>] {
    [route, pop, clearAll, reload, currentVisitableURL, start]
  }

  private static func outcomeResult(visits: Bool = true, operations: Bool = true) -> ResultDescriptor {
    var properties: [(String, JSONValue)] = []
    var required: [String] = []
    if operations {
      properties.append(("operations", WireSchemas.operations))
      required.append("operations")
    }
    if visits {
      properties.append(("visits", WireSchemas.visits))
      required.append("visits")
    }
    properties.append(("state", WireSchemas.state))
    return ResultDescriptor("outcome", schema: Schema.object(properties, required: required))
  }

  static let route = MethodDescriptor<NavigationMethodLayer>.writing(
    "route", summary: "Routes a URL through the route decision handlers, the delegate and the presentation rules.",
    params: RouteParams.self,
    result: ResultDescriptor("routed", schema: WireSchemas.routeResult)
  ) { context, params throws(RPCError) in
    try routing(&context, params) { navigator, trace throws(NavigationError) in
      try navigator.route(params.request, trace: trace)
    }
  }

  /// Runs a request that routes (`route`, `session/proposeVisit`) on its client's navigator and
  /// writes the `route` result; `inPlace` adds that member (`session/proposeVisit` has it).
  static func routing(
    _ context: inout Context, _ params: RouteParams, writesInPlace: Bool = false,
    _ decide: (Navigator, DecisionTrace?) throws(NavigationError) -> RouteOutcome
  ) throws(RPCError) -> JSONText {
    let wantsState = params.wantsState
    let trace = ExplainFlag.trace(params.explain)
    return try context.withClient(params.client) { context, client throws(RPCError) in
      let navigator = try client.navigator(tab: params.tab)
      let routed = try RPCError.converting { () throws(NavigationError) in try decide(navigator, trace) }
      return JSONText { sink in
        context.routeResult(
          routed, client: client, navigator: navigator, wantsState: wantsState, trace: trace,
          inPlace: writesInPlace ? routed.inPlace : nil, to: &sink)
      }
    }
  }

  static let pop = MethodDescriptor<NavigationMethodLayer>.writing(
    "pop", summary: "Pops the active stack (dismisses a one-entry modal).",
    params: PopParams.self, result: outcomeResult()
  ) { context, params throws(RPCError) in
    let animated = params.animated
    return try perform(&context, params.target) { navigator throws(NavigationError) in
      navigator.performPop(animated: animated)
    }
  }

  static let clearAll = MethodDescriptor<NavigationMethodLayer>.writing(
    "clearAll", summary: "Dismisses the modal, pops main to its root and refreshes it.",
    params: ClearAllParams.self, result: outcomeResult()
  ) { context, params throws(RPCError) in
    let animated = params.animated
    return try perform(&context, params.target) { navigator throws(NavigationError) in
      navigator.performClearAll(animated: animated)
    }
  }

  static let reload = MethodDescriptor<NavigationMethodLayer>.writing(
    "reload", summary: "Reloads the top visitable of each stack (one reload visit per stack).",
    params: NavigatorActionParams.self, result: outcomeResult(operations: false)
  ) { context, params throws(RPCError) in
    try perform(&context, params, operations: false) { navigator throws(NavigationError) in
      navigator.performReload()
    }
  }

  static let start = MethodDescriptor<NavigationMethodLayer>.writing(
    "start", summary: "Routes the start location if both stacks are empty, else warns alreadyStarted.",
    params: NavigatorActionParams.self,
    result: ResultDescriptor(
      "started",
      schema: Schema.object(
        [
          ("operations", WireSchemas.operations), ("visits", WireSchemas.visits),
          ("warnings", WireSchemas.warnings), ("state", WireSchemas.state),
        ], required: ["operations", "visits", "warnings"]))
  ) { context, params throws(RPCError) in
    try perform(&context, params, warnings: true) { navigator throws(NavigationError) in
      try navigator.start()
    }
  }

  static let currentVisitableURL = MethodDescriptor<NavigationMethodLayer>(
    "currentVisitableURL", summary: "The currentURL of the active stack's top entry if it is visitable, else null.",
    params: TabParams.self,
    result: ResultDescriptor(
      "current", schema: Schema.object([("url", Schema.nullable(Schema.url()))], required: ["url"]))
  ) { context, params throws(RPCError) in
    try context.withClient(params.client) { _, client throws(RPCError) in
      let navigator = try client.navigator(tab: params.tab)
      return .object(JSONObject([("url", navigator.currentVisitableURLString.wireJSON)]))
    }
  }

  /// Runs `action` on the navigator `target` selects and answers
  /// `{operations?, visits, warnings?, state?}`, notifying what changed.
  static func perform(
    _ context: inout Context, _ target: NavigatorActionParams, operations: Bool = true, warnings: Bool = false,
    _ action: (Navigator) throws(NavigationError) -> NavigationOutcome
  ) throws(RPCError) -> JSONText {
    try context.performNavigatorAction(target, action) { outcome, sink in
      if operations {
        sink.key("operations")
        outcome.operations.write(to: &sink)
      }
      sink.key("visits")
      outcome.visits.write(to: &sink)
      if warnings {
        sink.key("warnings")
        outcome.warnings.map(WireWarning.init).write(to: &sink)
      }
    }
  }
}
