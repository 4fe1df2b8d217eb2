/// Log verbosity (`--log-level`); each level includes the ones before it.
public enum LogLevel: String, Sendable, Hashable, CaseIterable, Comparable {
  case error
  case warning
  case info
  case debug

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .info: 2
    case .debug: 3
    }
  }

  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rank < rhs.rank }
}
