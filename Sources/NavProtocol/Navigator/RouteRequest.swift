import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A request to route a URL, with what the app's delegate answers.
public struct RouteRequest: Sendable, Hashable {
  /// The URL to route.
  public var url: URL
  /// The visit options (default `advance`).
  public var options: VisitOptions
  /// Opaque parameters, passed through to the proposal.
  public var parameters: JSONObject?
  /// Properties merged over the path-configuration properties for `url` (these win).
  public var properties: JSONObject?
  /// What the delegate answers (default `accept`).
  public var proposalResult: ProposalResult

  /// A request; every argument but `url` has the default described on its property.
  public init(
    url: URL, options: VisitOptions = VisitOptions(), parameters: JSONObject? = nil, properties: JSONObject? = nil,
    proposalResult: ProposalResult = .accept
  ) {
    self.url = url
    self.options = options
    self.parameters = parameters
    self.properties = properties
    self.proposalResult = proposalResult
  }
}
