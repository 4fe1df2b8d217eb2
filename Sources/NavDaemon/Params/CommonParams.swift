import JSONRPC
import NavProtocol

/// The params most methods share, declared once: each method's params type lists and reads these.
enum CommonParams {
  /// `client`: a non-empty id, default `"default"`.
  static let client = DefaultedParam(
    "client", .clientID, default: ClientRegistry.defaultClientID,
    summary: "the client id (default \"default\"); created on first use")
  /// `tab`: optional, the active tab by default.
  static let tab = Param("tab", .string, summary: "a tab id (default: the active tab)")
  /// `state`: default `true` (``StateFlag``).
  static let state = DefaultedParam(
    "state", .boolean, default: true, summary: "false leaves `state` out of the result (default true)")
  /// `explain`: default `false` (``ExplainFlag``).
  static let explain = DefaultedParam(
    "explain", .boolean, default: false,
    summary: "true adds `explanation`: why the answer is what it is (default false)")
  /// `animated`, with the method's default.
  static func animated(default value: Bool) -> DefaultedParam<Bool> {
    DefaultedParam("animated", .boolean, default: value, summary: "default \(value)")
  }
  /// A required absolute `url`.
  static let url = RequiredParam("url", .absoluteURL)
}
