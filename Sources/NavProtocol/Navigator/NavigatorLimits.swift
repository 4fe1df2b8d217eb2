/// Limits a navigator enforces before changing anything.
public struct NavigatorLimits: Sendable, Hashable {
  /// The default maximum number of entries per stack: 10 000.
  public static let defaultMaxStackEntries = 10_000

  /// The most entries one stack may hold (never below 0).
  public var maxStackEntries: Int

  /// Limits with at most `maxStackEntries` entries per stack (a negative value counts as 0).
  public init(maxStackEntries: Int = Self.defaultMaxStackEntries) {
    self.maxStackEntries = max(0, maxStackEntries)
  }
}
