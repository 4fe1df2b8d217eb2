import JSONRPC

/// `pop` and `clearAll`: `{client, tab, animated, state}`, `animated` defaulting to what `Default`
/// says (`pop` animates by default, `clearAll` does not).
struct AnimatedActionParams<Default: AnimationDefault>: MethodParams {
  static var animated: DefaultedParam<Bool> { Default.animated }
  static var declared: [any DeclaredParam] { [CommonParams.client, CommonParams.tab, animated, CommonParams.state] }

  /// Whether the change is animated.
  let animated: Bool
  /// The navigator and `state`.
  let target: NavigatorActionParams

  init(_ params: ParamReader) throws(RPCError) {
    animated = try params.read(Self.animated)
    target = try NavigatorActionParams(params)
  }
}

/// Whether a method's `animated` defaults to `true` or `false`: its `animated` param, declared once.
protocol AnimationDefault {
  /// `animated`, with its default.
  static var animated: DefaultedParam<Bool> { get }
}

/// `pop`'s params: `animated` defaults to `true`.
typealias PopParams = AnimatedActionParams<AnimatedByDefault>
/// `clearAll`'s params: `animated` defaults to `false`.
typealias ClearAllParams = AnimatedActionParams<NotAnimatedByDefault>

/// `animated` defaults to `true`.
enum AnimatedByDefault: AnimationDefault { static let animated = CommonParams.animated(default: true) }
/// `animated` defaults to `false`.
enum NotAnimatedByDefault: AnimationDefault { static let animated = CommonParams.animated(default: false) }
