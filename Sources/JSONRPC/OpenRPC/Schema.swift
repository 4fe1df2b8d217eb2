import NavJSON

/// Builds the JSON Schemas of the OpenRPC description (draft 7 vocabulary, which
/// OpenRPC 1.3 uses), so every method's params and result are described next to
/// the code that reads and writes them.
package enum Schema {
  /// `{"type": "string"}`, with an optional description.
  package static func string(_ description: String? = nil) -> JSONValue {
    described(["type": "string"], description)
  }

  /// A string holding an absolute URL.
  package static func url(_ description: String? = nil) -> JSONValue {
    described(["type": "string", "format": "uri"], description)
  }

  /// `{"type": "boolean"}`.
  package static func boolean(_ description: String? = nil) -> JSONValue {
    described(["type": "boolean"], description)
  }

  /// `{"type": "integer"}`.
  package static func integer(_ description: String? = nil) -> JSONValue {
    described(["type": "integer"], description)
  }

  /// `{"type": "null"}`.
  package static let null: JSONValue = ["type": "null"]

  /// Any JSON value.
  static let any: JSONValue = .object(JSONObject())

  /// One of the given strings.
  package static func enumeration(_ values: [String], _ description: String? = nil) -> JSONValue {
    described(["type": "string", "enum": .array(values.map(JSONValue.string))], description)
  }

  /// A string that must equal `value`.
  package static func constant(_ value: String) -> JSONValue {
    ["const": .string(value)]
  }

  /// An array of `items`.
  package static func array(_ items: JSONValue, _ description: String? = nil) -> JSONValue {
    described(["type": "array", "items": items], description)
  }

  /// An object with the given properties (in order) and required keys.
  ///
  /// `additional` says whether other keys are allowed (`true` for objects
  /// passed through, `false` for objects the method layer checks key by key).
  package static func object(
    _ properties: [(String, JSONValue)], required: [String] = [], additional: Bool = true,
    _ description: String? = nil
  ) -> JSONValue {
    var object = JSONObject([("type", "object")])
    object["properties"] = .object(JSONObject(properties))
    if !required.isEmpty { object["required"] = .array(required.map(JSONValue.string)) }
    if !additional { object["additionalProperties"] = false }
    return described(.object(object), description)
  }

  /// Any object.
  package static func anyObject(_ description: String? = nil) -> JSONValue {
    described(["type": "object"], description)
  }

  /// `schema` or `null`.
  package static func nullable(_ schema: JSONValue) -> JSONValue {
    ["oneOf": [schema, null]]
  }

  /// One of `schemas`.
  package static func oneOf(_ schemas: [JSONValue], _ description: String? = nil) -> JSONValue {
    described(["oneOf": .array(schemas)], description)
  }

  private static func described(_ schema: JSONValue, _ description: String?) -> JSONValue {
    guard let description, case .object(var object) = schema else { return schema }
    object["description"] = .string(description)
    return .object(object)
  }
}
