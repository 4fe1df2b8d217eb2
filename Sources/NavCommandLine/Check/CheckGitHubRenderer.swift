import NavProtocol

/// The `--format github` output of `navd check`: one GitHub Actions workflow
/// command per problem, `::error file=FILE,line=L,col=C,title=CODE::MESSAGE`
/// (`::warning` for warnings), and nothing else, so the problems appear as
/// annotations of the run and of the pull request.
///
/// Property values escape `%`, CR, LF, `:` and `,`; the message escapes `%`, CR
/// and LF, as GitHub's workflow-command syntax requires.
enum CheckGitHubRenderer {
  /// The lines for one file's problems.
  static func lines(_ result: CheckFileResult) -> [String] {
    result.problems.map { problem in
      var properties = [("file", result.file)]
      if let position = problem.position {
        properties.append(("line", String(position.line)))
        properties.append(("col", String(position.column)))
      }
      properties.append(("title", problem.code))
      let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
      return "::\(problem.severity.rawValue) \(list)::\(escapeMessage(problem.message))"
    }
  }

  /// `%` → `%25`, CR → `%0D`, LF → `%0A`.
  static func escapeMessage(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// ``escapeMessage(_:)``, and `:` → `%3A`, `,` → `%2C`.
  static func escapeProperty(_ text: String) -> String {
    escapeMessage(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
