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
    params: [
      CommonParams.client, CommonParams.tab, CommonParams.url,
      ParamDescriptor(
        "options",
        schema: Schema.object(
          [
            ("action", WireSchemas.visitAction),
            (
              "response",
              Schema.object(
                [
                  ("statusCode", Schema.integer()), ("redirected", Schema.boolean()),
                  ("responseHTML", Schema.string()),
                ], required: ["statusCode"], additional: false)
            ),
          ], additional: false), summary: "visit options (default action advance)"),
      ParamDescriptor("parameters", schema: Schema.anyObject(), summary: "passed through to the proposal"),
      ParamDescriptor(
        "properties", schema: Schema.anyObject(), summary: "merged over the path-configuration properties"),
      ParamDescriptor(
        "proposalResult",
        schema: Schema.oneOf([
          Schema.enumeration(ProposalResult.names.filter { $0 != ProposalResult.acceptCustom("").name }),
          Schema.object([("acceptCustom", Schema.string())], required: ["acceptCustom"], additional: false),
        ]), summary: "what the app's delegate answers (default accept)"),
      CommonParams.state, CommonParams.explain,
    ],
    result: ResultDescriptor("routed", schema: WireSchemas.routeResult)
  ) { context, raw in
    let params = ParamReader(raw)
    let request = try RouteRequestParams.decode(params)
    let tab = try params.string("tab")
    let wantsState = try StateFlag.wanted(params)
    let trace = try ExplainFlag.trace(params)
    return try context.withClient(params) { context, client throws(RPCError) in
      let navigator = try client.navigator(tab: tab)
      let routed = try RPCError.converting { () throws(NavigationError) in try navigator.route(request, trace: trace) }
      return JSONText { sink in
        context.routeResult(
          routed, client: client, navigator: navigator, wantsState: wantsState, trace: trace, to: &sink)
      }
    }
  }

  static let pop = MethodDescriptor<NavigationMethodLayer>.writing(
    "pop", summary: "Pops the active stack (dismisses a one-entry modal).",
    params: [CommonParams.client, CommonParams.tab, CommonParams.animated(default: true), CommonParams.state],
    result: outcomeResult()
  ) { context, raw in
    let params = ParamReader(raw)
    let animated = try params.bool("animated") ?? true
    return try perform(&context, params) { navigator throws(NavigationError) in
      navigator.performPop(animated: animated)
    }
  }

  static let clearAll = MethodDescriptor<NavigationMethodLayer>.writing(
    "clearAll", summary: "Dismisses the modal, pops main to its root and refreshes it.",
    params: [CommonParams.client, CommonParams.tab, CommonParams.animated(default: false), CommonParams.state],
    result: outcomeResult()
  ) { context, raw in
    let params = ParamReader(raw)
    let animated = try params.bool("animated") ?? false
    return try perform(&context, params) { navigator throws(NavigationError) in
      navigator.performClearAll(animated: animated)
    }
  }

  static let reload = MethodDescriptor<NavigationMethodLayer>.writing(
    "reload", summary: "Reloads the top visitable of each stack (one reload visit per stack).",
    params: [CommonParams.client, CommonParams.tab, CommonParams.state],
    result: outcomeResult(operations: false)
  ) { context, raw in
    let params = ParamReader(raw)
    return try perform(&context, params, operations: false) { navigator throws(NavigationError) in
      navigator.performReload()
    }
  }

  static let start = MethodDescriptor<NavigationMethodLayer>.writing(
    "start", summary: "Routes the start location if both stacks are empty, else warns alreadyStarted.",
    params: [CommonParams.client, CommonParams.tab, CommonParams.state],
    result: ResultDescriptor(
      "started",
      schema: Schema.object(
        [
          ("operations", WireSchemas.operations), ("visits", WireSchemas.visits),
          ("warnings", WireSchemas.warnings), ("state", WireSchemas.state),
        ], required: ["operations", "visits", "warnings"]))
  ) { context, raw in
    let params = ParamReader(raw)
    return try perform(&context, params, warnings: true) { navigator throws(NavigationError) in
      try navigator.start()
    }
  }

  static let currentVisitableURL = MethodDescriptor<NavigationMethodLayer>(
    "currentVisitableURL", summary: "The currentURL of the active stack's top entry if it is visitable, else null.",
    params: [CommonParams.client, CommonParams.tab],
    result: ResultDescriptor(
      "current", schema: Schema.object([("url", Schema.nullable(Schema.url()))], required: ["url"]))
  ) { context, raw in
    let params = ParamReader(raw)
    let tab = try params.string("tab")
    return try context.withClient(params) { _, client throws(RPCError) in
      let navigator = try client.navigator(tab: tab)
      return .object(JSONObject([("url", navigator.currentVisitableURLString.wireJSON)]))
    }
  }

  /// Runs `action` on the navigator the params select and answers
  /// `{operations?, visits, warnings?, state?}`, notifying what changed.
  static func perform(
    _ context: inout Context, _ params: ParamReader, operations: Bool = true, warnings: Bool = false,
    _ action: (Navigator) throws(NavigationError) -> NavigationOutcome
  ) throws(RPCError) -> JSONText {
    try context.performNavigatorAction(params, action) { outcome, sink in
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
