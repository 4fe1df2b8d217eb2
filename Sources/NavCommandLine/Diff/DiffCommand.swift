import JSONRPC
import NavProtocol

/// `navd diff [--platform ios|android|auto] [--format text|json|sarif|github] OLD NEW` (or
/// `--ios-file F --android-file G`): what a change to a path configuration does to real URLs,
/// key by key, decided with the regex engine's automata (``ConfigurationDiff``; docs/check.md).
public enum DiffCommand: Subcommand {
  /// The word after `navd`.
  public static let name = "diff"
  /// One line for `navd --help`.
  public static let summary = "show the URLs whose path-configuration properties a change alters"
  package static let operands = "[OLD NEW]"

  package static let discussion = """
    For every property key, finds the URLs whose resolved value differs between two path
    configurations, decided with the regex engine's automata (not by sampling): each
    difference with a shortest URL path that shows it, verified through both documents,
    its old and new value, and the rules that set them. Built-in rules and each platform's
    semantics apply. A key the analysis cannot finish is "undecided", never "the same".
    With --ios-file and --android-file, compares an app's iOS file (old) with its Android
    file (new).
    """

  package static var options: OptionTable<DiffArguments> {
    OptionTable(
      [
        .choice(
          "--platform", "P", choices: Platform.allCases.map { ($0.rawValue, $0) } + [("auto", nil)],
          help: """
            the platform both files are read as: ios, android, or auto (the default:
            decided per file, as navd check decides)
            """
        ) { $0.platform = $1 },
        .choice(
          "--format", "F", of: CheckFormat.self,
          help: """
            text (the default); json (one JSON document); sarif (a SARIF 2.1.0 log on
            the new file); github (GitHub Actions workflow commands)
            """
        ) { $0.format = $1 },
      ]
        + Platform.allCases.enumerated().map { order, platform in
          .file(
            "--\(platform.rawValue)-file",
            help: "the \(platform.rawValue) file, compared as \(order == 0 ? "OLD" : "NEW") (with the other platform's)"
          ) { $0.platformFiles[platform] = $1 }
        } + [
          .endOfOptions("the arguments that follow are files, even if they start with '-'"),
          .help,
        ])
  }

  package static let exitStatus = """
    0 no difference (proved); 1 differences found, or a key undecided; 2 a file
    could not be read or is not a path configuration, or a bad command line.
    """

  package static var initial: DiffArguments { DiffArguments() }

  package static func read(operand: String, optionsEnded: Bool, into parsed: inout DiffArguments)
    throws(ArgumentError)
  {
    if operand == "-" && !optionsEnded { throw .unknownOption("-") }
    guard parsed.operands.count < 2 else { throw .unexpectedArgument(operand) }
    parsed.operands.append(operand)
  }

  package static func options(from parsed: DiffArguments) throws(ArgumentError) -> DiffOptions {
    // --ios-file and --android-file: the platforms in their order, the first as OLD.
    if !parsed.platformFiles.isEmpty {
      if let missing = Platform.allCases.first(where: { parsed.platformFiles[$0] == nil }) {
        throw .missingOperand("--\(missing.rawValue)-file")
      }
      if let extra = parsed.operands.first { throw .unexpectedArgument(extra) }
      return DiffOptions(
        files: Platform.allCases.compactMap { parsed.platformFiles[$0] }, platforms: Platform.allCases,
        format: parsed.format)
    }
    guard parsed.operands.count == 2 else { throw .missingOperand(parsed.operands.isEmpty ? "OLD" : "NEW") }
    return DiffOptions(files: parsed.operands, platform: parsed.platform, format: parsed.format)
  }

  package static func run(_ options: DiffOptions, in environment: SubcommandEnvironment) -> Int32 {
    let documents: [DiffDocument]
    do throws(DiffDocument.Unusable) {
      documents = [
        try DiffDocument.read(options.files[0], platform: options.platforms?[0] ?? options.platform),
        try DiffDocument.read(options.files[1], platform: options.platforms?[1] ?? options.platform),
      ]
    } catch {
      environment.streams.error("navd diff: \(error.message)\n")
      return 2
    }
    let diff = ConfigurationDiff(old: documents[0].configuration, new: documents[1].configuration)
    let result = DiffResult(old: documents[0], new: documents[1], keys: diff.keys())
    let output = environment.streams.output
    switch options.format {
    case .text: for line in DiffRenderer.text(result) { output(line + "\n") }
    case .json: output(DiffRenderer.json(result).jsonText + "\n")
    case .sarif: output(DiffRenderer.sarif(result).jsonText + "\n")
    case .github: for line in DiffRenderer.github(result) { output(line + "\n") }
    }
    return result.exitStatus
  }
}
