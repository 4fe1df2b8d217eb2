import JSONRPC

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pathConfiguration/properties`: `{client, url, explain}`.
struct PathPropertiesParams: MethodParams {
  static var declared: [any DeclaredParam] { [CommonParams.client, CommonParams.url, CommonParams.explain] }

  /// The URL whose properties are asked for.
  let url: URL
  /// Whether the result carries `explanation`.
  let explain: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    url = try params.read(CommonParams.url)
    explain = try params.read(CommonParams.explain)
    client = try params.read(CommonParams.client)
  }
}
