import JSONRPC
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `deepLink/open` (docs/protocol.md §5): the link, how the app was running, and `client`, `tab`,
/// `state`, `explain`.
struct DeepLinkParams: MethodParams {
  static let launch = RequiredParam(
    "launch", .enumeration(of: DeepLinkLaunch.self),
    summary: "cold: the link launches the app (the navigator must not have started); warm: it is running")
  static var declared: [any DeclaredParam] {
    [CommonParams.client, CommonParams.tab, CommonParams.url, launch, CommonParams.state, CommonParams.explain]
  }

  /// The deep link.
  let url: URL
  /// Cold or warm.
  let launch: DeepLinkLaunch
  /// The tab, `nil` for the active one.
  let tab: String?
  /// Whether the result carries `state`.
  let wantsState: Bool
  /// Whether the result carries `explanation`.
  let explain: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    url = try params.read(CommonParams.url)
    launch = try params.read(Self.launch)
    tab = try params.read(CommonParams.tab)
    wantsState = try params.read(CommonParams.state)
    explain = try params.read(CommonParams.explain)
    client = try params.read(CommonParams.client)
  }
}
