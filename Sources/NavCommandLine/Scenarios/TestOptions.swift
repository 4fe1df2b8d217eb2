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
    var reader = ArgumentReader(arguments)
    while let argument = try reader.next() {
      switch argument {
      case .operand(let path): options.paths.append(path)
      case .option("-h"), .option("--help"): return nil
      case .option("--json"): options.json = true
      case .option("--junit"): options.junitFile = try reader.filePath()
      case .option("--platform"):
        options.platform = try reader.value(expected: "ios or android") { Platform(rawValue: $0) }
      case .option: throw reader.unknownOption
      }
    }
    guard !options.paths.isEmpty else { throw .missingOperand("PATH") }
    return options
  }
}
