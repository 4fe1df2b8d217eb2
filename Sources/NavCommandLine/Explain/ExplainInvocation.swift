/// What the `navd explain` command line asks for.
public enum ExplainInvocation: Sendable, Hashable {
  /// Explain a URL.
  case explain(ExplainOptions)
  /// `--help`.
  case help

  /// The platforms `--platform` takes.
  public static let platforms = ["ios", "android"]

  /// Parses the arguments after `explain`:
  /// `[--configuration F] [--platform ios|android] [--from STACK.json] [--json] [--] URL`, or `-h`/`--help`.
  public static func parse(_ arguments: [String]) throws(ArgumentError) -> ExplainInvocation {
    var url: String?
    var configurationFile: String?
    var platform: String?
    var fromFile: String?
    var json = false
    var reader = ArgumentReader(arguments)
    while let argument = try reader.next() {
      switch argument {
      case .operand(let operand):
        guard url == nil else { throw .unexpectedArgument(operand) }
        url = operand
      case .option("--json"): json = true
      case .option("--configuration"): configurationFile = try reader.filePath()
      case .option("--from"): fromFile = try reader.filePath()
      case .option("--platform"):
        platform = try reader.value(expected: "ios or android") { platforms.contains($0) ? $0 : nil }
      case .option("-h"), .option("--help"): return .help
      case .option: throw reader.unknownOption
      }
    }
    guard let url else { throw .missingOperand("URL") }
    return .explain(
      ExplainOptions(url: url, configurationFile: configurationFile, platform: platform, fromFile: fromFile, json: json)
    )
  }
}
