/// What is wrong with the shape of one JSON value: a member that is missing, or a value of the
/// wrong type. Worded here once for every document navd reads (request params, client
/// configurations, path configurations, route tables), so each says it the same way.
public enum JSONShapeIssue: Sendable, Hashable {
  /// A required member is absent: `is required`.
  case required
  /// The value is of another type: `must be EXPECTED, not GOT` (`expected` reads like
  /// `an array of strings`, `got` is a ``JSONValue/typeName``).
  case wrongType(expected: String, got: String)

  /// The reason, for people: `is required`, `must be a string, not number`.
  public var message: String {
    switch self {
    case .required: "is required"
    case .wrongType(let expected, let got): "must be \(expected), not \(got)"
    }
  }

  /// `"a", "b" or "c"` (`nothing` for none): how a reason lists the values it expected.
  public static func choices(_ values: [String]) -> String {
    let quoted = values.map { "\"\($0)\"" }
    guard let last = quoted.last else { return "nothing" }
    return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
