/// The properties path configuration gives a URL, and which rules gave them.
public struct PathMatch: Sendable, Hashable {
  /// Every matching rule's properties merged in rule order (later rules win).
  public var properties: PathProperties
  /// Indices of the matching rules: loaded rules first, built-ins after them
  /// (the first built-in's index is the number of loaded rules).
  public var matchedRules: [Int]

  /// A match with the given properties and rule indices.
  public init(properties: PathProperties, matchedRules: [Int]) {
    self.properties = properties
    self.matchedRules = matchedRules
  }
}
