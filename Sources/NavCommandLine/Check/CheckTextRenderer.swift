import NavProtocol

/// The text output of `navd check`: one line per problem, then the summary.
///
/// A problem line is `FILE:LOCATION: SEVERITY: MESSAGE`, where LOCATION is the
/// JSON path (`rules[2].properties.context`) or, for a syntax error,
/// `LINE:COLUMN`; a problem about the whole document has no location
/// (`FILE: error: ...`). When `--platform auto` read the path or the keys, a line before them says which platform's rules
/// were applied and why (`FILE: checked as android (from the file's path)`). An unreadable file is one line for standard error.
enum CheckTextRenderer {
  /// The standard-output lines for one file's problems.
  static func problemLines(_ result: CheckFileResult) -> [String] {
    result.problems.map { problem in
      let location = problem.location.isEmpty ? "" : ":\(problem.location)"
      return "\(result.file)\(location): \(problem.severity.rawValue): \(problem.message)"
    }
  }

  /// `FILE: checked as android (from the file's path)`: which rules `--platform auto` applied and
  /// why, when the path or the keys decided it; `nil` when the command line chose them, nothing
  /// named a platform (iOS, the default) or the file is not a JSON object.
  static func platformLine(_ result: CheckFileResult) -> String? {
    guard case .checked(let report) = result.outcome, let platform = report.platform,
      let source = report.platformFrom, source == .path || source == .keys
    else { return nil }
    return "\(result.file): checked as \(platform.rawValue) (\(source.phrase))"
  }

  /// The standard-error line for a file that could not be read, if it could not.
  static func unreadableLine(_ result: CheckFileResult) -> String? {
    guard case .unreadable(let reason) = result.outcome else { return nil }
    return "navd check: cannot read \(result.file): \(reason)"
  }
}
