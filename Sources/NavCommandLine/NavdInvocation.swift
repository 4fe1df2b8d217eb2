import JSONRPC

/// What a `navd` command line asks for.
public enum NavdInvocation: Sendable, Hashable {
  /// Serve JSON-RPC on stdio.
  case serve(DaemonOptions)
  /// `--help`.
  case help
  /// `--version`.
  case version
  /// `navd <name> args…` for a registered subcommand.
  case subcommand(name: String, arguments: [String])

  /// Parses the arguments after the program name. `subcommands` are the names that
  /// may come first; options are `--name value` or `--name=value`.
  public static func parse(_ arguments: [String], subcommands: Set<String> = []) throws(ArgumentError)
    -> NavdInvocation
  {
    if let first = arguments.first, subcommands.contains(first) {
      return .subcommand(name: first, arguments: Array(arguments.dropFirst()))
    }
    var options = DaemonOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("-") else { throw .unexpectedArgument(argument) }
      let (name, inlineValue) = ArgumentError.split(argument)
      func value() throws(ArgumentError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw .missingValue(option: name) }
        return next
      }
      switch name {
      case "-h", "--help": return .help
      case "--version": return .version
      case "--framing":
        let text = try value()
        guard let mode = FramingMode(rawValue: text) else {
          throw .invalidValue(option: name, value: text, expected: "lsp, ndjson or auto")
        }
        options.framingMode = mode
      case "--log-level":
        let text = try value()
        guard let level = LogLevel(rawValue: text) else {
          throw .invalidValue(option: name, value: text, expected: "error, warning, info or debug")
        }
        options.logLevel = level
      case "--max-message-bytes":
        options.limits.maxMessageBytes = try positiveInteger(name, try value(), maximum: Int(Int32.max))
      case "--max-depth":
        options.limits.maxDepth = try positiveInteger(name, try value(), maximum: DaemonLimits.maxDepthCeiling)
      case "--max-clients":
        options.limits.maxClients = try positiveInteger(name, try value(), maximum: Int(Int32.max))
      case "--max-stack-entries":
        options.limits.maxStackEntries = try positiveInteger(name, try value(), maximum: Int(Int32.max))
      case "--path-configuration":
        let path = try value()
        guard !path.isEmpty else { throw .invalidValue(option: name, value: path, expected: "a file path") }
        options.pathConfigurationFile = path
      case "--record":
        let path = try value()
        guard !path.isEmpty else { throw .invalidValue(option: name, value: path, expected: "a file path") }
        options.recordFile = path
      default:
        throw .unknownOption(name)
      }
    }
    return .serve(options)
  }

  private static func positiveInteger(_ option: String, _ text: String, maximum: Int) throws(ArgumentError) -> Int {
    guard let number = Int(text), number >= 1, number <= maximum else {
      throw .invalidValue(option: option, value: text, expected: "an integer from 1 to \(maximum)")
    }
    return number
  }
}
