import JSONRPC
import NavProtocol

/// `navd schema [ios|android]`: prints the JSON Schema of a path-configuration document
/// for the platform (default ios), generated from the checker's own property table
/// (docs/check.md), for editors and validators.
public enum SchemaCommand: Subcommand {
  /// The word after `navd`.
  public static let name = "schema"
  /// One line for `navd --help`.
  public static let summary = "print the JSON Schema of a path configuration"
  package static let operands = "[" + Platform.allCases.map(\.rawValue).joined(separator: "|") + "]"

  package static let discussion = """
    Prints a JSON Schema (draft 2020-12) of a path-configuration document for the platform
    (default ios): every typed property with its type and values, null accepted, custom keys
    allowed. A document that `navd check --platform P` finds free of errors validates.
    """

  package static var options: OptionTable<Platform?> { OptionTable([.help]) }

  package static let exitStatus = "0; 2 for a bad command line."

  package static var initial: Platform? { nil }

  /// The platform word; a second operand is one too many.
  package static func read(operand word: String, optionsEnded: Bool, into platform: inout Platform?)
    throws(ArgumentError)
  {
    guard platform == nil else { throw .unexpectedArgument(word) }
    guard let named = Platform(rawValue: word) else {
      throw .invalidValue(
        option: "schema", value: word, expected: ArgumentError.alternatives(Platform.allCases.map(\.rawValue)))
    }
    platform = named
  }

  /// The platform named, ios when none is.
  package static func options(from platform: Platform?) throws(ArgumentError) -> Platform { platform ?? .default }

  /// Prints the schema: one JSON document on one line.
  package static func run(_ platform: Platform, in environment: SubcommandEnvironment) -> Int32 {
    environment.streams.output(PathConfigurationSchema.schema(for: platform).jsonText + "\n")
    return 0
  }
}
