import JSONRPC

/// `pop`: `{client, tab, animated, state}` with `animated` default `true`.
struct PopParams: MethodParams {
  static let animated = CommonParams.animated(default: true)
  static var declared: [any DeclaredParam] { [CommonParams.client, CommonParams.tab, animated, CommonParams.state] }

  /// Whether the pop is animated.
  let animated: Bool
  /// The navigator and `state`.
  let target: NavigatorActionParams

  init(_ params: ParamReader) throws(RPCError) {
    animated = try params.read(Self.animated)
    target = try NavigatorActionParams(params)
  }
}
