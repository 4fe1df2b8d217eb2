/// What `navd compare` was asked to do.
struct CompareOptions: Sendable, SubcommandOptions {
  /// The scenario file.
  var scenarioFile: String
  /// The configuration files given, keyed `configuration`, `ios` or `android`, in that order.
  var configurationFiles: [(key: String, file: String)]

  /// Parses the arguments after `compare`; `nil` for `--help`.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> CompareOptions? {
    var files: [String: String] = [:]
    var operands: [String] = []
    var remaining = arguments[...]
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        operands.append(argument)
        continue
      }
      let (name, inline) = ArgumentError.split(argument)
      func value() throws(ArgumentError) -> String {
        if let inline { return inline }
        guard let next = remaining.popFirst() else { throw .missingValue(option: name) }
        guard !next.isEmpty else { throw .invalidValue(option: name, value: next, expected: "a file path") }
        return next
      }
      switch name {
      case "--": optionsEnded = true
      case "-h", "--help": return nil
      case "--configuration": files["configuration"] = try value()
      case "--ios-configuration": files["ios"] = try value()
      case "--android-configuration": files["android"] = try value()
      default: throw .unknownOption(name)
      }
    }
    guard let scenarioFile = operands.first else { throw .missingOperand("SCENARIO.json") }
    if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
    let ordered = ["configuration", "ios", "android"].compactMap { key in files[key].map { (key: key, file: $0) } }
    return CompareOptions(scenarioFile: scenarioFile, configurationFiles: ordered)
  }
}
