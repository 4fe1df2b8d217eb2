/// How one typed-route pattern fared against a URL.
public struct RoutePatternTrace: Sendable, Hashable {
  /// How it fared.
  public enum Result: String, Sendable, Hashable, CaseIterable {
    /// It matched and won.
    case matched
    /// It matched too, but ranks lower than the winner.
    case lost
    /// It does not match.
    case noMatch
  }

  /// The route's name.
  public let name: String
  /// The pattern as written.
  public let pattern: String
  /// How it fared.
  public let result: Result
  /// Why, for people.
  public let reason: String
}
