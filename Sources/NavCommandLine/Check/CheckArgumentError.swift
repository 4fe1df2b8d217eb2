/// A `navd check` command line that cannot run (exit status 2).
public enum CheckArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An option `navd check` does not have.
  case unknownOption(String)
  /// An option that needs a value was last.
  case missingValue(option: String)
  /// An option's value is not one it accepts; `expected` lists them.
  case invalidValue(option: String, value: String, expected: String)
  /// No FILE argument.
  case noFiles

  /// The message, without the `navd check:` prefix.
  public var message: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option)"
    case .missingValue(let option): "\(option) needs a value"
    case .invalidValue(let option, let value, let expected): "invalid \(option) \(value) (expected \(expected))"
    case .noFiles: "no FILE to check"
    }
  }

  /// ``message``.
  public var description: String { message }
}
