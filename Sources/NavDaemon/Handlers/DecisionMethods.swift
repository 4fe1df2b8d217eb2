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
    params: [CommonParams.client, CommonParams.tab, CommonParams.url, CommonParams.explain],
    result: ResultDescriptor(
      "decision",
      schema: Schema.object(
        [
          ("decision", WireSchemas.routerDecision),
          ("handler", Schema.nullable(WireSchemas.routeDecisionHandler)),
          ("explanation", ExplanationJSON.schema),
        ], required: ["decision", "handler"]))
  ) { context, raw in
    let params = ParamReader(raw)
    let url = try params.requiredURL("url")
    let tab = try params.string("tab")
    let trace = try ExplainFlag.trace(params)
    return try context.withClient(params) { _, client throws(RPCError) in
      let decided = try client.navigator(tab: tab).decideRoute(for: url, trace: trace)
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
    params: [
      CommonParams.client, CommonParams.tab,
      ParamDescriptor("url", schema: Schema.url(), summary: "the request URL, if any"),
      ParamDescriptor(
        "navigationType", required: true,
        schema: Schema.enumeration(of: NavigationAction.NavigationType.self)),
      ParamDescriptor(
        "targetFrame",
        schema: Schema.nullable(Schema.enumeration(of: NavigationAction.TargetFrame.self)),
        summary: "null or absent: a new window"),
      CommonParams.state,
    ],
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
  ) { context, raw in
    let params = ParamReader(raw)
    let url = try params.url("url")
    guard let navigationType = try params.enumeration("navigationType", as: NavigationAction.NavigationType.self)
    else { throw params.invalid("navigationType", "is required") }
    let targetFrame = try params.enumeration("targetFrame", as: NavigationAction.TargetFrame.self)
    let tab = try params.string("tab")
    let wantsState = try StateFlag.wanted(params)
    let action = NavigationAction(url: url, navigationType: navigationType, targetFrame: targetFrame)
    return try context.withClient(params) { context, client throws(RPCError) in
      let navigator = try client.navigator(tab: tab)
      let policy = try RPCError.converting { () throws(NavigationError) in try navigator.decidePolicy(for: action) }
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
