import Foundation
import NavCommandLine
import NavdTestKit
import Testing

/// Invalid scenario files (docs/protocol.md §13): every problem is reported at its JSON path (line and
/// column for a syntax error), every invalid file of the run at once, and nothing runs (exit 2).
@Suite struct ScenarioDecodingTests {
  struct Invalid: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var line: String
    var testDescription: String { name }
  }

  static let app = #""configuration": {"startLocation": "https://blog.example/"}"#

  static let cases: [Invalid] = [
    Invalid(
      name: "unknown expectation key",
      file: #"{"name": "x", \#(app), "steps": [{"route": "/a"}, {"method": "pop", "expect": {"modl": []}}]}"#,
      line: "steps[1].expect.modl: unknown expectation key"),
    Invalid(
      name: "unknown expectation key in a platform block",
      file: #"{"name": "x", \#(app), "steps": [{"method": "pop", "expect": {"android": {"mian": []}}}]}"#,
      line: "steps[0].expect.android.mian: unknown expectation key"),
    Invalid(
      name: "unknown step method",
      file: #"{"name": "x", "steps": [{"method": "teleport"}]}"#,
      line: #"steps[0].method: "teleport" is not a step method"#),
    Invalid(
      name: "a client param",
      file: #"{"name": "x", "steps": [{"method": "pop", "params": {"client": "other"}}]}"#,
      line: #"steps[0].params.client: a step acts on its own private client; remove "client""#),
    Invalid(
      name: "a path without a start location",
      file: #"{"name": "x", "steps": [{"route": "/posts"}]}"#,
      line: #"steps[0].route: the path "/posts" needs a start location"#),
    Invalid(
      name: "a path without a start location on the android side",
      file:
        #"{"name": "x", "platforms": ["ios", "android"], "ios": {"startLocation": "https://a.example/"}, "steps": [{"route": "/p"}]}"#,
      line:
        #"steps[0].route: the path "/p" needs a start location, but the configuration for android ("configuration")"#),
    Invalid(
      name: "JSON syntax error",
      file: "{\"name\": \"x\",\n  \"steps\": [}\n",
      line: "2:13: invalid JSON: unexpected '}', expected a JSON value"),
    Invalid(
      name: "platform in a configuration",
      file: #"{"name": "x", "configuration": {"platform": "ios"}, "steps": []}"#,
      line: "configuration.platform: is chosen by the scenario's \"platforms\""),
    Invalid(
      name: "an invalid configuration, validated before running",
      file: #"{"name": "x", "configuration": {"routeDecisionHandlers": ["teleport"]}, "steps": []}"#,
      line: "configuration.routeDecisionHandlers[0]: must be one of"),
    Invalid(
      name: "a configuration invalid for one of the platforms it runs on",
      file:
        #"{"name": "x", "platforms": ["ios", "android"], "configuration": {"routeDecisionHandlers": ["app-navigation", "safari"]}, "steps": []}"#,
      line: "configuration.routeDecisionHandlers[1]: "),
    Invalid(
      name: "an invalid path configuration problem at its path",
      file: #"{"name": "x", "ios": {"pathConfiguration": {"rules": [{"patterns": "x"}]}}, "steps": []}"#,
      line: "ios.pathConfiguration.rules[0].patterns:"),
    Invalid(
      name: "duplicate names",
      file: #"[{"name": "x", "steps": []}, {"name": "x", "steps": []}]"#,
      line: #"[1].name: duplicates [0].name "x""#),
    Invalid(
      name: "no name",
      file: #"{"steps": []}"#,
      line: "name: is required"),
    Invalid(
      name: "unknown scenario key",
      file: #"{"name": "x", "step": [], "steps": []}"#,
      line: "step: is not a key of a scenario"),
    Invalid(
      name: "unknown platform",
      file: #"{"name": "x", "platforms": ["ios", "web"], "steps": []}"#,
      line: #"platforms[1]: must be "ios" or "android", not "web""#),
    Invalid(
      name: "an expect-only step with a result key",
      file: #"{"name": "x", "steps": [{"expect": {"decision": "navigate"}}]}"#,
      line: #"steps[0].expect.decision: a step without a method can only expect"#),
    Invalid(
      name: "an expectation of the wrong type",
      file: #"{"name": "x", "steps": [{"method": "pop", "expect": {"presented": "yes"}}]}"#,
      line: "steps[0].expect.presented: must be a boolean, not string"),
    Invalid(
      name: "a bad list item",
      file: #"{"name": "x", "steps": [{"method": "pop", "expect": {"main": ["/a", 3]}}]}"#,
      line: "steps[0].expect.main[1]: must be a URL, a /path or null, not number"),
    Invalid(
      name: "a bad route expectation",
      file: #"{"name": "x", "steps": [{"method": "pop", "expect": {"route": {"nam": "a"}}}]}"#,
      line: #"steps[0].expect.route.nam: is not a key of a route"#),
    Invalid(
      name: "an unknown visit load",
      file: #"{"name": "x", "steps": [{"method": "pop", "expect": {"visits": [{"url": "/a", "load": "cache"}]}}]}"#,
      line: #"steps[0].expect.visits[0].load: must be "network", "response" or "snapshot""#),
    Invalid(
      name: "an unknown visit key",
      file: #"{"name": "x", "steps": [{"method": "pop", "expect": {"visits": [{"url": "/a", "session": "main"}]}}]}"#,
      line: #"steps[0].expect.visits[0].session: is not a key of a visit (expected one of "url", "action", "load")"#),
    Invalid(
      name: "a networkLoads item that is not a URL",
      file: #"{"name": "x", "steps": [{"method": "pop", "expect": {"networkLoads": ["/a", 3]}}]}"#,
      line: "steps[0].expect.networkLoads[1]: must be a URL or a /path, not number"),
    Invalid(
      name: "an unknown web session",
      file: #"{"name": "x", "steps": [{"method": "pop", "expect": {"webSessions": {"popup": {}}}}]}"#,
      line: #"steps[0].expect.webSessions.popup: is not a web session (expected one of "main", "modal")"#),
    Invalid(
      name: "an unknown web session key",
      file: #"{"name": "x", "steps": [{"method": "pop", "expect": {"webSessions": {"main": {"rendered": "/a"}}}}]}"#,
      line: #"steps[0].expect.webSessions.main.rendered: is not a key of a web session"#),
    Invalid(
      name: "web session snapshots that are not a list",
      file: #"{"name": "x", "steps": [{"method": "pop", "expect": {"webSessions": {"main": {"snapshots": "/a"}}}}]}"#,
      line: "steps[0].expect.webSessions.main.snapshots: must be an array, not string"),
    Invalid(
      name: "webSessions as the state's list",
      file: #"{"name": "x", "steps": [{"method": "pop", "expect": {"webSessions": [{"name": "main"}]}}]}"#,
      line: "steps[0].expect.webSessions: must be an object of sessions by name, not array"),
    Invalid(
      name: "a tabBarVisible that is not a boolean",
      file: #"{"name": "x", "steps": [{"expect": {"tabBarVisible": "yes"}}]}"#,
      line: "steps[0].expect.tabBarVisible: must be a boolean or null, not string"),
    Invalid(
      name: "an expect-only step with networkLoads",
      file: #"{"name": "x", "steps": [{"expect": {"networkLoads": []}}]}"#,
      line: #"steps[0].expect.networkLoads: a step without a method can only expect"#),
    Invalid(
      name: "method and route together",
      file: #"{"name": "x", "steps": [{"method": "pop", "route": "https://a.example/"}]}"#,
      line: #"steps[0].route: cannot be combined with "method""#),
    Invalid(
      name: "a missing referenced file",
      file: #"{"name": "x", "configuration": {"pathConfiguration": {"file": "nowhere.json"}}, "steps": []}"#,
      line: "configuration.pathConfiguration.file: cannot read "),
    Invalid(
      name: "an array item that is not a scenario",
      file: #"[{"name": "x", "steps": []}, 4]"#,
      line: "[1]: must be a scenario object, not number"),
  ]

  @Test(arguments: cases)
  func invalidFilesAreReportedWithTheirPathAndNothingRuns(_ invalid: Invalid) throws {
    let scratch = try ScratchDirectory(prefix: "navd-scenarios")
    defer { scratch.remove() }
    let run = try CommandRun.test(invalid.file, in: scratch)
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    let file = scratch.path("flow.json")
    let expectedStart = invalid.line.first?.isNumber == true ? "\(file):\(invalid.line)" : "\(file): \(invalid.line)"
    #expect(run.standardError.hasPrefix(expectedStart), "\(run.standardError)")
  }

  @Test func everyInvalidFileOfTheRunIsListedAndTheValidOnesDoNotRun() throws {
    let scratch = try ScratchDirectory(prefix: "navd-scenarios")
    defer { scratch.remove() }
    let good = try scratch.file("a-good.json", ScenarioSamples.scenario(steps: #"[{"route": "/posts"}]"#))
    let first = try scratch.file(
      "b-bad.json", #"{"name": "x", "steps": [{"method": "nope"}, {"method": "pop", "expect": {"modl": 1}}]}"#)
    let second = try scratch.file("c-bad.json", "[")
    let run = CommandRun.test([good, first, second])
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    let lines = run.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("\(first): steps[0].method: \"nope\" is not a step method"))
    #expect(lines[1] == "\(first): steps[1].expect.modl: unknown expectation key")
    #expect(lines[2] == "\(second):1:2: invalid JSON: unexpected end of input")
    #expect(lines[3] == "navd test: 2 invalid files; no scenario ran")
  }

  @Test func aMissingPathIsExitTwo() {
    let run = CommandRun.test(["/nonexistent/navd/scenarios"])
    #expect(run.status == 2)
    #expect(
      run.standardError
        == "/nonexistent/navd/scenarios: cannot read: No such file or directory\nnavd test: 1 invalid file; no scenario ran\n"
    )
  }

  @Test func aDirectoryRunsItsScenarioFilesInPathOrderAndSkipsOtherJSON() throws {
    let scratch = try ScratchDirectory(prefix: "navd-scenarios")
    defer { scratch.remove() }
    try FileManager.default.createDirectory(
      at: scratch.directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
    _ = try scratch.file("sub/b.json", ScenarioSamples.scenario("second", steps: #"[{"route": "/b"}]"#))
    _ = try scratch.file("a.json", ScenarioSamples.scenario("first", steps: #"[{"route": "/a"}]"#))
    _ = try scratch.file("paths.json", ScenarioSamples.blogRules)
    _ = try scratch.file("notes.txt", "not json")
    let run = CommandRun.test([scratch.directory.path])
    #expect(run.status == 0)
    #expect(run.lines == ["ok   first [ios]", "ok   second [ios]", "2 passed, 0 failed", ""])
  }

  @Test func referencedFilesAreReadRelativeToTheScenarioFile() throws {
    let scratch = try ScratchDirectory(prefix: "navd-scenarios")
    defer { scratch.remove() }
    _ = try scratch.file("paths.json", ScenarioSamples.blogRules)
    _ = try scratch.file(
      "routes.json", #"{"routes": [{"name": "post", "patterns": ["https://blog.example/posts/{id:digits}"]}]}"#)
    let file = try scratch.file(
      "flow.json",
      #"""
      {"name": "files", "configuration": {"startLocation": "https://blog.example/",
        "pathConfiguration": {"file": "paths.json"}, "routes": {"file": "routes.json"}},
       "steps": [{"route": "/posts/new", "expect": {"presented": true}},
                 {"method": "routes/resolve", "params": {"url": "https://blog.example/posts/7"},
                  "expect": {"route": {"name": "post", "params": {"id": "7"}}}},
                 {"method": "pathConfiguration/load", "params": {"sources": [{"file": "paths.json"}]}}]}
      """#)
    let run = CommandRun.test(["--", file])
    #expect(run.standardOutput == "ok   files [ios]\n1 passed, 0 failed\n", "\(run.standardError)")
    #expect(run.status == 0)
  }
}
