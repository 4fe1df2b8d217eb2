/// A command line navd cannot run; printed with the usage, exit status 2.
public enum ArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  case unknownOption(String)
  case missingValue(option: String)
  case invalidValue(option: String, value: String, expected: String)
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

  public var description: String { message }
}
