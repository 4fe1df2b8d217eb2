/// How bad a problem found by `navd check` is.
///
/// Both severities count as problems (exit status 1); the severity says whether
/// the file misbehaves at run time (`error`) or holds something that is legal
/// but can never do anything (`warning`).
public enum CheckSeverity: String, Sendable, Hashable, CaseIterable {
  /// The file is rejected, or a value in it is silently ignored at run time.
  case error
  /// Legal, but provably without effect (a rule that never applies, a misspelt key).
  case warning
}
