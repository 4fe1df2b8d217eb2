/// Log verbosity (`--log-level`); each level includes the ones before it.
public enum LogLevel: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Only errors.
  case error
  /// Errors and warnings.
  case warning
  /// Errors, warnings and informational messages.
  case info
  /// Everything, including per-message detail.
  case debug

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .info: 2
    case .debug: 3
    }
  }

  /// Ordered by verbosity: `error` < `warning` < `info` < `debug`.
  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rank < rhs.rank }
}
