import NavProtocol

/// The text output of `navd check`: one line per problem, then the summary.
///
/// A problem line is `FILE:LOCATION: SEVERITY: MESSAGE`, where LOCATION is the
/// JSON path (`rules[2].properties.context`) or, for a syntax error,
/// `LINE:COLUMN`; a problem about the whole document has no location
/// (`FILE: error: ...`). An unreadable file is one line for standard error.
enum CheckTextRenderer {
  /// The standard-output lines for one file's problems.
  static func problemLines(_ result: CheckFileResult) -> [String] {
    result.problems.map { problem in
      let location = problem.location.isEmpty ? "" : ":\(problem.location)"
      return "\(result.file)\(location): \(problem.severity.rawValue): \(problem.message)"
    }
  }

  /// The standard-error line for a file that could not be read, if it could not.
  static func unreadableLine(_ result: CheckFileResult) -> String? {
    guard case .unreadable(let reason) = result.outcome else { return nil }
    return "navd check: cannot read \(result.file): \(reason)"
  }
}
