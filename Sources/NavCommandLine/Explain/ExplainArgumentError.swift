/// A `navd explain` command line that cannot run (exit status 2).
public enum ExplainArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An option `navd explain` does not have.
  case unknownOption(String)
  /// An option given without its value.
  case missingValue(option: String)
  /// `--platform` with another value than `ios` or `android`.
  case invalidPlatform(String)
  /// No URL argument.
  case noURL
  /// More than one URL argument.
  case extraArgument(String)

  /// The message, without the `navd explain:` prefix.
  public var message: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option)"
    case .missingValue(let option): "option \(option) needs a value"
    case .invalidPlatform(let value): "invalid value \"\(value)\" for --platform: expected ios or android"
    case .noURL: "no URL to explain"
    case .extraArgument(let argument): "unexpected argument \"\(argument)\": explain takes one URL"
    }
  }

  /// ``message``.
  public var description: String { message }
}
