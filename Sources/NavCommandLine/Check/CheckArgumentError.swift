/// A `navd check` command line that cannot run (exit status 2).
public enum CheckArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An option `navd check` does not have.
  case unknownOption(String)
  /// No FILE argument.
  case noFiles

  /// The message, without the `navd check:` prefix.
  public var message: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option)"
    case .noFiles: "no FILE to check"
    }
  }

  /// ``message``.
  public var description: String { message }
}
