/// The options of a visit: its action and, optionally, a response it already has.
public struct VisitOptions: Sendable, Hashable {
  /// The visit action (default ``VisitAction/advance``).
  public var action: VisitAction
  /// The response the visit already has, if any.
  public var response: VisitResponse?

  /// Options with the given action (default `advance`) and optional response.
  public init(action: VisitAction = .advance, response: VisitResponse? = nil) {
    self.action = action
    self.response = response
  }
}
