import JSONRPC
import NavJSON
import NavProtocol

extension MethodContext where Services == NavigationMethodLayer {
  /// The route result of docs/protocol.md §5, shared by `route` and the route a web view policy
  /// handler makes (`webView/decidePolicy`): resolves the URL in the route table (counting
  /// coverage), notifies what the route did, and renders the result, with `state` when wanted
  /// and, when the route was explained into `trace`, its `explanation` (the route table's part included).
  mutating func routeResult(
    _ routed: RouteOutcome, client: Client, navigator: Navigator, wantsState: Bool,
    trace: DecisionTrace? = nil
  ) -> JSONValue {
    JSONTreeSink.value {
      routeResult(routed, client: client, navigator: navigator, wantsState: wantsState, trace: trace, to: &$0)
    }
  }

  /// The route result (see ``routeResult(_:client:navigator:wantsState:trace:)``) written into `sink`;
  /// `inPlace` is written when given (`session/proposeVisit`).
  mutating func routeResult<Sink: JSONSink>(
    _ routed: RouteOutcome, client: Client, navigator: Navigator, wantsState: Bool,
    trace: DecisionTrace? = nil, inPlace: Bool? = nil, to sink: inout Sink
  ) {
    let routeTable = client.configuration.routeTable
    let resolution = routeTable.resolve(routed.proposal.url.absoluteString, trace: trace)
    client.coverage.record(resolution)
    notify(client, navigator: navigator, outcome: routed.outcome)
    sink.beginObject()
    RouteResultJSON.writeMembers(
      routed, route: resolution.summaryJSONValue, platform: client.configuration.platform, to: &sink)
    if let inPlace { sink.member("inPlace", inPlace) }
    StateFlag.write(wanted: wantsState, client: client, navigator: navigator, to: &sink)
    if let trace {
      let explanation = ExplanationJSON.route(
        trace, platform: ExplanationJSON.platform(of: client), hasRouteTable: !routeTable.routes.isEmpty)
      sink.member("explanation", explanation)
    }
    sink.endObject()
  }
}
