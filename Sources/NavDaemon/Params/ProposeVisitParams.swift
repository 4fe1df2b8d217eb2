import JSONRPC
import NavProtocol

/// `session/proposeVisit` (docs/web-side.md): a `route` request from a web session — `route`'s
/// params and `session`.
struct ProposeVisitParams: MethodParams {
  static var declared: [any DeclaredParam] {
    [
      CommonParams.client, CommonParams.tab, CommonParams.url, WebSideParams.session, RouteParams.options,
      RouteParams.parameters, RouteParams.properties, RouteParams.proposalResult, CommonParams.state,
      CommonParams.explain,
    ]
  }

  /// What to propose, read as `route` reads it.
  let route: RouteParams
  /// The proposing session, `nil` for the active stack's.
  let session: StackKind?

  init(_ params: ParamReader) throws(RPCError) {
    route = try RouteParams(params)
    session = try params.read(WebSideParams.session)
  }
}
