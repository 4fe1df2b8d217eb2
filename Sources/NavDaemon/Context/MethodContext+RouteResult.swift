import JSONRPC
import NavJSON
import NavProtocol

extension MethodContext where Services == NavigationServices {
  /// The route result of PROTOCOL.md §5, shared by `route` and the route a web view policy
  /// handler makes (`webView/decidePolicy`): resolves the URL in the route table (counting
  /// coverage), notifies what the route did, and renders the result, with `state` when wanted.
  mutating func routeResult(
    _ routed: RouteOutcome, session: ClientSession, navigator: Navigator, wantsState: Bool
  ) -> JSONValue {
    let resolution = session.configuration.routeTable.resolve(routed.proposal.url.absoluteString)
    session.coverage.record(resolution)
    notify(session, navigator: navigator, outcome: routed.outcome)
    let result = RouteResultJSON.render(routed, route: resolution.summaryJSONValue)
    return StateFlag.attach(to: result, wanted: wantsState, session: session, navigator: navigator)
  }
}
