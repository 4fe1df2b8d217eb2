/// A `navd replay` command line that cannot run (exit status 2).
public enum ReplayArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An option `navd replay` does not have.
  case unknownOption(String)
  /// No FILE argument.
  case noFiles

  /// The message, without the `navd replay:` prefix.
  public var message: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option)"
    case .noFiles: "no FILE to replay"
    }
  }

  /// ``message``.
  public var description: String { message }
}
