/// One route decision handler the router asked.
public struct RouterStep: Sendable, Hashable {
  /// The handler's configuration name.
  public let handler: String
  /// Whether it matched (and so decided).
  public let matched: Bool
  /// Why, for people.
  public let reason: String
}
