/// What is wrong with the shape of one JSON value: a member that is missing, or a value of the
/// wrong type. Worded here once for every document navd reads (request params, client
/// configurations, path configurations, route tables), so each says it the same way.
public enum JSONShapeIssue: Sendable, Hashable {
  /// A required member is absent: `is required`.
  case required
  /// The value is of another type: `must be EXPECTED, not GOT` (`expected` reads like
  /// `an array of strings`, `got` is a ``JSONValue/typeName``).
  case wrongType(expected: String, got: String)
  /// The value is not one of those taken: `must be EXPECTED, not GOT` (`got` is the value as
  /// written, `"web"` or `3`, or the type of a value that is neither a string nor a number
  /// worth naming).
  case wrongValue(expected: String, got: String)

  /// ``wrongType(expected:got:)`` for `value`: `must be an object, not array`.
  public static func wrongType(_ expected: String, _ value: JSONValue) -> JSONShapeIssue {
    .wrongType(expected: expected, got: value.typeName)
  }

  /// ``wrongValue(expected:got:)`` for `value`: a string is named in quotes (`not "web"`), any
  /// other value by its type (`not number`).
  public static func wrongValue(_ expected: String, _ value: JSONValue) -> JSONShapeIssue {
    .wrongValue(expected: expected, got: value.stringValue.map { "\"\($0)\"" } ?? value.typeName)
  }

  /// The reason, for people: `is required`, `must be a string, not number`.
  public var message: String {
    switch self {
    case .required: "is required"
    case .wrongType(let expected, let got), .wrongValue(let expected, let got): "must be \(expected), not \(got)"
    }
  }

  /// `"a", "b" or "c"` (`nothing` for none): how a reason lists the values it expected.
  public static func choices(_ values: [String]) -> String {
    let quoted = values.map { "\"\($0)\"" }
    guard let last = quoted.last else { return "nothing" }
    return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
