import NavJSON

/// `print` could not build a URL; sent as `-32602` with `{field, reason}`.
public struct RoutePrintError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The first bad field: `name`, `params`, `params.albumID`, `params.rest[2]`.
  public let field: String
  /// What is wrong with it.
  public let reason: String

  init(field: String, issue: RoutePrintIssue) {
    self.field = field
    reason = issue.message
  }

  /// `{field, reason}`.
  public var jsonValue: JSONValue {
    .object(JSONObject([("field", .string(field)), ("reason", .string(reason))]))
  }

  /// `field: reason`.
  public var description: String { "\(field): \(reason)" }
}

/// Every reason `print` can fail; the messages are written here only.
enum RoutePrintIssue: Sendable, Hashable {
  case unknownRoute(String)
  case missing(pattern: String)
  case notAParameter(pattern: String)
  case wrongJSONType(expected: String, got: String)
  case invalidValue(RouteValueType)
  case emptySegment
  case dotSegment
  case tooLong(String)
  case resolvesElsewhere(url: String, to: String)
  case resolvesToOtherParams(url: String)

  var message: String {
    switch self {
    case .unknownRoute(let name): "no route named \"\(name)\""
    case .missing(let pattern): "missing (required by \(pattern))"
    case .notAParameter(let pattern): "not a parameter of \(pattern)"
    case .wrongJSONType(let expected, let got): "expected \(expected), got \(got)"
    case .invalidValue(let type): "expected \(type.expectation)"
    case .emptySegment: "a path segment must not be empty"
    case .dotSegment: "a path segment must not be \".\" or \"..\""
    case .tooLong(let url): "the URL would be too long (over 4096 bytes or 32 segments): \(url.prefix(80))…"
    case .resolvesElsewhere(let url, let other): "prints as \(url), which resolves to \(other)"
    case .resolvesToOtherParams(let url): "prints as \(url), which resolves to other params"
    }
  }
}
