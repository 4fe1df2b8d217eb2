import NavJSON

/// One property of an explanation: its resolved value and where that value came from.
public struct ExplainedProperty: Sendable, Hashable {
  /// The path-configuration key (`modal_style`).
  public let key: String
  /// For a typed accessor the value it resolved to; for any other key its raw value.
  public let value: JSONValue
  /// Where the value used came from.
  public let from: PropertyOrigin
}
