/// A JSON value as navd reads and writes it.
///
/// Numbers keep the distinction the wire protocol needs: an integer literal
/// (no fraction, no exponent) that fits in `Int64` is ``integer(_:)``; every
/// other number (`1.0`, `1e0`, integers beyond `Int64`) is ``double(_:)``.
/// Objects keep their keys in insertion order (see ``JSONObject``), so output
/// is deterministic byte for byte.
public enum JSONValue: Sendable, Hashable {
  /// JSON `null`.
  case null
  /// JSON `true` or `false`.
  case bool(Bool)
  /// A number written as an integer literal (no fraction, no exponent) that fits in `Int64`.
  case integer(Int64)
  /// Any other number: one with a fraction or exponent, or an integer beyond `Int64`.
  case double(Double)
  /// A string.
  case string(String)
  /// An array, elements in order.
  case array([JSONValue])
  /// An object, members in insertion order.
  case object(JSONObject)
}

extension JSONValue {
  /// The string, if this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The boolean, if this is a JSON `true` or `false` (never a number).
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The integer, if this was written as an integer literal within `Int64`.
  public var integerValue: Int64? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The object, if this is an object.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// Whether this is JSON `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The member `key` of an object; `nil` for a missing key or a non-object.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }

  /// A short name of this value's JSON type, for error messages ("string", "object", ...).
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .integer, .double: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
  /// A ``string(_:)`` from a string literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An ``integer(_:)`` from an integer literal.
  public init(integerLiteral value: Int64) { self = .integer(value) }
  /// A ``bool(_:)`` from `true` or `false`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An ``array(_:)`` from an array literal.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An ``object(_:)`` from a dictionary literal, members in the order written.
  public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
  /// ``null`` from `nil`.
  public init(nilLiteral: ()) { self = .null }
  /// A ``double(_:)`` from a floating-point literal.
  public init(floatLiteral value: Double) { self = .double(value) }
}
