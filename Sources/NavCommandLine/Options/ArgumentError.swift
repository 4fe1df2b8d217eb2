/// A command line navd or one of its subcommands cannot run; printed with the usage, exit
/// status 2. Every subcommand reports its command line with this one type, so each problem is
/// worded once.
public enum ArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An option navd does not have.
  case unknownOption(String)
  /// An option given without its value.
  case missingValue(option: String)
  /// An option that takes no value given one inline (`--json=yes`).
  case unexpectedValue(option: String)
  /// An option whose value is not one it takes; `expected` says what it takes.
  case invalidValue(option: String, value: String, expected: String)
  /// A positional argument where the command takes none, or one more than it takes.
  case unexpectedArgument(String)
  /// A required operand is missing (`FILE`, `URL`, `PATH`, `SCENARIO.json`).
  case missingOperand(String)

  /// The message, without the `navd:` prefix.
  public var message: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option)"
    case .missingValue(let option): "option \(option) needs a value"
    case .unexpectedValue(let option): "option \(option) takes no value"
    case .invalidValue(let option, let value, let expected):
      "invalid value \"\(value)\" for \(option): expected \(expected)"
    case .unexpectedArgument(let argument): "unexpected argument \"\(argument)\""
    case .missingOperand(let operand): "no \(operand) given"
    }
  }

  /// ``message``.
  public var description: String { message }

  /// What the subcommand `name` writes to standard error for this problem: `navd NAME: PROBLEM`,
  /// then its usage line.
  func report(subcommand name: String, usage: String) -> String {
    "navd \(name): \(message)\nUsage: \(usage)\n"
  }

  /// `words` as the alternatives an ``invalidValue(option:value:expected:)`` expects: `ios or android`,
  /// `lsp, ndjson or auto`.
  static func alternatives(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + last
  }

  /// `--name=value` as (`--name`, `value`); any other argument as itself and `nil`.
  static func split(_ argument: String) -> (name: String, inline: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
