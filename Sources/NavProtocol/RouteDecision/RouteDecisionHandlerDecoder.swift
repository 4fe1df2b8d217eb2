import LinearRegex
import NavJSON

/// Reads a configuration's `routeDecisionHandlers` list: built-in names the platform has and
/// declared handler objects (docs/protocol.md §4), for the daemon and the checker alike.
public enum RouteDecisionHandlerDecoder {
  /// The first problem of a list: the field, a full path like
  /// `configuration.routeDecisionHandlers[1].matches.url`, and why.
  public struct Problem: Error, Sendable, Hashable {
    /// The path of the bad value.
    public var field: String
    /// Why it is bad (`must be ...`, `is required`, ...).
    public var reason: String
  }

  /// The keys a declared handler may have.
  public static let handlerKeys = ["name", "matches", "decision", "external"]
  /// The keys of a declared handler's `matches`.
  public static let matchKeys = ["url", "properties", "action"]

  /// The entries of `values`, found at `path`, for a `platform` client.
  /// - Throws: the first ``Problem``, in list order.
  public static func decode(_ values: [JSONValue], path: String, platform: Platform) throws(Problem)
    -> [ConfiguredRouteDecisionHandler]
  {
    var entries: [ConfiguredRouteDecisionHandler] = []
    var seen: [String: Int] = [:]
    for (index, value) in values.enumerated() {
      let elementPath = JSONPath.element(path, index)
      if let string = value.stringValue {
        entries.append(.builtIn(try builtIn(string, path: elementPath, platform: platform)))
      } else if let object = value.objectValue {
        let handler = try declared(object, path: elementPath)
        if let first = seen[handler.name] {
          throw Problem(
            field: JSONPath.member(elementPath, "name"),
            reason: "duplicates \(JSONPath.member(JSONPath.element(path, first), "name")) \"\(handler.name)\"")
        }
        seen[handler.name] = index
        entries.append(.declared(handler))
      } else {
        throw Problem(
          field: elementPath,
          reason: JSONShapeIssue.wrongType("a handler name (a string) or a declared handler (an object)", value).message
        )
      }
    }
    return entries
  }

  /// A built-in name `platform` has; a name of the other platform says whose it is.
  private static func builtIn(_ string: String, path: String, platform: Platform) throws(Problem)
    -> RouteDecisionHandlerName
  {
    let allowed = RouteDecisionHandlerName.names(on: platform)
    if let name = RouteDecisionHandlerName(rawValue: string), allowed.contains(name) { return name }
    var reason = "must be one of \(JSONShapeIssue.choices(allowed.map(\.rawValue))), not \"\(string)\""
    if let other = RouteDecisionHandlerName(rawValue: string)?.platforms.first {
      reason += " (\"\(string)\" is a handler of \(other.rawValue), not of \(platform.rawValue))"
    }
    throw Problem(field: path, reason: reason)
  }

  /// A declared handler object.
  private static func declared(_ object: JSONObject, path: String) throws(Problem) -> DeclaredRouteDecisionHandler {
    try rejectUnknownKeys(object, allowed: handlerKeys, path: path)
    let name = try requiredString(object, "name", path: path)
    guard !name.isEmpty else { throw Problem(field: JSONPath.member(path, "name"), reason: "must not be empty") }
    if RouteDecisionHandlerName(rawValue: name) != nil {
      throw Problem(
        field: JSONPath.member(path, "name"),
        reason: "is the name of a built-in handler; a declared handler needs a name of its own")
    }
    let matchesPath = JSONPath.member(path, "matches")
    guard let matchesValue = object["matches"] else { throw Problem(field: matchesPath, reason: "is required") }
    guard let matches = matchesValue.objectValue else {
      throw Problem(field: matchesPath, reason: JSONShapeIssue.wrongType("an object", matchesValue).message)
    }
    try rejectUnknownKeys(matches, allowed: matchKeys, path: matchesPath)
    var url: LinearRegex?
    if let pattern = try optionalString(matches, "url", path: matchesPath) {
      do {
        url = try LinearRegex(pattern)
      } catch {
        throw Problem(field: JSONPath.member(matchesPath, "url"), reason: "is not a valid pattern: \(error)")
      }
    }
    var properties: JSONObject?
    if let value = matches["properties"] {
      guard let object = value.objectValue else {
        throw Problem(
          field: JSONPath.member(matchesPath, "properties"),
          reason: JSONShapeIssue.wrongType("an object", value).message)
      }
      properties = object
    }
    let action = try optionalEnumeration(matches, "action", as: VisitAction.self, path: matchesPath)
    guard object["decision"] != nil else {
      throw Problem(field: JSONPath.member(path, "decision"), reason: JSONShapeIssue.required.message)
    }
    let decision = try optionalEnumeration(object, "decision", as: Router.Decision.self, path: path)
    let external = try optionalEnumeration(
      object, "external", as: DeclaredRouteDecisionHandler.External.self, path: path)
    return DeclaredRouteDecisionHandler(
      name: name, url: url, properties: properties, action: action, decision: decision ?? .navigate,
      external: external)
  }

  private static func rejectUnknownKeys(_ object: JSONObject, allowed: [String], path: String) throws(Problem) {
    for key in object.keys where !allowed.contains(key) {
      throw Problem(
        field: JSONPath.member(path, key),
        reason: "is not a known field (expected one of \(JSONShapeIssue.choices(allowed.sorted())))")
    }
  }

  private static func optionalString(_ object: JSONObject, _ key: String, path: String) throws(Problem) -> String? {
    guard let value = object[key] else { return nil }
    guard let string = value.stringValue else {
      throw Problem(field: JSONPath.member(path, key), reason: JSONShapeIssue.wrongType("a string", value).message)
    }
    return string
  }

  private static func requiredString(_ object: JSONObject, _ key: String, path: String) throws(Problem) -> String {
    guard let string = try optionalString(object, key, path: path) else {
      throw Problem(field: JSONPath.member(path, key), reason: JSONShapeIssue.required.message)
    }
    return string
  }

  private static func optionalEnumeration<Value: RawRepresentable & CaseIterable>(
    _ object: JSONObject, _ key: String, as type: Value.Type, path: String
  ) throws(Problem) -> Value? where Value.RawValue == String {
    guard let value = object[key] else { return nil }
    guard let string = value.stringValue, let result = Value(rawValue: string) else {
      let choices = JSONShapeIssue.choices(Value.allCases.map(\.rawValue))
      throw Problem(
        field: JSONPath.member(path, key), reason: JSONShapeIssue.wrongValue("one of \(choices)", value).message)
    }
    return result
  }
}
