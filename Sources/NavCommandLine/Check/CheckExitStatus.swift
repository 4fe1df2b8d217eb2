/// The exit statuses of `navd check`.
public enum CheckExitStatus: Int32, Sendable, Hashable, CaseIterable {
  /// Every file was read and no problem was found.
  case clean = 0
  /// Every file was read and at least one problem (error or warning) was found,
  /// a JSON syntax error included.
  case problemsFound = 1
  /// A file could not be read, or the command line is wrong. Wins over ``problemsFound``.
  case unusable = 2

  /// The status for these results.
  public init(results: [CheckFileResult]) {
    if results.contains(where: { if case .unreadable = $0.outcome { true } else { false } }) {
      self = .unusable
    } else if results.contains(where: { !$0.problems.isEmpty }) {
      self = .problemsFound
    } else {
      self = .clean
    }
  }
}
