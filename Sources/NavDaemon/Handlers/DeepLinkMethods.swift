import JSONRPC
import NavJSON
import NavProtocol

/// `deepLink/open` (docs/protocol.md §5): a deep link opened cold or warm.
enum DeepLinkMethods {
  static var all: [MethodDescriptor<NavigationMethodLayer>] { [open] }

  static let open = MethodDescriptor<NavigationMethodLayer>.writing(
    "deepLink/open",
    summary:
      "Opens a deep link: warm routes it; cold starts the navigator (Android at the link on the start host, iOS at the start location, then routes it).",
    params: DeepLinkParams.self,
    result: ResultDescriptor(
      "opened",
      schema: Schema.object(
        [
          ("operations", WireSchemas.operations), ("visits", WireSchemas.visits),
          ("warnings", WireSchemas.warnings),
          ("route", Schema.nullable(WireSchemas.routeResult)),
          ("state", WireSchemas.state), ("explanation", ExplanationJSON.schema),
        ], required: ["operations", "visits", "warnings", "route"]))
  ) { context, params throws(RPCError) in
    let trace = ExplainFlag.trace(params.explain)
    return try context.withClient(params.client) { context, client throws(RPCError) in
      let navigator = try client.navigator(tab: params.tab)
      let opened = try RPCError.converting { () throws(NavigationError) in
        try navigator.openDeepLink(params.url, launch: params.launch, trace: trace)
      }
      context.notify(client, navigator: navigator, outcome: opened.outcome)
      let routeTable = client.configuration.routeTable
      let resolution = opened.route.map { routeTable.resolve($0.proposal.url.absoluteString, trace: trace) }
      if let resolution { client.coverage.record(resolution) }
      return JSONText { sink in
        sink.beginObject()
        sink.key("operations")
        opened.outcome.operations.write(to: &sink)
        sink.key("visits")
        opened.outcome.visits.write(to: &sink)
        sink.key("warnings")
        opened.outcome.warnings.map(WireWarning.init).write(to: &sink)
        sink.key("route")
        if let routed = opened.route, let resolution {
          sink.beginObject()
          RouteResultJSON.writeMembers(
            routed, route: resolution.summaryJSONValue, platform: client.configuration.platform, to: &sink)
          sink.endObject()
        } else {
          sink.null()
        }
        StateFlag.write(wanted: params.wantsState, client: client, navigator: navigator, to: &sink)
        if let trace, opened.route != nil {
          let explanation = ExplanationJSON.route(
            trace, platform: ExplanationJSON.platform(of: client), hasRouteTable: !routeTable.routes.isEmpty)
          sink.member("explanation", explanation)
        }
        sink.endObject()
      }
    }
  }
}
