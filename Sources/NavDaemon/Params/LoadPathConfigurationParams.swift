import JSONRPC

/// `pathConfiguration/load`: `{client, sources}`.
struct LoadPathConfigurationParams: MethodParams {
  static let sources = RequiredParam(
    "sources", PathConfigurationSources.kind, summary: "inline JSON or a file path, applied in order")
  static var declared: [any DeclaredParam] { [CommonParams.client, sources] }

  /// The sources, in order.
  let sources: [PathConfigurationSources.Source]
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    sources = try params.read(Self.sources)
    client = try params.read(CommonParams.client)
  }
}
