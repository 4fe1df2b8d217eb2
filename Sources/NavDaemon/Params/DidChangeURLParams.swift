import JSONRPC

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `visitable/didChangeURL`: `{client, tab, entry?, url, state}`.
struct DidChangeURLParams: MethodParams {
  static let entry = Param("entry", .integer, summary: "an entry id (default: the active stack's top)")
  static var declared: [any DeclaredParam] {
    [CommonParams.client, CommonParams.tab, entry, CommonParams.url, CommonParams.state]
  }

  /// The entry whose URL changed, `nil` for the active stack's top.
  let entry: Int64?
  /// Its new current URL.
  let url: URL
  /// The tab, `nil` for the active one.
  let tab: String?
  /// Whether the result carries `state`.
  let wantsState: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    entry = try params.read(Self.entry)
    url = try params.read(CommonParams.url)
    tab = try params.read(CommonParams.tab)
    wantsState = try params.read(CommonParams.state)
    client = try params.read(CommonParams.client)
  }
}
