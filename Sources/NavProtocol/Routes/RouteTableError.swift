import NavJSON

/// A route table was rejected; it lists every problem at once (route order, ambiguities last).
public struct RouteTableError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Every problem found.
  public let problems: [ConfigurationProblem]

  /// An error listing `problems`.
  public init(problems: [ConfigurationProblem]) {
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
