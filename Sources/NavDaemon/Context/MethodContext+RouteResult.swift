import JSONRPC
import NavJSON
import NavProtocol

extension MethodContext where Services == NavigationServices {
  /// The route result of docs/protocol.md §5, shared by `route` and the route a web view policy
  /// handler makes (`webView/decidePolicy`): resolves the URL in the route table (counting
  /// coverage), notifies what the route did, and renders the result, with `state` when wanted
  /// and, when the route was explained into `trace`, its `explanation` (the route table's part included).
  mutating func routeResult(
    _ routed: RouteOutcome, client: Client, navigator: Navigator, wantsState: Bool,
    trace: DecisionTrace? = nil
  ) -> JSONValue {
    let routeTable = client.configuration.routeTable
    let resolution = routeTable.resolve(routed.proposal.url.absoluteString, trace: trace)
    client.coverage.record(resolution)
    notify(client, navigator: navigator, outcome: routed.outcome)
    let result = RouteResultJSON.render(
      routed, route: resolution.summaryJSONValue, platform: client.configuration.platform)
    let withState = StateFlag.attach(to: result, wanted: wantsState, client: client, navigator: navigator)
    guard let trace else { return withState }
    let explanation = ExplanationJSON.route(
      trace, platform: ExplanationJSON.platform(of: client), hasRouteTable: !routeTable.routes.isEmpty)
    return ExplainFlag.attach(explanation, to: withState)
  }
}
