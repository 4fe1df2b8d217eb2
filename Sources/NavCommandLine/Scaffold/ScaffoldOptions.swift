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
        return next
      }
      switch name {
      case "--": optionsEnded = true
      case "-h", "--help": return nil
      case "--output":
        let file = try value()
        guard !file.isEmpty else { throw .invalidValue(option: name, value: file, expected: "a file path") }
        output = file
      case "--start-location":
        let url = try value()
        guard StepDecoder.isAbsoluteURL(url) else {
          throw .invalidValue(option: name, value: url, expected: "an absolute URL")
        }
        startLocation = url
      default: throw .unknownOption(name)
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
