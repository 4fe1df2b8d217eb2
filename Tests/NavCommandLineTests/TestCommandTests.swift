import Foundation
import NavJSON
import NavdTestKit
import Testing

@testable import NavCommandLine

/// `navd test` as a command: lines, the closing count, exit statuses, `--platform`, `--json`, `--junit`.
@Suite struct TestCommandTests {
  static let twoPlatforms = """
    [
      \(ScenarioSamples.scenario("modal", steps: #"[{"route": "/posts/new", "expect": {"presented": true}}]"#)),
      \(ScenarioSamples.scenario("both", steps: #"[{"route": "/posts", "expect": {"main": ["/posts"]}}]"#, extra: #""platforms": ["ios", "android"], "#))
    ]
    """

  @Test func passingRunsExitZero() throws {
    let scratch = try ScratchDirectory(prefix: "navd-test")
    defer { scratch.remove() }
    let run = try CommandRun.test(
      ScenarioSamples.scenario(steps: #"[{"route": "/posts", "expect": {"main": ["/posts"]}}]"#), in: scratch)
    #expect(run.status == 0)
    #expect(run.standardOutput == "ok   flow [ios]\n1 passed, 0 failed\n")
  }

  @Test func aScenarioListingBothPlatformsRunsOnBoth() throws {
    let scratch = try ScratchDirectory(prefix: "navd-test")
    defer { scratch.remove() }
    let run = try CommandRun.test(Self.twoPlatforms, in: scratch)
    #expect(run.status == 0)
    #expect(run.lines == ["ok   modal [ios]", "ok   both [ios]", "ok   both [android]", "3 passed, 0 failed", ""])
  }

  /// docs/android.md: dismissing a modal reveals the screen below it with a `restore` visit on
  /// Android, without one on iOS; a per-platform block says so, and a shared expectation fails on
  /// one side only.
  @Test func perPlatformExpectationsRunOnTheirPlatform() throws {
    let scratch = try ScratchDirectory(prefix: "navd-test")
    defer { scratch.remove() }
    let steps = #"""
      [{"route": "/posts"}, {"route": "/posts/new"},
       {"method": "ui/dismissModal",
        "expect": {"main": ["/posts"], "ios": {"visits": []}, "android": {"visits": [{"url": "/posts", "action": "restore"}]}}}]
      """#
    let extra = #""platforms": ["ios", "android"], "#
    let passing = try CommandRun.test(ScenarioSamples.scenario(steps: steps, extra: extra), in: scratch)
    #expect(passing.lines == ["ok   flow [ios]", "ok   flow [android]", "2 passed, 0 failed", ""])
    let shared = steps.replacingOccurrences(of: #""ios": {"visits": []}, "#, with: #""visits": [], "#)
    let failing = try CommandRun.test(
      ScenarioSamples.scenario(
        steps: shared.replacingOccurrences(
          of: #", "android": {"visits": [{"url": "/posts", "action": "restore"}]}"#, with: ""), extra: extra),
      in: scratch)
    #expect(
      failing.lines == [
        "ok   flow [ios]",
        #"FAIL flow [android]: steps[2].expect.visits[0]: expected absent, found {"url":"https://blog.example/posts","action":"restore","load":"snapshot"}"#,
        "1 passed, 1 failed", "",
      ])
    #expect(failing.status == 1)
  }

  @Test func platformSelectsTheScenariosThatListIt() throws {
    let scratch = try ScratchDirectory(prefix: "navd-test")
    defer { scratch.remove() }
    let ios = try CommandRun.test(Self.twoPlatforms, in: scratch, options: ["--platform", "ios"])
    #expect(ios.lines == ["ok   modal [ios]", "ok   both [ios]", "2 passed, 0 failed", ""])
    let android = try CommandRun.test(Self.twoPlatforms, in: scratch, options: ["--platform=android"])
    #expect(android.lines == ["ok   both [android]", "1 passed, 0 failed", ""])
  }

  @Test func jsonPrintsOneDocumentInsteadOfTheLines() throws {
    let scratch = try ScratchDirectory(prefix: "navd-test")
    defer { scratch.remove() }
    let text = ScenarioSamples.scenario(
      steps: #"[{"route": "/posts"}, {"route": "/posts/new", "expect": {"modal": ["/posts/edit"]}}]"#)
    let run = try CommandRun.test(text, in: scratch, options: ["--json"])
    #expect(run.status == 1)
    let document = try JSONParser.parse(run.standardOutput)
    let file = scratch.path("flow.json")
    #expect(
      document
        == [
          "results": [
            [
              "file": .string(file), "name": "flow", "platform": "ios", "passed": false, "step": 1,
              "expectation": "modal[0]", "expected": "/posts/edit", "found": "https://blog.example/posts/new",
              "message": #"steps[1].expect.modal[0]: expected "/posts/edit", found "https://blog.example/posts/new""#,
            ]
          ],
          "passed": 0, "failed": 1,
        ])
  }

  @Test func junitIsWrittenBesideTheLines() throws {
    let scratch = try ScratchDirectory(prefix: "navd-test")
    defer { scratch.remove() }
    let report = scratch.path("report.xml")
    let run = try CommandRun.test(Self.twoPlatforms, in: scratch, options: ["--junit", report, "--platform", "ios"])
    #expect(run.status == 0)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains(#"<testsuite name="\#(scratch.path("flow.json"))" tests="2" failures="0""#))
    #expect(xml.contains(#"<testcase name="both [ios]" classname="\#(scratch.path("flow.json"))""#))
  }

  @Test func anUnwritableJUnitFileIsExitTwo() throws {
    let scratch = try ScratchDirectory(prefix: "navd-test")
    defer { scratch.remove() }
    let run = try CommandRun.test(
      Self.twoPlatforms, in: scratch, options: ["--junit", scratch.path("missing/report.xml"), "--platform", "ios"])
    #expect(run.status == 2)
    #expect(
      run.standardError == "navd test: cannot write \(scratch.path("missing/report.xml")): No such file or directory\n")
  }

  @Test(arguments: [
    (["--platform", "web", "x.json"], #"navd test: invalid value "web" for --platform: expected ios or android"#),
    (["--junit"], "navd test: option --junit needs a value"),
    (["--frobnicate", "x.json"], "navd test: unknown option --frobnicate"),
    ([], "navd test: no PATH given"),
  ])
  func badCommandLinesAreExitTwo(_ arguments: [String], _ message: String) {
    let run = CommandRun.test(arguments)
    #expect(run.status == 2)
    #expect(run.standardError == "\(message)\nUsage: \(TestCommand.usage)\n")
  }

  @Test func theProgressLineShowsOnlyOnATerminalAfterASecond() {
    var written: [String] = []
    var quiet = ProgressLine(total: 3, isTerminal: false) { written.append($0) }
    quiet.update(done: 1)
    quiet.clear()
    #expect(written.isEmpty)
    var early = ProgressLine(total: 3, isTerminal: true) { written.append($0) }
    early.update(done: 1)
    #expect(written.isEmpty)
  }
}
