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
    var reader = ArgumentReader(arguments)
    while let argument = try reader.next() {
      switch argument {
      // navd check reads no standard input: a lone `-` is an option it does not have, unless after `--`.
      case .operand("-") where !reader.optionsEnded: throw .unknownOption("-")
      case .operand(let file): files.append(file)
      case .option("--json"): options.format = .json
      case .option("--format"):
        options.format = try reader.value(expected: "text, json, sarif or github") { CheckFormat(rawValue: $0) }
      case .option("--platform"):
        // `auto` is no platform (`nil`); a value that is no platform at all is the outer `nil`.
        options.platform = try reader.value(expected: "ios, android or auto") { text -> Platform?? in
          text == "auto" ? .some(nil) : Platform(rawValue: text).map { Optional($0) }
        }
      case .option("-h"), .option("--help"): return .help
      case .option: throw reader.unknownOption
      }
    }
    guard !files.isEmpty else { throw .missingOperand("FILE") }
    options.files = files
    return .check(options)
  }
}
