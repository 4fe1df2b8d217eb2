import NavJSON

/// One named parameter of a method, as described in `rpc.discover` (an OpenRPC content descriptor).
public struct ParamDescriptor: Sendable, Hashable {
  /// The member name in `params`.
  public var name: String
  /// Whether the method fails without it.
  public var required: Bool
  /// A JSON Schema for the value (for example `["type": "string"]`).
  public var schema: JSONValue
  /// A short description.
  public var summary: String?

  /// A parameter description.
  public init(_ name: String, required: Bool = false, schema: JSONValue, summary: String? = nil) {
    self.name = name
    self.required = required
    self.schema = schema
    self.summary = summary
  }
}
