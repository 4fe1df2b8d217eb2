import JSONRPC

/// `routes/resolve`: `{client, url, explain}`, where `url` is any string.
struct ResolveRouteParams: MethodParams {
  static let url = RequiredParam("url", .string, summary: "any string; never an error")
  static var declared: [any DeclaredParam] { [CommonParams.client, url, CommonParams.explain] }

  /// The string to resolve.
  let url: String
  /// Whether the result carries `explanation`.
  let explain: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    url = try params.read(Self.url)
    explain = try params.read(CommonParams.explain)
    client = try params.read(CommonParams.client)
  }
}
