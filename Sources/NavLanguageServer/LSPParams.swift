import JSONRPC
import NavJSON

/// Reads the members of LSP params, throwing `-32602` with the JSON path of the first bad field.
struct LSPParams {
  /// The object read.
  let object: JSONObject
  /// Its JSON path in the params (`""` for the params themselves).
  let path: String

  /// The params of a call.
  init(_ object: JSONObject, path: String = "") {
    self.object = object
    self.path = path
  }

  private func field(_ key: String) -> String { JSONPath.member(path, key) }

  private func required(_ key: String) throws(RPCError) -> JSONValue {
    guard let value = object[key], value != .null else {
      throw .invalidParams(field: field(key), reason: "is required")
    }
    return value
  }

  private func mismatch(_ key: String, _ expected: String, _ value: JSONValue) -> RPCError {
    .invalidParams(field: field(key), reason: "must be \(expected), not \(value.typeName)")
  }

  /// A required string.
  func string(_ key: String) throws(RPCError) -> String {
    let value = try required(key)
    guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
    return text
  }

  /// An optional string (`nil` when absent or `null`).
  func optionalString(_ key: String) throws(RPCError) -> String? {
    guard let value = object[key], value != .null else { return nil }
    guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
    return text
  }

  /// A required integer.
  func integer(_ key: String) throws(RPCError) -> Int64 {
    let value = try required(key)
    guard case .integer(let number) = value else { throw mismatch(key, "an integer", value) }
    return number
  }

  /// An optional integer (`nil` when absent or `null`).
  func optionalInteger(_ key: String) throws(RPCError) -> Int64? {
    guard let value = object[key], value != .null else { return nil }
    guard case .integer(let number) = value else { throw mismatch(key, "an integer", value) }
    return number
  }

  /// A required object.
  func object(_ key: String) throws(RPCError) -> LSPParams {
    let value = try required(key)
    guard case .object(let member) = value else { throw mismatch(key, "an object", value) }
    return LSPParams(member, path: field(key))
  }

  /// An optional object (`nil` when absent or `null`).
  func optionalObject(_ key: String) throws(RPCError) -> LSPParams? {
    guard let value = object[key], value != .null else { return nil }
    guard case .object(let member) = value else { throw mismatch(key, "an object", value) }
    return LSPParams(member, path: field(key))
  }

  /// A required array.
  func array(_ key: String) throws(RPCError) -> [JSONValue] {
    let value = try required(key)
    guard case .array(let elements) = value else { throw mismatch(key, "an array", value) }
    return elements
  }

  /// An optional array of strings (`nil` when absent or `null`).
  func optionalStrings(_ key: String) throws(RPCError) -> [String]? {
    guard let value = object[key], value != .null else { return nil }
    guard case .array(let elements) = value else { throw mismatch(key, "an array", value) }
    var strings: [String] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element else {
        throw .invalidParams(
          field: JSONPath.element(field(key), index), reason: "must be a string, not \(element.typeName)")
      }
      strings.append(text)
    }
    return strings
  }

  /// A required `Position`: `line` and `character`, integers from 0.
  func position(_ key: String) throws(RPCError) -> LSPPosition {
    let member = try object(key)
    return LSPPosition(line: try member.count("line"), character: try member.count("character"))
  }

  /// A required `Range`: `start` and `end` positions.
  func range(_ key: String) throws(RPCError) -> LSPRange {
    let member = try object(key)
    return LSPRange(start: try member.position("start"), end: try member.position("end"))
  }

  /// A required integer from 0 that fits an `Int` (LSP's `uinteger`).
  private func count(_ key: String) throws(RPCError) -> Int {
    let number = try integer(key)
    guard number >= 0, number <= Int64(UInt32.max) else {
      throw .invalidParams(field: field(key), reason: "must be an integer from 0 to \(UInt32.max)")
    }
    return Int(number)
  }

  /// The element `index` of array `key` as params (it must be an object).
  static func element(_ value: JSONValue, of key: String, at index: Int, in parent: LSPParams) throws(RPCError)
    -> LSPParams
  {
    let path = JSONPath.element(JSONPath.member(parent.path, key), index)
    guard case .object(let member) = value else {
      throw .invalidParams(field: path, reason: "must be an object, not \(value.typeName)")
    }
    return LSPParams(member, path: path)
  }
}
