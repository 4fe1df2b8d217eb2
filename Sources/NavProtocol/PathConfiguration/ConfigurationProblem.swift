import NavJSON

/// One problem at one JSON path of a configuration: in a path-configuration source, in a route
/// table, or (for a `-32011` error) in a client configuration's path configuration or route table.
public struct ConfigurationProblem: Sendable, Hashable, CustomStringConvertible {
  /// The index of the source in a multi-source load; `nil` for a single source.
  public var source: Int?
  /// The JSON path inside the source, like `rules[2].patterns`; `""` is the source itself.
  public var path: String
  /// What is wrong there.
  public var reason: String

  /// A problem at `path` with `reason`.
  public init(source: Int? = nil, path: String, reason: String) {
    self.source = source
    self.path = path
    self.reason = reason
  }

  /// This problem with `prefix` in front of its path (`"pathConfiguration"` +
  /// `"rules[0]"` → `"pathConfiguration.rules[0]"`).
  public func prefixed(by prefix: String) -> ConfigurationProblem {
    var copy = self
    copy.path = JSONPath.join(prefix, path)
    return copy
  }

  /// `{source, path, reason}`, or `{path, reason}` when ``source`` is `nil`.
  public var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = []
    if let source { members.append(("source", .integer(Int64(source)))) }
    members.append(("path", .string(path)))
    members.append(("reason", .string(reason)))
    return .object(JSONObject(members))
  }

  /// `PATH: REASON`, or just the reason for the source itself.
  public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
