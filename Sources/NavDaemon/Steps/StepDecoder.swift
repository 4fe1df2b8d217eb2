import NavJSON

/// Decodes the steps of `compare` and of scenarios (docs/protocol.md §11), reporting every structural
/// problem at its JSON path before anything runs.
package enum StepDecoder {
  /// Decodes the step `value` found at `path` (`steps[3]`). Keys in `extraKeys` (a scenario's
  /// `expect`) are left to the caller.
  package static func decode(_ value: JSONValue, path: String, extraKeys: Set<String> = []) throws(StepProblem)
    -> Step
  {
    guard case .object(let object) = value else { throw .notAnObject(path, value.typeName) }
    let hasMethod = object["method"] != nil
    let hasRoute = object["route"] != nil
    if hasMethod && hasRoute { throw .methodAndRoute(path) }
    if hasRoute { return try decodeShorthand(object, path: path, extraKeys: extraKeys) }
    guard let methodValue = object["method"] else { throw .noMethod(path) }
    guard case .string(let method) = methodValue else { throw .methodNotAString(path, methodValue.typeName) }
    guard StepMethods.isStepMethod(method) else { throw .unknownMethod(path, method) }
    let allowed = ["method", "params"] + extraKeys.sorted()
    for key in object.keys where !allowed.contains(key) {
      throw .unknownKey(path, key, allowed: allowed)
    }
    var params = JSONObject()
    switch object["params"] {
    case nil, .null?: break
    case .object(let given)?: params = given
    case let other?: throw .notAnObject(JSONPath.member(path, "params"), other.typeName)
    }
    if params["client"] != nil { throw .clientParam(JSONPath.member(path, "params")) }
    return Step(method: method, params: params)
  }

  /// Whether `text` is an absolute URL (with a scheme), as the methods' `url` params require.
  package static func isAbsoluteURL(_ text: String) -> Bool { AbsoluteURL.parse(text) != nil }

  /// Whether `text` is a `/path` shorthand (not an absolute URL, not `//host`).
  package static func isPath(_ text: String) -> Bool {
    text.hasPrefix("/") && !text.hasPrefix("//")
  }

  /// `path` resolved against `base`: the base's scheme and authority, then the path as written.
  package static func resolve(path: String, against base: String) -> String {
    let bytes = Array(base.utf8)
    guard let schemeEnd = bytes.firstIndex(of: UInt8(ascii: ":")) else { return base + path }
    var end = schemeEnd + 1
    if bytes.count >= end + 2, bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "/") {
      end += 2
      while end < bytes.count, ![UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")].contains(bytes[end]) {
        end += 1
      }
    }
    return String(decoding: bytes[..<end], as: UTF8.self) + path
  }

  private static func decodeShorthand(_ object: JSONObject, path: String, extraKeys: Set<String>) throws(StepProblem)
    -> Step
  {
    guard case .string(let target) = object["route"] ?? .null else {
      throw .shorthandNotAString(path, (object["route"] ?? .null).typeName)
    }
    guard isPath(target) || AbsoluteURL.parse(target) != nil else { throw .shorthandNotAURL(path, target) }
    var params = JSONObject()
    for (key, value) in object where key != "route" && !extraKeys.contains(key) {
      if key == "client" { throw .clientParam(path) }
      params[key] = value
    }
    return Step(method: "route", params: params, shorthand: target)
  }
}
