import NavJSON

/// The options of a visit: its action and, optionally, a response it already has.
public struct VisitOptions: Sendable, Hashable {
  /// The visit action (default ``VisitAction/advance``).
  public var action: VisitAction
  /// The response the visit already has, if any.
  public var response: VisitResponse?
  /// Options Turbo sends that navd keeps and ignores (`shouldCacheSnapshot`, `willRender`, ...),
  /// in the order given: Hotwire decodes options leniently.
  public var unknown: JSONObject

  /// Options with the given action (default `advance`) and optional response.
  public init(action: VisitAction = .advance, response: VisitResponse? = nil, unknown: JSONObject = JSONObject()) {
    self.action = action
    self.response = response
    self.unknown = unknown
  }
}
