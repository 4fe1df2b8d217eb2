import JSONRPC
import NavJSON

extension Schema {
  /// `schema` with more members (`minimum`, `examples`, ...).
  static func withMembers(_ schema: JSONValue, _ members: (String, JSONValue)...) -> JSONValue {
    guard case .object(var object) = schema else { return schema }
    for (key, value) in members { object[key] = value }
    return .object(object)
  }
}
