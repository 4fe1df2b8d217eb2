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
    var reader = ArgumentReader(arguments)
    while let argument = try reader.next() {
      switch argument {
      case .operand(let operand): operands.append(operand)
      case .option("-h"), .option("--help"): return nil
      case .option("--configuration"): files["configuration"] = try reader.filePath()
      case .option("--ios-configuration"): files["ios"] = try reader.filePath()
      case .option("--android-configuration"): files["android"] = try reader.filePath()
      case .option: throw reader.unknownOption
      }
    }
    guard let scenarioFile = operands.first else { throw .missingOperand("SCENARIO.json") }
    if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
    let ordered = ["configuration", "ios", "android"].compactMap { key in files[key].map { (key: key, file: $0) } }
    return CompareOptions(scenarioFile: scenarioFile, configurationFiles: ordered)
  }
}
