import JSONRPC

/// `{client}`: `client/close`, `state/export`, `routes/coverage`.
struct ClientParams: MethodParams {
  static var declared: [any DeclaredParam] { [CommonParams.client] }

  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    client = try params.read(CommonParams.client)
  }
}
