/// The exit statuses of `navd replay`.
public enum ReplayExitStatus: Int32, Sendable, Hashable, CaseIterable {
  /// Every recording replayed as recorded (or, with `--update`, every file was rewritten).
  case matched = 0
  /// At least one recording differs from what navd sends now.
  case differs = 1
  /// A file could not be read, is not a recording, cannot be replayed or rewritten, or the command
  /// line is wrong. Wins over ``differs``.
  case unusable = 2
}
