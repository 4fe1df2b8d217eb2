import NavJSON

/// One problem of a route table: where it is and what is wrong.
public struct RouteProblem: Sendable, Hashable {
  /// The JSON path, e.g. `configuration.routes[1].patterns[0]`.
  public let path: String
  /// What is wrong, for people.
  public let reason: String

  /// A problem at `path`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `{path, reason}`.
  public var jsonValue: JSONValue {
    .object(JSONObject([("path", .string(path)), ("reason", .string(reason))]))
  }
}

/// A route table was rejected; it lists every problem at once (route order, ambiguities last).
public struct RouteTableError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Every problem found.
  public let problems: [RouteProblem]

  /// An error listing `problems`.
  public init(problems: [RouteProblem]) {
    self.problems = problems
  }

  /// The `-32011` error data: `{problems: [{path, reason}]}`.
  public var jsonValue: JSONValue {
    .object(JSONObject([("problems", .array(problems.map(\.jsonValue)))]))
  }

  /// One line per problem: `path: reason`.
  public var description: String {
    problems.map { "\($0.path): \($0.reason)" }.joined(separator: "\n")
  }
}
