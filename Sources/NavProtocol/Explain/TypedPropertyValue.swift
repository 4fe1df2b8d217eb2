import NavJSON

/// What one typed accessor of a platform's properties resolved to.
public struct TypedPropertyValue: Sendable, Hashable {
  /// The path-configuration key.
  public let key: String
  /// The accessor's value.
  public let value: JSONValue
  /// Whether the value is the one set for the key (false: absent, or not a valid value, so the default).
  public let usesSetValue: Bool
}
