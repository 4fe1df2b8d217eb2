import NavDaemon

/// What `navd scaffold` was asked to do.
struct ScaffoldOptions: Sendable, Hashable, SubcommandOptions {
  /// What the input is.
  enum Kind: String, Sendable, Hashable {
    /// A route table.
    case routes
    /// A path configuration.
    case paths
  }

  /// What the input is.
  var kind: Kind
  /// The input file.
  var input: String
  /// `--output FILE`.
  var output: String?
  /// `--start-location URL` (paths).
  var startLocation = "https://app.example/"

  /// Parses the arguments after `scaffold`; `nil` for `--help`.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> ScaffoldOptions? {
    var operands: [String] = []
    var output: String?
    var startLocation: String?
    var reader = ArgumentReader(arguments)
    while let argument = try reader.next() {
      switch argument {
      case .operand(let operand): operands.append(operand)
      case .option("-h"), .option("--help"): return nil
      case .option("--output"): output = try reader.filePath()
      case .option("--start-location"):
        startLocation = try reader.value(expected: "an absolute URL") { StepDecoder.isAbsoluteURL($0) ? $0 : nil }
      case .option: throw reader.unknownOption
      }
    }
    guard let word = operands.first else { throw .missingOperand("routes or paths") }
    guard let kind = Kind(rawValue: word) else {
      throw .invalidValue(option: "scaffold", value: word, expected: "routes or paths")
    }
    guard operands.count >= 2 else { throw .missingOperand(kind == .routes ? "TABLE.json" : "PATH-CONFIGURATION.json") }
    if operands.count > 2 { throw .unexpectedArgument(operands[2]) }
    if startLocation != nil && kind == .routes { throw .unknownOption("--start-location (paths only)") }
    var options = ScaffoldOptions(kind: kind, input: operands[1], output: output)
    if let startLocation { options.startLocation = startLocation }
    return options
  }
}
