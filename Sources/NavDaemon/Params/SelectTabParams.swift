import JSONRPC

/// `tabs/select`: `{client, tab, state}` with `tab` required.
struct SelectTabParams: MethodParams {
  static let tab = RequiredParam("tab", .string)
  static var declared: [any DeclaredParam] { [CommonParams.client, tab, CommonParams.state] }

  /// The tab to select.
  let tab: String
  /// Whether the result carries `state`.
  let wantsState: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    tab = try params.read(Self.tab)
    wantsState = try params.read(CommonParams.state)
    client = try params.read(CommonParams.client)
  }
}
