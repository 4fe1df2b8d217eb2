import JSONRPC

/// `clearAll`: `{client, tab, animated, state}` with `animated` default `false`.
struct ClearAllParams: MethodParams {
  static let animated = CommonParams.animated(default: false)
  static var declared: [any DeclaredParam] { [CommonParams.client, CommonParams.tab, animated, CommonParams.state] }

  /// Whether the dismissal and pops are animated.
  let animated: Bool
  /// The navigator and `state`.
  let target: NavigatorActionParams

  init(_ params: ParamReader) throws(RPCError) {
    animated = try params.read(Self.animated)
    target = try NavigatorActionParams(params)
  }
}
