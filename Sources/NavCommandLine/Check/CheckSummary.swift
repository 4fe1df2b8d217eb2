/// The counts `navd check` ends with.
public struct CheckSummary: Sendable, Hashable, CustomStringConvertible {
  /// Files named.
  public var files: Int
  /// Files that could not be read.
  public var unreadable: Int
  /// Problems of severity error.
  public var errors: Int
  /// Problems of severity warning.
  public var warnings: Int

  /// The counts of `results`.
  public init(results: [CheckFileResult]) {
    files = results.count
    unreadable = results.count { if case .unreadable = $0.outcome { true } else { false } }
    errors = results.reduce(0) { $0 + $1.problems.count { $0.severity == .error } }
    warnings = results.reduce(0) { $0 + $1.problems.count { $0.severity == .warning } }
  }

  /// `2 files checked: 1 unreadable, 3 errors, 1 warning`, or `1 file checked: no problems`.
  public var description: String {
    let parts = [
      Self.count(unreadable, "unreadable", "unreadable"), Self.count(errors, "error", "errors"),
      Self.count(warnings, "warning", "warnings"),
    ].compactMap { $0 }
    let checked = "\(files) \(files == 1 ? "file" : "files") checked"
    return "\(checked): \(parts.isEmpty ? "no problems" : parts.joined(separator: ", "))"
  }

  private static func count(_ number: Int, _ singular: String, _ plural: String) -> String? {
    number == 0 ? nil : "\(number) \(number == 1 ? singular : plural)"
  }
}
