import JSONRPC
import NavCommandLine
import NavDaemon
import Testing

/// `navd` argument parsing: every flag, both spellings, and every kind of bad command line.
@Suite struct CommandLineTests {
  @Test func noArgumentsServesWithDefaults() throws {
    #expect(try NavdInvocation.parse([]) == .serve(DaemonOptions()))
  }

  @Test func everyFlag() throws {
    let invocation = try NavdInvocation.parse([
      "--framing", "lsp", "--log-level=debug", "--max-message-bytes", "1000", "--max-depth=20",
      "--max-clients", "3", "--max-stack-entries", "4", "--path-configuration", "conf.json",
    ])
    var expected = DaemonOptions()
    expected.framingMode = .lsp
    expected.logLevel = .debug
    expected.limits = MessageLimits(maxMessageBytes: 1000, maxDepth: 20)
    expected.layer.limits = NavigationLimits(maxClients: 3, maxStackEntries: 4)
    expected.layer.pathConfigurationFile = "conf.json"
    #expect(invocation == .serve(expected))
  }

  @Test func helpAndVersion() throws {
    #expect(try NavdInvocation.parse(["--help"]) == .help)
    #expect(try NavdInvocation.parse(["-h"]) == .help)
    #expect(try NavdInvocation.parse(["--framing", "lsp", "--version"]) == .version)
  }

  static let bad: [([String], ArgumentError)] = [
    (["--frame", "lsp"], .unknownOption("--frame")),
    (["-x"], .unknownOption("-x")),
    (["--framing"], .missingValue(option: "--framing")),
    (["--framing", "xml"], .invalidValue(option: "--framing", value: "xml", expected: "lsp, ndjson or auto")),
    (
      ["--log-level=loud"],
      .invalidValue(option: "--log-level", value: "loud", expected: "error, warning, info or debug")
    ),
    (
      ["--max-depth", "0"],
      .invalidValue(option: "--max-depth", value: "0", expected: "an integer from 1 to 10000")
    ),
    (
      ["--max-depth", "10001"],
      .invalidValue(option: "--max-depth", value: "10001", expected: "an integer from 1 to 10000")
    ),
    (
      ["--max-clients", "many"],
      .invalidValue(option: "--max-clients", value: "many", expected: "an integer from 1 to 2147483647")
    ),
    (
      ["--max-message-bytes=-5"],
      .invalidValue(option: "--max-message-bytes", value: "-5", expected: "an integer from 1 to 2147483647")
    ),
    (["--path-configuration="], .invalidValue(option: "--path-configuration", value: "", expected: "a file path")),
    (["check", "file.json"], .unexpectedArgument("check")),
  ]

  @Test(arguments: bad)
  func badCommandLines(arguments: [String], expected: ArgumentError) {
    #expect(throws: expected) { try NavdInvocation.parse(arguments) }
  }

  @Test func subcommandsAreDispatchedByTheirFirstWord() throws {
    #expect(
      try NavdInvocation.parse(["check", "a.json", "--x"], subcommands: ["check"])
        == .subcommand(name: "check", arguments: ["a.json", "--x"]))
  }

  @Test func helpListsEveryFlagWithItsDefault() {
    let subcommand = NavdSubcommand(name: "check", usage: "navd check FILE", summary: "checks FILE") { _ in 0 }
    let help = HelpText.full(subcommands: [subcommand])
    for fragment in [
      "--framing lsp|ndjson|auto", "(default: auto)", "--log-level", "(default: warning)",
      "--max-message-bytes N", "(default: 16777216)", "--max-depth N", "(default: 512)", "--max-clients N",
      "(default: 10000)", "--max-stack-entries N", "--path-configuration FILE", "--help", "--version",
      "navd check FILE", "checks FILE",
    ] {
      #expect(help.contains(fragment), "\(fragment)")
    }
  }
}
