import JSONRPC
import NavProtocol
import Testing

@testable import NavCommandLine

/// The one way every command reads its arguments (``ArgumentReader``), and each command's parser
/// keeping to it.
@Suite struct ArgumentReaderTests {
  /// What the reader yields for `arguments` when `--value` takes a value and every other option
  /// none: `option NAME`, `value TEXT`, `operand TEXT`, then `error MESSAGE` if it stops.
  static func events(_ arguments: [String]) -> [String] {
    var reader = ArgumentReader(arguments)
    var events: [String] = []
    do throws(ArgumentError) {
      while let argument = try reader.next() {
        if case .option(let name) = argument, name != "--unknown" { events.append("option \(name)") }
        switch argument {
        case .option("--value"): events.append("value \(try reader.value())")
        case .option("--file"): events.append("value \(try reader.filePath())")
        case .option("--count"): events.append("value \(try reader.positiveInteger(maximum: 9))")
        case .option("--unknown"): throw reader.unknownOption
        case .option: break
        case .operand(let operand): events.append("operand \(operand)")
        }
      }
    } catch {
      events.append("error \(error.message)")
    }
    return events
  }

  static let cases: [([String], [String])] = [
    (
      ["--value", "x", "--value=y", "--value="],
      ["option --value", "value x", "option --value", "value y", "option --value", "value "]
    ),
    (["--value", "--flag"], ["option --value", "value --flag"]),
    (["a", "-", "-h", "--flag"], ["operand a", "operand -", "option -h", "option --flag"]),
    (["--", "--flag", "-", "--"], ["operand --flag", "operand -", "operand --"]),
    (["--flag=yes", "a"], ["option --flag", "error option --flag takes no value"]),
    (["a", "--flag="], ["operand a", "option --flag", "error option --flag takes no value"]),
    (["--value"], ["option --value", "error option --value needs a value"]),
    (["--unknown=1"], ["error unknown option --unknown"]),
    (["--file", ""], ["option --file", "error invalid value \"\" for --file: expected a file path"]),
    (["--file="], ["option --file", "error invalid value \"\" for --file: expected a file path"]),
    (
      ["--count=9", "--count", "0"],
      [
        "option --count", "value 9", "option --count",
        "error invalid value \"0\" for --count: expected an integer from 1 to 9",
      ]
    ),
    (
      ["--count", "10"], ["option --count", "error invalid value \"10\" for --count: expected an integer from 1 to 9"]
    ),
    (["--count", "x"], ["option --count", "error invalid value \"x\" for --count: expected an integer from 1 to 9"]),
  ]

  @Test(arguments: cases)
  func readsOptionsValuesAndOperands(_ arguments: [String], _ expected: [String]) {
    #expect(Self.events(arguments) == expected)
  }

  /// A command line, run through one command's parser, and the problem it has.
  static let badCommandLines: [(command: String, arguments: [String], problem: ArgumentError)] = [
    ("navd", ["-"], .unexpectedArgument("-")),
    ("navd", ["--", "--help"], .unexpectedArgument("--help")),
    ("check", ["--json=yes", "a.json"], .unexpectedValue(option: "--json")),
    ("check", ["--verbose=1", "a.json"], .unknownOption("--verbose")),
    ("explain", ["--json=1", "https://a.example/"], .unexpectedValue(option: "--json")),
    (
      "explain", ["--from", "", "https://a.example/"],
      .invalidValue(option: "--from", value: "", expected: "a file path")
    ),
    ("test", ["--json=yes", "x.json"], .unexpectedValue(option: "--json")),
    (
      "compare", ["--configuration=", "s.json"],
      .invalidValue(option: "--configuration", value: "", expected: "a file path")
    ),
    (
      "scaffold", ["--output=", "routes", "t.json"],
      .invalidValue(option: "--output", value: "", expected: "a file path")
    ),
    ("replay", ["--update=yes", "a.jsonl"], .unexpectedValue(option: "--update")),
    ("lsp", ["--stdio=1"], .unexpectedValue(option: "--stdio")),
    ("lsp", ["file.json"], .unexpectedArgument("file.json")),
    ("lsp", ["--framing", "ndjson"], .unknownOption("--framing")),
    ("lsp", ["--log-level"], .missingValue(option: "--log-level")),
    (
      "lsp", ["--max-message-bytes=0"],
      .invalidValue(option: "--max-message-bytes", value: "0", expected: "an integer from 1 to 2147483647")
    ),
    ("schema", ["ios", "android"], .unexpectedArgument("android")),
    ("schema", ["web"], .invalidValue(option: "schema", value: "web", expected: "ios or android")),
    ("schema", ["--platform", "ios"], .unknownOption("--platform")),
  ]

  /// The problem `command`'s parser finds in `arguments`, or `nil` when it accepts them.
  static func problem(_ command: String, _ arguments: [String]) -> ArgumentError? {
    do throws(ArgumentError) {
      switch command {
      case "navd": _ = try NavdInvocation.parse(arguments)
      case "check": _ = try CheckInvocation.parse(arguments)
      case "explain": _ = try ExplainInvocation.parse(arguments)
      case "test": _ = try TestOptions.parse(arguments)
      case "compare": _ = try CompareOptions.parse(arguments)
      case "scaffold": _ = try ScaffoldOptions.parse(arguments)
      case "replay": _ = try ReplayInvocation.parse(arguments)
      case "lsp": _ = try LanguageServerCommand.parse(arguments)
      default: _ = try SchemaCommand.parse(arguments)
      }
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: badCommandLines)
  func everyCommandReadsTheSameWay(_ command: String, _ arguments: [String], _ problem: ArgumentError) {
    #expect(Self.problem(command, arguments) == problem)
  }

  @Test func optionsTakeAnInlineValueAndDoubleDashEndsThem() throws {
    let explained = try ExplainInvocation.parse(["--configuration=c.json", "--platform=android", "--", "-odd"])
    #expect(explained == .explain(ExplainOptions(url: "-odd", configurationFile: "c.json", platform: "android")))
    #expect(try CheckInvocation.parse(["--", "-"]) == .check(CheckOptions(files: ["-"])))
    #expect(try TestOptions.parse(["-"])?.paths == ["-"])
    var served = ServerOptions<NoLayerOptions>()
    served.framingMode = .lsp
    served.skipsOversizedMessages = true
    served.logLevel = .debug
    served.limits.maxMessageBytes = 7
    #expect(
      try LanguageServerCommand.parse(["--stdio", "--log-level=debug", "--max-message-bytes", "7"]) == .serve(served))
  }
}
