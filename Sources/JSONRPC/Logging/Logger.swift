/// Writes diagnostics as `<program>: <level>: <message>` lines, to stderr unless a sink is given.
///
/// Messages are built only when their level is enabled, so debug logging costs
/// nothing on the hot path at the default level (`warning`).
public struct Logger: Sendable {
  /// The most verbose level written.
  public let level: LogLevel
  /// The name each line starts with (the server's ``ServerInfo/name``).
  public let program: String
  private let sink: (@Sendable (String) -> Void)?

  /// A logger writing lines up to `level` to file descriptor 2, each prefixed with `program`.
  public init(level: LogLevel = .warning, program: String) {
    self.level = level
    self.program = program
    self.sink = nil
  }

  /// A logger handing each formatted line (without newline) to `sink`; for tests.
  public init(level: LogLevel, program: String = "test", sink: @escaping @Sendable (String) -> Void) {
    self.level = level
    self.program = program
    self.sink = sink
  }

  /// A logger that writes nothing.
  public static let silent = Logger(level: .error, sink: { _ in })

  /// Whether messages at `messageLevel` are written.
  @inline(__always)
  public func isEnabled(_ messageLevel: LogLevel) -> Bool { messageLevel <= level }

  /// Writes `message` if `messageLevel` is enabled.
  @inline(__always)
  public func log(_ messageLevel: LogLevel, _ message: @autoclosure () -> String) {
    guard isEnabled(messageLevel) else { return }
    write("\(program): \(messageLevel.rawValue): \(message())")
  }

  /// Logs at `error`.
  public func error(_ message: @autoclosure () -> String) { log(.error, message()) }
  /// Logs at `warning`.
  public func warning(_ message: @autoclosure () -> String) { log(.warning, message()) }
  /// Logs at `info`.
  public func info(_ message: @autoclosure () -> String) { log(.info, message()) }
  /// Logs at `debug`.
  public func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }

  private func write(_ line: String) {
    if let sink {
      sink(line)
      return
    }
    SystemIO.writeAll(2, line + "\n")
  }
}
