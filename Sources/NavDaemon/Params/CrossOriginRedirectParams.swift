import JSONRPC
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `session/crossOriginRedirect` (docs/web-side.md): a visit redirected to another origin.
struct CrossOriginRedirectParams: MethodParams {
  static var declared: [any DeclaredParam] {
    [CommonParams.client, CommonParams.tab, CommonParams.url, WebSideParams.session, CommonParams.state]
  }

  /// The URL the redirect leads to.
  let url: URL
  /// The session whose visit was redirected, `nil` for the active stack's.
  let session: StackKind?
  /// The tab, `nil` for the active one.
  let tab: String?
  /// Whether the result carries `state`.
  let wantsState: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    url = try params.read(CommonParams.url)
    session = try params.read(WebSideParams.session)
    tab = try params.read(CommonParams.tab)
    wantsState = try params.read(CommonParams.state)
    client = try params.read(CommonParams.client)
  }
}
