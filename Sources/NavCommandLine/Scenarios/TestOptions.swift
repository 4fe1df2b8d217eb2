import NavDaemon
import NavProtocol

/// What `navd test` was asked to do.
struct TestOptions: Sendable, Hashable, SubcommandOptions {
  /// The files and directories, in order.
  var paths: [String] = []
  /// `--platform P`: only the scenarios that list P, and only on P.
  var platform: Platform?
  /// `--junit FILE`.
  var junitFile: String?
  /// `--json`: one JSON document instead of the lines.
  var json = false

  /// Parses the arguments after `test`; `nil` for `--help`.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> TestOptions? {
    var options = TestOptions()
    var remaining = arguments[...]
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        options.paths.append(argument)
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
      case "--json": options.json = true
      case "--junit":
        let file = try value()
        guard !file.isEmpty else { throw .invalidValue(option: name, value: file, expected: "a file path") }
        options.junitFile = file
      case "--platform":
        let text = try value()
        guard let platform = Platform(rawValue: text) else {
          throw .invalidValue(option: name, value: text, expected: "ios or android")
        }
        options.platform = platform
      default: throw .unknownOption(name)
      }
    }
    guard !options.paths.isEmpty else { throw .missingOperand("PATH") }
    return options
  }
}
