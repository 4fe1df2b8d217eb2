import Foundation
import NavCommandLine
import NavDaemon
import NavdTestKit
import Testing

@testable import JSONRPC

/// `navd replay [--update] FILE...` and `navd --record FILE` on the command line (docs/recording.md).
@Suite struct ReplayCommandTests {
  /// Records an NDJSON session of the navigation layer into `path`, as `navd --record` would.
  static func record(_ lines: [String], to path: String, options: DaemonOptions = DaemonOptions()) throws {
    let session = DaemonSession(
      services: try NavigationMethodLayer(
        startup: SessionStartup(limits: options.limits, options: options.layer)),
      limits: options.limits, framingMode: options.framingMode, logger: .silent)
    session.recorder = try RecordingFile(path: path, arguments: options.recordedArguments, logger: .silent)
    for line in lines { session.receive(Array((line + "\n").utf8)) }
    session.endOfInput()
  }

  static let session = [
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"configuration":{"startLocation":"https://app.example/"}}}"#,
    #"{"jsonrpc":"2.0","id":2,"method":"route","params":{"url":"https://app.example/one"}}"#,
    #"{"jsonrpc":"2.0","id":3,"method":"router/decide","params":{"url":"https://elsewhere.example/"}}"#,
    #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#,
  ]

  static func lines(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  static func write(_ lines: [String], to path: String) throws {
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func recordFlagIsParsed() throws {
    var expected = DaemonOptions()
    expected.recordFile = "session.jsonl"
    #expect(try NavdInvocation.parse(["--record", "session.jsonl"]) == .serve(expected))
    #expect(try NavdInvocation.parse(["--record=session.jsonl"]) == .serve(expected))
    #expect(throws: ArgumentError.missingValue(option: "--record")) { try NavdInvocation.parse(["--record"]) }
    #expect(throws: ArgumentError.invalidValue(option: "--record", value: "", expected: "a file path")) {
      try NavdInvocation.parse(["--record="])
    }
    #expect(
      try NavdInvocation.parse(["replay", "a.jsonl"], subcommands: ["replay"])
        == .subcommand(name: "replay", arguments: ["a.jsonl"]))
    #expect(
      HelpText.full(subcommands: [ReplayCommand.subcommand(services: NavigationMethodLayer.self)]).contains(
        "--record FILE"))
    #expect(
      HelpText.usage(subcommands: [ReplayCommand.subcommand(services: NavigationMethodLayer.self)]).contains(
        ReplayCommand.usage))
  }

  static let invocations: [([String], ReplayInvocation)] = [
    (["a.jsonl"], .replay(files: ["a.jsonl"], update: false)),
    (["--update", "a.jsonl", "b.jsonl"], .replay(files: ["a.jsonl", "b.jsonl"], update: true)),
    (["a.jsonl", "--update"], .replay(files: ["a.jsonl"], update: true)),
    (["--", "--update", "-"], .replay(files: ["--update", "-"], update: false)),
    (["a.jsonl", "-h"], .help),
  ]

  @Test(arguments: invocations)
  func invocation(arguments: [String], expected: ReplayInvocation) throws {
    #expect(try ReplayInvocation.parse(arguments) == expected)
  }

  @Test func badCommandLines() {
    #expect(throws: ArgumentError.missingOperand("FILE")) { try ReplayInvocation.parse(["--update"]) }
    #expect(throws: ArgumentError.unknownOption("--json")) { try ReplayInvocation.parse(["--json", "a"]) }
    let run = CommandRun.replay([])
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(run.standardError == "navd replay: no FILE given\nUsage: navd replay [--update] FILE...\n")
    let help = CommandRun.replay(["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput == ReplayCommand.helpText)
  }

  @Test func aRecordingReplaysAndATamperedOneFailsAtItsLine() throws {
    let scratch = try ScratchDirectory(prefix: "navd-replay")
    defer { scratch.remove() }
    let path = scratch.path("session.jsonl")
    try Self.record(Self.session, to: path)
    var lines = try Self.lines(path)
    #expect(lines.count == 9)
    #expect(
      lines[5]
        == #"{"in":{"jsonrpc":"2.0","id":3,"method":"router/decide","params":{"url":"https://elsewhere.example/"}}}"#)
    #expect(lines[6] == #"{"out":{"jsonrpc":"2.0","id":3,"result":{"decision":"cancel","handler":"safari"}}}"#)
    let run = CommandRun.replay([path])
    #expect(run.status == 0)
    #expect(run.standardOutput == "ok \(path)\n1 passed, 0 failed\n")
    #expect(run.standardError == "")

    lines[6] = #"{"out":{"jsonrpc":"2.0","id":3,"result":{"handler":"browser","decision":"cancel"}}}"#
    let tampered = scratch.path("tampered.jsonl")
    try Self.write(lines, to: tampered)
    let failed = CommandRun.replay([path, tampered])
    #expect(failed.status == 1)
    #expect(
      failed.standardOutput
        == "ok \(path)\n\(tampered):7: $.result.handler: recorded \"browser\", now \"safari\"\n1 passed, 1 failed\n")

    let updated = CommandRun.replay(["--update", tampered])
    #expect(updated.status == 0)
    #expect(updated.standardOutput == "updated \(tampered)\n")
    #expect(try Self.lines(tampered) == Self.lines(path))
    #expect(!FileManager.default.fileExists(atPath: scratch.path("tampered.jsonl.navd-update-\(getpid())")))
  }

  @Test func filesThatCannotBeReplayedExit2AndCountAsFailed() throws {
    let scratch = try ScratchDirectory(prefix: "navd-replay")
    defer { scratch.remove() }
    let good = scratch.path("good.jsonl")
    try Self.record(Self.session, to: good)
    let cases: [(String, String)] = [
      (#"{"options":["--bogus"]}"#, "1: not a recording: the options are not navd's: unknown option --bogus"),
      (
        #"{"options":["--help"]}"#,
        "1: not a recording: the options are not navd's: they ask for --help, not for serving"
      ),
      (
        #"{"options":["--record","x.jsonl"]}"#,
        "1: not a recording: the options are not navd's: --record cannot be replayed"
      ),
      (
        "[]",
        #"1: not a recording: the line is a JSON array; expected an object with one of "options", "in", "in_raw", "in_bytes", "in_over_limit", "out""#
      ),
    ]
    for (index, (contents, message)) in cases.enumerated() {
      let file = try scratch.file("bad\(index).jsonl", contents + "\n")
      let run = CommandRun.replay([good, file])
      #expect(run.status == 2)
      #expect(run.standardOutput == "ok \(good)\n1 passed, 1 failed\n")
      #expect(run.standardError == "\(file):\(message)\n")
      #expect(CommandRun.replay(["--update", file]).status == 2)
    }
    let missing = scratch.path("missing.jsonl")
    let unreadable = CommandRun.replay([missing])
    #expect(unreadable.status == 2)
    #expect(unreadable.standardOutput == "0 passed, 1 failed\n")
    #expect(unreadable.standardError == "navd replay: cannot read \(missing): No such file or directory\n")

    let noConfiguration = try scratch.file(
      "startup.jsonl", #"{"options":["--path-configuration","\#(scratch.path("gone.json"))"]}"# + "\n")
    let startup = CommandRun.replay([noConfiguration])
    #expect(startup.status == 2)
    #expect(startup.standardError.hasPrefix("\(noConfiguration): navd cannot start with the recorded options: "))
    #expect(startup.standardError.contains("gone.json"))
  }

  @Test func theRecordedOptionsAreTheOnesReplayedWith() throws {
    let scratch = try ScratchDirectory(prefix: "navd-replay")
    defer { scratch.remove() }
    let path = scratch.path("limited.jsonl")
    var options = DaemonOptions()
    options.layer.limits.maxClients = 1
    try Self.record(
      [
        Self.session[0],
        #"{"jsonrpc":"2.0","id":2,"method":"client/open","params":{"client":"second"}}"#,
      ], to: path, options: options)
    let lines = try Self.lines(path)
    #expect(lines[0].contains(#""--max-clients","1""#))
    #expect(lines[4].contains(#""code":-32012"#))
    #expect(CommandRun.replay([path]).status == 0)
    var relaxed = lines
    relaxed[0] = relaxed[0].replacingOccurrences(of: #""--max-clients","1""#, with: #""--max-clients","2""#)
    try Self.write(relaxed, to: path)
    let run = CommandRun.replay([path])
    #expect(run.status == 1)
    #expect(run.standardOutput.hasPrefix("\(path):5: $.error: recorded {\"code\":-32012,"))
  }
}
