import NavJSON

/// The result of a method, as described in `rpc.discover`.
public struct ResultDescriptor: Sendable, Hashable {
  /// A name for the result (OpenRPC requires one).
  public var name: String
  /// A JSON Schema for the result.
  public var schema: JSONValue
  /// A short description.
  public var summary: String?

  /// A result description.
  public init(_ name: String, schema: JSONValue, summary: String? = nil) {
    self.name = name
    self.schema = schema
    self.summary = summary
  }
}
