/// The output formats of `navd check` (`--format`).
public enum CheckFormat: String, Sendable, Hashable, CaseIterable {
  /// `FILE:LOCATION: SEVERITY: MESSAGE` lines and a summary line.
  case text
  /// One JSON document.
  case json
  /// One SARIF 2.1.0 log, for code-scanning services.
  case sarif
  /// GitHub Actions workflow commands (`::error file=…::…`), one per problem.
  case github
}
