import JSONRPC
import NavJSON
import NavProtocol

/// Decisions without navigation (docs/protocol.md §8): `router/decide`, `webView/decidePolicy`.
enum DecisionMethods {
  typealias Context = MethodContext<NavigationMethodLayer>

  static var all: [MethodDescriptor<NavigationMethodLayer>] { [decideRoute, decidePolicy] }

  static let decideRoute = MethodDescriptor<NavigationMethodLayer>(
    "router/decide",
    summary: "Runs the route decision handlers only (adopts no start location).",
    params: DecideRouteParams.self,
    result: ResultDescriptor(
      "decision",
      schema: Schema.object(
        [
          ("decision", WireSchemas.routerDecision),
          ("handler", Schema.nullable(WireSchemas.routeDecisionHandler)),
          ("explanation", ExplanationJSON.schema),
        ], required: ["decision", "handler"]))
  ) { context, params throws(RPCError) in
    let trace = ExplainFlag.trace(params.explain)
    return try context.withClient(params.client) { _, client throws(RPCError) in
      let decided = try client.navigator(tab: params.tab).decideRoute(for: params.url, trace: trace)
      let result = JSONValue.object(
        JSONObject([
          ("decision", .string(decided.decision.rawValue)),
          ("handler", decided.handler.map(JSONValue.string) ?? .null),
        ]))
      let explanation = trace.map { ExplanationJSON.decision($0, platform: ExplanationJSON.platform(of: client)) }
      return ExplainFlag.attach(explanation, to: result)
    }
  }

  static let decidePolicy = MethodDescriptor<NavigationMethodLayer>(
    "webView/decidePolicy",
    summary: "Runs the web view policy handlers; reports the route or reload a handler made.",
    params: DecidePolicyParams.self,
    result: ResultDescriptor(
      "policy",
      schema: Schema.object(
        [
          ("decision", Schema.enumeration(of: WebViewPolicyManager.Decision.self)),
          ("handler", Schema.nullable(Schema.enumeration(of: WebViewPolicyHandlerName.self))),
          ("route", WireSchemas.routeResult),
          (
            "reload",
            Schema.object(
              [("visits", WireSchemas.visits), ("state", WireSchemas.state)], required: ["visits"])
          ),
        ], required: ["decision", "handler"]))
  ) { context, params throws(RPCError) in
    let wantsState = params.wantsState
    return try context.withClient(params.client) { context, client throws(RPCError) in
      let navigator = try client.navigator(tab: params.tab)
      let policy = try RPCError.converting { () throws(NavigationError) in
        try navigator.decidePolicy(for: params.action)
      }
      var result = JSONObject([
        ("decision", .string(policy.decision.rawValue)),
        ("handler", policy.handler.map(JSONValue.string) ?? .null),
      ])
      if let routed = policy.route {
        result["route"] = context.routeResult(
          routed, client: client, navigator: navigator, wantsState: wantsState)
      }
      if let reload = policy.reload {
        result["reload"] = StateFlag.attach(
          to: JSONObject([("visits", reload.visits.wireJSON)]), wanted: wantsState, client: client,
          navigator: navigator)
      }
      return .object(result)
    }
  }
}
