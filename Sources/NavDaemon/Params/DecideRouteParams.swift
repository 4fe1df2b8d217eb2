import JSONRPC

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `router/decide`: `{client, tab, url, explain}`.
struct DecideRouteParams: MethodParams {
  static var declared: [any DeclaredParam] {
    [CommonParams.client, CommonParams.tab, CommonParams.url, CommonParams.explain]
  }

  /// The URL to decide.
  let url: URL
  /// The tab, `nil` for the active one.
  let tab: String?
  /// Whether the result carries `explanation`.
  let explain: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    url = try params.read(CommonParams.url)
    tab = try params.read(CommonParams.tab)
    explain = try params.read(CommonParams.explain)
    client = try params.read(CommonParams.client)
  }
}
