/// `[12/240] scenarios` on standard error while a run that has taken over a second goes on,
/// redrawn in place; nothing at all when standard error is not a terminal (docs/protocol.md §13).
struct ProgressLine {
  /// How many runs there are.
  let total: Int
  /// Whether standard error is a terminal.
  let isTerminal: Bool
  /// Writes to standard error.
  let write: (String) -> Void
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var shown = false

  /// A progress line for `total` runs.
  init(total: Int, isTerminal: Bool, write: @escaping (String) -> Void) {
    self.total = total
    self.isTerminal = isTerminal
    self.write = write
    start = clock.now
  }

  /// Shows `done` of ``total`` once the run has taken over a second.
  mutating func update(done: Int) {
    guard isTerminal, shown || start.duration(to: clock.now) > .seconds(1) else { return }
    write("\r\u{1B}[K[\(done)/\(total)] scenarios")
    shown = true
  }

  /// Erases the line (before other output, and at the end).
  mutating func clear() {
    guard shown else { return }
    write("\r\u{1B}[K")
    shown = false
  }
}
