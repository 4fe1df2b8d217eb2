import Foundation
import NavCommandLine
import NavDaemon
import NavdTestKit
import Testing

@Suite struct CheckCommandTests {
  @Test func cleanFileExitsZero() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let file = try scratch.file("app.json", CheckSamples.cleanPathConfiguration)
    let run = CommandRun.check([file])
    #expect(run.status == 0)
    #expect(run.standardOutput == "1 file checked: no problems\n")
    #expect(run.standardError == "")
  }

  @Test func problemsArePrintedOnePerLineWithTheFileAndExitOne() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let file = try scratch.file("app.json", CheckSamples.modalTypo)
    let run = CommandRun.check([file])
    #expect(run.status == 1)
    #expect(
      run.standardOutput == """
        \(file):rules[0].properties.context: error: unknown value "Modal" (expected one of default, modal); did you mean "modal"?
        \(file):rules[1].patterns[0]: error: invalid regular expression "/edit(": unbalanced parenthesis: '(' is never closed (at offset 5); the pattern is skipped
        \(file):rules[1].patterns: warning: no pattern of the rule is a valid regular expression, so it never applies
        1 file checked: 2 errors, 1 warning

        """)
    #expect(run.standardError == "")
  }

  @Test func aSyntaxErrorIsAProblemAtLineAndColumn() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let file = try scratch.file("broken.json", CheckSamples.syntaxError)
    let run = CommandRun.check([file])
    #expect(run.status == 1)
    #expect(
      run.standardOutput == """
        \(file):3:25: error: invalid JSON: unexpected '}', expected a string key
        1 file checked: 1 error

        """)
  }

  @Test func ambiguousRoutesAreReported() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let file = try scratch.file("routes.json", CheckSamples.ambiguousRoutes)
    let run = CommandRun.check([file])
    #expect(run.status == 1)
    #expect(
      run.standardOutput == """
        \(file):[1].patterns[0]: error: "kkbox://album/{name}" and "kkbox://album/{id}" ([0].patterns[0]) both match kkbox://album/x at equal rank
        1 file checked: 1 error

        """)
  }

  @Test func aMissingFileExitsTwoOnStandardError() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let missing = scratch.path("missing.json")
    let run = CommandRun.check([missing])
    #expect(run.status == 2)
    #expect(run.standardError == "navd check: cannot read \(missing): No such file or directory\n")
    #expect(run.standardOutput == "1 file checked: 1 unreadable\n")
  }

  @Test func aDirectoryIsUnreadable() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let run = CommandRun.check([scratch.directory.path])
    #expect(run.status == 2)
    #expect(run.standardError == "navd check: cannot read \(scratch.directory.path): Is a directory\n")
  }

  @Test func everyFileIsCheckedAndUnreadableWins() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let rules = try scratch.file("rules.json", CheckSamples.emptyRule)
    let missing = scratch.path("missing.json")
    let routes = try scratch.file("routes.json", CheckSamples.cleanRoutes)
    let run = CommandRun.check([rules, missing, routes])
    #expect(run.status == 2)
    #expect(
      run.standardOutput == """
        \(rules):rules[0].patterns: warning: the rule has no patterns, so it never applies
        3 files checked: 1 unreadable, 1 warning

        """)
    #expect(run.standardError == "navd check: cannot read \(missing): No such file or directory\n")
  }

  @Test func jsonOutputIsOneDocument() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let rules = try scratch.file("rules.json", CheckSamples.emptyRule)
    let broken = try scratch.file("broken.json", "[1,")
    let clean = try scratch.file("client.json", CheckSamples.cleanRoutes)
    let missing = scratch.path("missing.json")
    let run = CommandRun.check(["--json", rules, broken, clean, missing])
    #expect(run.status == 2)
    let expected =
      #"{"files":[{"file":"\#(rules)","kind":"pathConfiguration","platform":"ios","platformFrom":"default","#
      + #""problems":[{"path":"rules[0].patterns","#
      + #""line":1,"column":25,"severity":"warning","code":"emptyPatterns","#
      + #""message":"the rule has no patterns, so it never applies","#
      + #""range":{"start":{"offset":24,"line":1,"column":25},"end":{"offset":26,"line":1,"column":27}}}]},"#
      + #"{"file":"\#(broken)","kind":null,"platform":null,"platformFrom":null,"#
      + #""problems":[{"path":"","line":1,"column":4,"severity":"error","#
      + #""code":"invalidJSON","message":"invalid JSON: unexpected end of input","#
      + #""range":{"start":{"offset":3,"line":1,"column":4},"end":{"offset":3,"line":1,"column":4}}}]},"#
      + #"{"file":"\#(clean)","kind":"routeTable","platform":"ios","platformFrom":"default","problems":[]},"#
      + #"{"file":"\#(missing)","unreadable":"No such file or directory"}],"#
      + #""errors":1,"warnings":1,"unreadable":1,"exitStatus":2}"# + "\n"
    #expect(run.standardOutput == expected)
  }

  @Test func argumentsAfterDoubleDashAreFiles() throws {
    #expect(
      try CheckInvocation.parse(["--json", "--", "-odd.json", "--help"])
        == .check(CheckOptions(files: ["-odd.json", "--help"], json: true)))
    let run = CommandRun.check(["--", "-surely-missing-navd-check.json"])
    #expect(run.status == 2)
    #expect(run.standardError == "navd check: cannot read -surely-missing-navd-check.json: No such file or directory\n")
  }

  static let badCommandLines: [(arguments: [String], message: String)] = [
    ([], "navd check: no FILE given\nUsage: \(CheckCommand.usage)\n"),
    (["--json"], "navd check: no FILE given\nUsage: \(CheckCommand.usage)\n"),
    (["--verbose", "a.json"], "navd check: unknown option --verbose\nUsage: \(CheckCommand.usage)\n"),
    (["-"], "navd check: unknown option -\nUsage: \(CheckCommand.usage)\n"),
  ]

  @Test(arguments: badCommandLines)
  func aBadCommandLineExitsTwo(_ row: (arguments: [String], message: String)) {
    let run = CommandRun.check(row.arguments)
    #expect(run.status == 2)
    #expect(run.standardError == row.message)
    #expect(run.standardOutput == "")
  }

  @Test(arguments: [["--help"], ["-h"], ["a.json", "--help"]])
  func helpExitsZero(_ arguments: [String]) {
    let run = CommandRun.check(arguments)
    #expect(run.status == 0)
    #expect(run.standardOutput == CheckCommand.helpText)
    #expect(
      run.standardOutput.hasPrefix(
        "Usage: navd check [--platform ios|android|auto] [--format text|json|sarif|github] FILE...\n"))
  }
}

@Suite struct CheckSubcommandTests {
  @Test func navdDispatchesCheckToTheCommand() {
    let status = NavdCommand.run(
      arguments: ["check", "/surely/missing/navd-check.json"], services: NavigationMethodLayer.self,
      subcommands: [CheckCommand.subcommand])
    #expect(status == 2)
    #expect(CheckCommand.subcommand.name == "check")
    #expect(
      CheckCommand.subcommand.usage
        == "navd check [--platform ios|android|auto] [--format text|json|sarif|github] FILE...")
  }
}
