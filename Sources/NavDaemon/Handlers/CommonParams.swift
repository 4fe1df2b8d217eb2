import JSONRPC
import NavProtocol

/// Descriptions of the params most methods share.
enum CommonParams {
  /// `client`: optional, default `"default"`.
  static let client = ParamDescriptor(
    "client", schema: Schema.string(), summary: "the client id (default \"default\"); created on first use")
  /// `tab`: optional, the active tab by default.
  static let tab = ParamDescriptor("tab", schema: Schema.string(), summary: "a tab id (default: the active tab)")
  /// `state`: optional, default `true`.
  static let state = ParamDescriptor(
    "state", schema: Schema.boolean(), summary: "false leaves `state` out of the result (default true)")
  /// `explain`: optional, default `false`.
  static let explain = ParamDescriptor(
    "explain", schema: Schema.boolean(),
    summary: "true adds `explanation`: why the answer is what it is (default false)")
  /// `animated`.
  static func animated(default value: Bool) -> ParamDescriptor {
    ParamDescriptor("animated", schema: Schema.boolean(), summary: "default \(value)")
  }
  /// A required absolute `url`.
  static let url = ParamDescriptor("url", required: true, schema: Schema.url())
}
