import JSONRPC
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `ui/push`: `{client, tab, stack, viewController, url?, animated, state}`.
struct PushParams: MethodParams {
  static let stack = RequiredParam(
    "stack", ParamKind.enumeration(of: StackKind.self).described(by: WireSchemas.stackKind))
  static let viewController = RequiredParam("viewController", .string)
  static let url = Param("url", .absoluteURL, summary: "the stamp; absent makes an unstamped entry")
  static let animated = CommonParams.animated(default: true)
  static var declared: [any DeclaredParam] {
    [CommonParams.client, CommonParams.tab, stack, viewController, url, animated, CommonParams.state]
  }

  /// The stack pushed onto.
  let stack: StackKind
  /// The pushed entry's view controller, not empty.
  let viewController: String
  /// The entry's stamp, `nil` for an unstamped entry.
  let url: URL?
  /// Whether the push is animated.
  let animated: Bool
  /// The navigator and `state`.
  let target: NavigatorActionParams

  init(_ params: ParamReader) throws(RPCError) {
    stack = try params.read(Self.stack)
    viewController = try params.read(Self.viewController)
    guard !viewController.isEmpty else { throw params.invalid("viewController", "must not be empty") }
    url = try params.read(Self.url)
    animated = try params.read(Self.animated)
    target = try NavigatorActionParams(params)
  }
}
