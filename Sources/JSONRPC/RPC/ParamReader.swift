import NavJSON

/// Reads named values out of a JSON object, turning every wrong type or invalid
/// value into a `-32602` error whose `data.field` is the full JSON path of the
/// offending value (`options.action`, `configuration.items[0].url`).
///
/// `null` counts as absent everywhere: an optional `"name": null` means "no name".
/// Every wording is ``JSONShapeIssue``'s, so every method layer's params errors read
/// the same; each method layer adds its own reads in an extension (URLs, LSP positions).
package struct ParamReader {
  /// The object being read.
  package let object: JSONObject
  /// The JSON path of `object` itself; `""` for the top-level params.
  package let path: String
  /// Called with each key this reader is asked for (not those of the readers it makes for nested
  /// values): how the tests see which params a method's decoder reads.
  package var onRead: (@Sendable (String) -> Void)?

  /// A reader of `object`, found at `path`.
  package init(_ object: JSONObject, path: String = "") {
    self.object = object
    self.path = path
  }

  /// The JSON path of member `key`.
  package func field(_ key: String) -> String {
    JSONPath.member(path, key)
  }

  /// The value of `key`, `nil` when absent or `null`.
  package func value(_ key: String) -> JSONValue? {
    onRead?(key)
    guard let value = object[key], !value.isNull else { return nil }
    return value
  }

  /// Whether `key` is present and not `null`.
  package func has(_ key: String) -> Bool {
    value(key) != nil
  }

  /// The error for a bad value at `key`.
  package func invalid(_ key: String, _ reason: String) -> RPCError {
    .invalidParams(field: field(key), reason: reason)
  }

  /// The error for a value of the wrong type at `key`.
  package func wrongType(_ key: String, expected: String, got value: JSONValue) -> RPCError {
    invalid(key, JSONShapeIssue.wrongType(expected: expected, got: value.typeName).message)
  }

  /// The value of `key` read by `read`, or `nil` when absent; a value `read` rejects is
  /// ``wrongType(_:expected:got:)``.
  private func typed<Value>(
    _ key: String, expected: String, _ read: (JSONValue) -> Value?
  ) throws(RPCError) -> Value? {
    guard let value = value(key) else { return nil }
    guard let typed = read(value) else { throw wrongType(key, expected: expected, got: value) }
    return typed
  }

  /// A string, or `nil` when absent.
  package func string(_ key: String) throws(RPCError) -> String? {
    try typed(key, expected: "a string", \.stringValue)
  }

  /// A string that must be present.
  package func requiredString(_ key: String) throws(RPCError) -> String {
    guard let string = try string(key) else { throw invalid(key, JSONShapeIssue.required.message) }
    return string
  }

  /// A boolean (JSON `true`/`false` only), or `nil` when absent.
  package func bool(_ key: String) throws(RPCError) -> Bool? {
    try typed(key, expected: "a boolean", \.boolValue)
  }

  /// An integer literal within `Int64`, or `nil` when absent.
  package func integer(_ key: String) throws(RPCError) -> Int64? {
    try typed(key, expected: "an integer", \.integerValue)
  }

  /// An object, or `nil` when absent.
  package func object(_ key: String) throws(RPCError) -> JSONObject? {
    try typed(key, expected: "an object", \.objectValue)
  }

  /// A reader of the object at `key`, or `nil` when absent.
  package func nested(_ key: String) throws(RPCError) -> ParamReader? {
    try object(key).map { ParamReader($0, path: field(key)) }
  }

  /// An array, or `nil` when absent.
  package func array(_ key: String) throws(RPCError) -> [JSONValue]? {
    try typed(key, expected: "an array", \.arrayValue)
  }

  /// An array of strings, or `nil` when absent; a bad element is reported at its index.
  package func stringArray(_ key: String) throws(RPCError) -> [String]? {
    guard let elements = try array(key) else { return nil }
    var strings: [String] = []
    strings.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      guard let string = element.stringValue else {
        throw .invalidParams(
          field: JSONPath.element(field(key), index),
          reason: JSONShapeIssue.wrongType(expected: "a string", got: element.typeName).message)
      }
      strings.append(string)
    }
    return strings
  }

  /// An integer that must be present.
  package func requiredInteger(_ key: String) throws(RPCError) -> Int64 {
    guard let integer = try integer(key) else { throw invalid(key, JSONShapeIssue.required.message) }
    return integer
  }

  /// A reader of the object at `key`, which must be present.
  package func requiredNested(_ key: String) throws(RPCError) -> ParamReader {
    guard let reader = try nested(key) else { throw invalid(key, JSONShapeIssue.required.message) }
    return reader
  }

  /// An array that must be present.
  package func requiredArray(_ key: String) throws(RPCError) -> [JSONValue] {
    guard let elements = try array(key) else { throw invalid(key, JSONShapeIssue.required.message) }
    return elements
  }

  /// A reader of `value`, element `index` of the array at `key` (it must be an object).
  package func element(_ value: JSONValue, of key: String, at index: Int) throws(RPCError) -> ParamReader {
    let path = JSONPath.element(field(key), index)
    guard case .object(let member) = value else {
      throw .invalidParams(
        field: path, reason: JSONShapeIssue.wrongType(expected: "an object", got: value.typeName).message)
    }
    return ParamReader(member, path: path)
  }

  /// One of an enum's raw values, or `nil` when absent; any other string is invalid.
  package func enumeration<Value: RawRepresentable & CaseIterable>(_ key: String, as type: Value.Type) throws(RPCError)
    -> Value? where Value.RawValue == String
  {
    guard let string = try string(key) else { return nil }
    guard let value = Value(rawValue: string) else {
      throw invalid(key, "must be one of \(JSONShapeIssue.choices(Value.allCases.map(\.rawValue))), not \"\(string)\"")
    }
    return value
  }

  /// Rejects every key not in `allowed`, naming the first one found.
  package func rejectUnknownKeys(allowed: Set<String>) throws(RPCError) {
    for key in object.keys where !allowed.contains(key) {
      throw invalid(key, "is not a known field (expected one of \(JSONShapeIssue.choices(allowed.sorted())))")
    }
  }
}
