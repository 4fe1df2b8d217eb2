import JSONRPC
import NavProtocol

/// `session/proposeVisit` (docs/web-side.md): a `route` request from a web session.
struct ProposeVisitParams: MethodParams {
  static var declared: [any DeclaredParam] {
    [
      CommonParams.client, CommonParams.tab, CommonParams.url, WebSideParams.session, RouteParams.options,
      RouteParams.parameters, RouteParams.properties, RouteParams.proposalResult, CommonParams.state,
      CommonParams.explain,
    ]
  }

  /// What to propose.
  let request: RouteRequest
  /// The proposing session, `nil` for the active stack's.
  let session: StackKind?
  /// The tab, `nil` for the active one.
  let tab: String?
  /// Whether the result carries `state`.
  let wantsState: Bool
  /// Whether the result carries `explanation`.
  let explain: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    let url = try params.read(CommonParams.url)
    session = try params.read(WebSideParams.session)
    let options = try params.read(RouteParams.options)
    let parameters = try params.read(RouteParams.parameters)
    let properties = try params.read(RouteParams.properties)
    let proposalResult = try params.read(RouteParams.proposalResult)
    request = RouteRequest(
      url: url, options: options, parameters: parameters, properties: properties, proposalResult: proposalResult)
    tab = try params.read(CommonParams.tab)
    wantsState = try params.read(CommonParams.state)
    explain = try params.read(CommonParams.explain)
    client = try params.read(CommonParams.client)
  }
}
