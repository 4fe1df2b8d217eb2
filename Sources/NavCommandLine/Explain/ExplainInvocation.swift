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
    var optionsEnded = false
    var index = 0
    func value(of option: String) throws(ArgumentError) -> String {
      index += 1
      guard index < arguments.count else { throw .missingValue(option: option) }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        guard url == nil else { throw .unexpectedArgument(argument) }
        url = argument
        index += 1
        continue
      }
      switch argument {
      case "--": optionsEnded = true
      case "--json": json = true
      case "--configuration": configurationFile = try value(of: argument)
      case "--from": fromFile = try value(of: argument)
      case "--platform":
        let chosen = try value(of: argument)
        guard platforms.contains(chosen) else {
          throw .invalidValue(option: "--platform", value: chosen, expected: "ios or android")
        }
        platform = chosen
      case "-h", "--help": return .help
      default: throw .unknownOption(argument)
      }
      index += 1
    }
    guard let url else { throw .missingOperand("URL") }
    return .explain(
      ExplainOptions(url: url, configurationFile: configurationFile, platform: platform, fromFile: fromFile, json: json)
    )
  }
}
