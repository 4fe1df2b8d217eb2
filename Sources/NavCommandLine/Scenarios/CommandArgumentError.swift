/// A `navd test`, `navd compare` or `navd scaffold` command line that cannot run (exit status 2).
enum CommandArgumentError: Error, Sendable, Hashable {
  /// An option the subcommand does not have.
  case unknownOption(String)
  /// An option given without its value.
  case missingValue(option: String)
  /// An option whose value is not one it takes.
  case invalidValue(option: String, value: String, expected: String)
  /// A required argument is missing (`PATH`, `SCENARIO.json`).
  case missingOperand(String)
  /// More arguments than the subcommand takes.
  case unexpectedArgument(String)

  /// The message, without the `navd test:` prefix.
  var message: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option)"
    case .missingValue(let option): "option \(option) needs a value"
    case .invalidValue(let option, let value, let expected):
      "invalid value \"\(value)\" for \(option): expected \(expected)"
    case .missingOperand(let operand): "no \(operand) given"
    case .unexpectedArgument(let argument): "unexpected argument \"\(argument)\""
    }
  }

  /// `--name=value` as (`--name`, `value`); any other argument as itself and `nil`.
  static func split(_ argument: String) -> (name: String, inline: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
