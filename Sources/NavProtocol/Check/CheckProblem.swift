import NavJSON

/// One problem `navd check` found in a file: where it is and what is wrong.
public struct CheckProblem: Sendable, Equatable, CustomStringConvertible {
  /// The JSON path of the value, like `rules[2].properties.context`; `""` is the whole document.
  public var path: String
  /// Where in the text, for problems found while parsing (``CheckIssue/invalidJSON(_:)``); else `nil`.
  public var position: TextPosition?
  /// What is wrong.
  public var issue: CheckIssue

  /// A problem at JSON `path` (and text `position`, for a syntax error).
  public init(path: String, position: TextPosition? = nil, issue: CheckIssue) {
    self.path = path
    self.position = position
    self.issue = issue
  }

  /// ``CheckIssue/severity``.
  public var severity: CheckSeverity { issue.severity }
  /// ``CheckIssue/code``.
  public var code: String { issue.code }
  /// ``CheckIssue/message``.
  public var message: String { issue.message }

  /// Where it is, as the text output shows it: `line:column`, the JSON path, or `""` for the whole document.
  public var location: String { position?.description ?? path }

  /// `{path, line?, column?, severity, code, message}` (line and column only for syntax errors).
  public var jsonValue: JSONValue {
    var object = JSONObject([("path", JSONValue.string(path))])
    if let position {
      object["line"] = .integer(Int64(position.line))
      object["column"] = .integer(Int64(position.column))
    }
    object["severity"] = .string(severity.rawValue)
    object["code"] = .string(code)
    object["message"] = .string(message)
    return .object(object)
  }

  /// `location: severity: message`, or `severity: message` for the whole document.
  public var description: String {
    let prefix = location.isEmpty ? "" : "\(location): "
    return "\(prefix)\(severity.rawValue): \(message)"
  }
}
