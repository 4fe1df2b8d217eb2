import JSONRPC

/// `{client, tab}`: the methods that read one navigator (`state`, `currentVisitableURL`).
struct TabParams: MethodParams {
  static var declared: [any DeclaredParam] { [CommonParams.client, CommonParams.tab] }

  /// The client id.
  let client: String
  /// The tab, `nil` for the active one.
  let tab: String?

  init(_ params: ParamReader) throws(RPCError) {
    tab = try params.read(CommonParams.tab)
    client = try params.read(CommonParams.client)
  }
}
