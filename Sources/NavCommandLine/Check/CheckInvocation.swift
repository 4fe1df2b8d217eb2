import NavProtocol

/// What the `navd check` command line asks for.
public enum CheckInvocation: Sendable, Hashable {
  /// Check files.
  case check(CheckOptions)
  /// `--help`.
  case help

  /// Parses the arguments after `check`: `[--platform P] [--format F] [--json] [--] FILE...`,
  /// or `-h`/`--help`. Options take `--name value` or `--name=value`.
  public static func parse(_ arguments: [String]) throws(ArgumentError) -> CheckInvocation {
    var files: [String] = []
    var options = CheckOptions(files: [])
    var optionsEnded = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if optionsEnded || !argument.hasPrefix("-") {
        files.append(argument)
        continue
      }
      let (name, inlineValue) = ArgumentError.split(argument)
      func value() throws(ArgumentError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw .missingValue(option: name) }
        return next
      }
      switch name {
      case "--": optionsEnded = true
      case "--json" where inlineValue == nil: options.format = .json
      case "--format":
        let text = try value()
        guard let format = CheckFormat(rawValue: text) else {
          throw .invalidValue(option: name, value: text, expected: "text, json, sarif or github")
        }
        options.format = format
      case "--platform":
        let text = try value()
        if text == "auto" {
          options.platform = nil
        } else if let platform = Platform(rawValue: text) {
          options.platform = platform
        } else {
          throw .invalidValue(option: name, value: text, expected: "ios, android or auto")
        }
      case "-h", "--help": return .help
      default: throw .unknownOption(argument)
      }
    }
    guard !files.isEmpty else { throw .missingOperand("FILE") }
    options.files = files
    return .check(options)
  }
}
