import JSONRPC
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `webView/decidePolicy`: `{client, tab, url?, navigationType, targetFrame?, state}`.
struct DecidePolicyParams: MethodParams {
  static let url = Param("url", .absoluteURL, summary: "the request URL, if any")
  static let navigationType = RequiredParam("navigationType", .enumeration(of: NavigationAction.NavigationType.self))
  static let targetFrame = Param(
    "targetFrame", ParamKind.enumeration(of: NavigationAction.TargetFrame.self).nullable,
    summary: "null or absent: a new window")
  static var declared: [any DeclaredParam] {
    [CommonParams.client, CommonParams.tab, url, navigationType, targetFrame, CommonParams.state]
  }

  /// The navigation action the policy handlers decide.
  let action: NavigationAction
  /// The tab, `nil` for the active one.
  let tab: String?
  /// Whether a route or reload in the result carries `state`.
  let wantsState: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    let url = try params.read(Self.url)
    let navigationType = try params.read(Self.navigationType)
    let targetFrame = try params.read(Self.targetFrame)
    action = NavigationAction(url: url, navigationType: navigationType, targetFrame: targetFrame)
    tab = try params.read(CommonParams.tab)
    wantsState = try params.read(CommonParams.state)
    client = try params.read(CommonParams.client)
  }
}
