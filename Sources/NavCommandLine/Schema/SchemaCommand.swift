import JSONRPC
import NavProtocol

/// `navd schema [ios|android]`: prints the JSON Schema of a path-configuration document
/// for the platform (default ios), generated from the checker's own property table
/// (docs/check.md), for editors and validators.
public enum SchemaCommand {
  /// The word after `navd`.
  public static let name = "schema"
  /// The usage line.
  public static let usage = "navd schema [ios|android]"
  /// One line for `navd --help`.
  public static let summary = "print the JSON Schema of a path configuration"

  /// The subcommand to pass to ``NavdCommand/run(arguments:services:subcommands:)``.
  public static let subcommand = NavdSubcommand(name: name, usage: usage, summary: summary) { run($0) }

  /// The text of `navd schema --help`.
  public static let helpText = """
    Usage: \(usage)

    Prints a JSON Schema (draft 2020-12) of a path-configuration document for the platform
    (default ios): every typed property with its type and values, null accepted, custom keys
    allowed. A document that `navd check --platform P` finds free of errors validates.

    Exit status: 0; 2 for a bad command line.

    """

  /// Runs `navd schema` with the arguments after `schema` on the real standard output and error.
  public static func run(_ arguments: [String]) -> Int32 {
    run(arguments: arguments, standardOutput: { SystemIO.writeAll(1, $0) }, standardError: { SystemIO.writeAll(2, $0) })
  }

  /// Runs `navd schema`; the schema is one JSON document on one line of `standardOutput`.
  public static func run(
    arguments: [String], standardOutput: (String) -> Void, standardError: (String) -> Void
  ) -> Int32 {
    let platform: Platform
    do {
      guard let chosen = try parse(arguments) else {
        standardOutput(helpText)
        return 0
      }
      platform = chosen
    } catch {
      standardError(error.report(subcommand: name, usage: usage))
      return 2
    }
    standardOutput(PathConfigurationSchema.schema(for: platform).jsonText + "\n")
    return 0
  }

  /// The platform the arguments after `schema` name (ios when none); `nil` for `-h`/`--help`.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> Platform? {
    var platform: Platform?
    var reader = ArgumentReader(arguments)
    while let argument = try reader.next() {
      switch argument {
      case .operand(let word):
        guard platform == nil else { throw .unexpectedArgument(word) }
        guard let named = Platform(rawValue: word) else {
          throw .invalidValue(option: "schema", value: word, expected: "ios or android")
        }
        platform = named
      case .option("-h"), .option("--help"): return nil
      case .option: throw reader.unknownOption
      }
    }
    return platform ?? .default
  }
}
