import NavJSON

/// The `id` of a request, as written by the client: a string, an integer within `Int64`, or `null`.
///
/// `1.0`, `1e0`, integers beyond `Int64`, booleans, arrays and objects are not ids
/// (see ``IncomingMessage``); a message whose id is one of those is answered `-32600` with id `null`.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
  /// An integer id within `Int64`.
  case integer(Int64)
  /// A string id.
  case string(String)
  /// A `null` id (also what an invalid request is answered with).
  case null

  /// The id written by `value`, or `nil` if `value` is not a valid id.
  public init?(_ value: JSONValue) {
    switch value {
    case .integer(let integer): self = .integer(integer)
    case .string(let string): self = .string(string)
    case .null: self = .null
    default: return nil
    }
  }

  /// The id as a JSON value, to echo back exactly.
  public var jsonValue: JSONValue {
    switch self {
    case .integer(let integer): .integer(integer)
    case .string(let string): .string(string)
    case .null: .null
    }
  }

  /// The id as written in JSON (`7`, `"a"`, `null`), for log lines.
  public var description: String { JSONWriter.string(of: jsonValue) }
}
