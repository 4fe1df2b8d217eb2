import NavJSON

/// What a param's value is: its JSON Schema (for `rpc.discover`) and how it is read, side by side.
///
/// A kind reads its value as optional (`nil` when the member is absent or `null`); whether an absent
/// value is an error or has a default is the declaration's (``Param``, ``RequiredParam``,
/// ``DefaultedParam``), so requiredness is stated once.
package struct ParamKind<Value>: Sendable {
  /// Reads the value at a key, `nil` when absent; a bad value is `-32602` at that key.
  package typealias Read = @Sendable (ParamReader, String) throws(RPCError) -> Value?

  /// The JSON Schema of the value.
  package let schema: JSONValue
  /// Reads the value.
  package let read: Read

  /// A kind described by `schema` and read by `read`.
  package init(schema: JSONValue, read: @escaping Read) {
    self.schema = schema
    self.read = read
  }

  /// The same reading described by another schema (a more precise one, or with a description).
  package func described(by schema: JSONValue) -> ParamKind {
    ParamKind(schema: schema, read: read)
  }

  /// The same reading, described as the schema or `null` (`null` reads as absent anyway).
  package var nullable: ParamKind {
    described(by: Schema.nullable(schema))
  }
}

extension ParamKind where Value == String {
  /// Any string.
  package static var string: ParamKind {
    ParamKind(schema: Schema.string()) { reader, key throws(RPCError) in try reader.string(key) }
  }
}

extension ParamKind where Value == Bool {
  /// `true` or `false`.
  package static var boolean: ParamKind {
    ParamKind(schema: Schema.boolean()) { reader, key throws(RPCError) in try reader.bool(key) }
  }
}

extension ParamKind where Value == Int64 {
  /// An integer within `Int64`.
  package static var integer: ParamKind {
    ParamKind(schema: Schema.integer()) { reader, key throws(RPCError) in try reader.integer(key) }
  }
}

extension ParamKind where Value == JSONObject {
  /// An object, described by `schema` (any object by default).
  package static func object(_ schema: JSONValue = Schema.anyObject()) -> ParamKind {
    ParamKind(schema: schema) { reader, key throws(RPCError) in try reader.object(key) }
  }
}

extension ParamKind where Value == ParamReader {
  /// An object read member by member: a reader of it, whose errors name `key.member`.
  package static func nested(_ schema: JSONValue) -> ParamKind {
    ParamKind(schema: schema) { reader, key throws(RPCError) in try reader.nested(key) }
  }
}

extension ParamKind where Value == [JSONValue] {
  /// An array, described by `schema`.
  package static func array(_ schema: JSONValue) -> ParamKind {
    ParamKind(schema: schema) { reader, key throws(RPCError) in try reader.array(key) }
  }
}

extension ParamKind {
  /// One of `type`'s raw values.
  package static func enumeration(of type: Value.Type) -> ParamKind
  where Value: RawRepresentable & CaseIterable & SendableMetatype, Value.RawValue == String {
    ParamKind(schema: Schema.enumeration(type.allCases.map(\.rawValue))) { reader, key throws(RPCError) in
      try reader.enumeration(key, as: type)
    }
  }
}
