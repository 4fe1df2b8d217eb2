import JSONRPC

/// `{client, tab, state}`: which navigator an action runs on and whether the result carries `state`
/// (`reload`, `start`, `ui/back`, `ui/dismissModal`, and with more params `pop`, `clearAll`, `ui/push`).
struct NavigatorActionParams: MethodParams {
  static var declared: [any DeclaredParam] { [CommonParams.client, CommonParams.tab, CommonParams.state] }

  /// The client id.
  let client: String
  /// The tab, `nil` for the active one.
  let tab: String?
  /// Whether the result carries `state`.
  let wantsState: Bool

  init(_ params: ParamReader) throws(RPCError) {
    tab = try params.read(CommonParams.tab)
    wantsState = try params.read(CommonParams.state)
    client = try params.read(CommonParams.client)
  }
}
