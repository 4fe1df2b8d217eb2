/// A command line navd cannot run; printed with the usage, exit status 2.
public enum ArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An option navd does not have.
  case unknownOption(String)
  /// An option given without its value.
  case missingValue(option: String)
  /// An option whose value is not one it takes; `expected` says what it takes.
  case invalidValue(option: String, value: String, expected: String)
  /// A positional argument where navd takes none.
  case unexpectedArgument(String)

  /// The message, without the `navd:` prefix.
  public var message: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option)"
    case .missingValue(let option): "option \(option) needs a value"
    case .invalidValue(let option, let value, let expected):
      "invalid value \"\(value)\" for \(option): expected \(expected)"
    case .unexpectedArgument(let argument): "unexpected argument \"\(argument)\""
    }
  }

  /// ``message``.
  public var description: String { message }
}
