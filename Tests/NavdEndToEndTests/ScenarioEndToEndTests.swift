import Foundation
import NavJSON
import NavdTestKit
import Testing

/// `navd test`, `navd compare`, `navd scaffold` and the `compare` method through the built
/// executable: the subcommands are wired, print what docs/protocol.md §11 and §13 say and exit with it.
@Suite struct ScenarioEndToEndTests {
  static let configuration = #"""
    "configuration": {"startLocation": "https://blog.example/",
      "pathConfiguration": {"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}}
    """#

  static let passing = #"""
    [{"name": "new post", \#(configuration), "steps": [
       {"route": "/posts"},
       {"route": "/posts/new", "expect": {"presented": true, "modal": ["/posts/new"]}},
       {"route": "/posts/1", "expect": {"presented": false, "main": ["/posts", "/posts/1"]}}]},
     {"name": "back", \#(configuration), "steps": [
       {"route": "/a"}, {"route": "/b"}, {"method": "ui/back", "expect": {"main": ["/a"], "operations": ["pop"]}}]}]
    """#

  static let failing = #"""
    {"name": "wrong", \#(configuration), "steps": [
      {"route": "/posts/new", "expect": {"main": ["/posts/new"]}}]}
    """#

  @Test func passingAndFailingFixtures() throws {
    let scratch = try ScratchDirectory(prefix: "navd-e2e-scenarios")
    defer { scratch.remove() }
    let good = try scratch.file("good.json", Self.passing)
    let bad = try scratch.file("bad.json", Self.failing)
    let passed = try NavdProcess.run(["test", good], input: "")
    #expect(passed.status == 0)
    #expect(passed.stdoutText == "ok   new post [ios]\nok   back [ios]\n2 passed, 0 failed\n")
    #expect(passed.stderr == "")
    let failed = try NavdProcess.run(["test", good, bad], input: "")
    #expect(failed.status == 1)
    #expect(
      failed.stdoutText.split(separator: "\n").map(String.init) == [
        "ok   new post [ios]", "ok   back [ios]",
        #"FAIL wrong [ios]: steps[0].expect.main[0]: expected "/posts/new", found absent"#,
        "2 passed, 1 failed",
      ])
    // Not a terminal: no progress line.
    #expect(failed.stderr == "")
  }

  @Test func anInvalidFileIsExitTwoBeforeAnythingRuns() throws {
    let scratch = try ScratchDirectory(prefix: "navd-e2e-scenarios")
    defer { scratch.remove() }
    let good = try scratch.file("good.json", Self.passing)
    let broken = try scratch.file(
      "broken.json", #"{"name": "x", "steps": [{"method": "pop", "expect": {"modl": []}}]}"#)
    let run = try NavdProcess.run(["test", good, broken], input: "")
    #expect(run.status == 2)
    #expect(run.stdoutText == "")
    #expect(run.stderr.hasPrefix("\(broken): steps[0].expect.modl: unknown expectation key\n"))
    let missing = try NavdProcess.run(["test", scratch.path("nowhere")], input: "")
    #expect(missing.status == 2)
  }

  @Test func junitAndJSONThroughTheBinary() throws {
    let scratch = try ScratchDirectory(prefix: "navd-e2e-scenarios")
    defer { scratch.remove() }
    let bad = try scratch.file("bad.json", Self.failing)
    let report = scratch.path("report.xml")
    let run = try NavdProcess.run(["test", "--json", "--junit", report, bad], input: "")
    #expect(run.status == 1)
    let document = try JSONParser.parse(run.stdoutText)
    #expect(document["failed"] == 1)
    #expect(document["results"]?.arrayValue?.first?["expectation"] == "main[0]")
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains(#"<testsuite name="\#(bad)" tests="1" failures="1""#))
    #expect(xml.contains(#"<failure message="steps[0].expect.main[0]: expected &quot;/posts/new&quot;, found absent""#))
  }

  @Test func scaffoldOutputPassesNavdTest() throws {
    let scratch = try ScratchDirectory(prefix: "navd-e2e-scenarios")
    defer { scratch.remove() }
    let table = try scratch.file(
      "routes.json",
      #"[{"name": "album", "patterns": ["kkbox://album/{id:digits}?autoplay={autoplay:(on|off)?}"]}, {"name": "pause", "patterns": ["kkbox://playctrl_pause"]}]"#
    )
    let output = scratch.path("routes.scenarios.json")
    let scaffold = try NavdProcess.run(["scaffold", "routes", table, "--output", output], input: "")
    #expect(scaffold.status == 0, "\(scaffold.stderr)")
    let run = try NavdProcess.run(["test", output], input: "")
    #expect(run.stdoutText == "ok   route album [ios]\nok   route pause [ios]\n2 passed, 0 failed\n")
  }

  @Test func compareCommandRejectsBadInputWithExitTwo() throws {
    let scratch = try ScratchDirectory(prefix: "navd-e2e-scenarios")
    defer { scratch.remove() }
    let bad = try scratch.file("bad.json", #"{"name": "x", "steps": [{"method": "client/open"}]}"#)
    let run = try NavdProcess.run(["compare", bad], input: "")
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(#"\#(bad): steps[0].method: "client/open" is not a step method"#))
    let usage = try NavdProcess.run(["compare"], input: "")
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("navd compare: no SCENARIO.json given\n"))
  }

  @Test func theCompareMethodOverJSONRPC() throws {
    let input = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"compare","params":{"steps":[{"route":"/posts"}]}}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"compare","params":{"configuration":{"platform":"ios"},"steps":[]}}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"client/list"}"#,
      #"{"jsonrpc":"2.0","id":5,"method":"rpc.discover"}"#,
    ].joined(separator: "\n")
    let outcome = try NavdProcess.run([], input: input + "\n")
    let messages = try outcome.ndjsonMessages()
    #expect(messages[1]["error"]?["code"] == -32602)
    #expect(messages[1]["error"]?["data"]?["field"] == "steps[0].route")
    #expect(messages[2]["error"]?["data"]?["field"] == "configuration.platform")
    #expect(messages[3]["result"] == ["clients": ["default"]])
    let compare = messages[4]["result"]?["methods"]?.arrayValue?.first { $0["name"] == "compare" }
    #expect(
      compare?["params"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == [
        "ios", "android", "configuration", "steps",
      ])
  }

  static let divergent = #"""
    {"name": "dismiss", "platforms": ["ios", "android"],
     "configuration": {"startLocation": "https://blog.example/",
       "pathConfiguration": {"rules": [{"patterns": [".*"], "properties": {"pull_to_refresh_enabled": true}},
                                       {"patterns": ["/new$"], "properties": {"context": "modal"}}]}},
     "steps": [{"route": "/posts"}, {"route": "/posts/new"}, {"expect": {"main": ["/posts"], "modal": ["/posts/new"]}},
               {"method": "ui/dismissModal", "expect": {"main": ["/posts"],
                 "android": {"visits": [{"url": "/posts", "action": "restore"}]}, "ios": {"visits": []}}}]}
    """#

  @Test func compareCommandPrintsTheDivergentStepsWithTheScenariosNumbers() throws {
    let scratch = try ScratchDirectory(prefix: "navd-e2e-scenarios")
    defer { scratch.remove() }
    let file = try scratch.file("dismiss.json", Self.divergent)
    let run = try NavdProcess.run(["compare", file], input: "")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stdoutText == """
        step  field   iOS  Android
        3     visits  []   [{"url":"https://blog.example/posts","action":"restore","load":"snapshot"}]
        1 of 3 steps diverges

        """)
    // The same file passes navd test on both platforms thanks to its per-platform blocks.
    let test = try NavdProcess.run(["test", file], input: "")
    #expect(test.stdoutText == "ok   dismiss [ios]\nok   dismiss [android]\n2 passed, 0 failed\n")
    // Pull to refresh defaults to on for iOS and off for Android: a divergence of its own,
    // gone when a configuration file given on the command line sets it for both sides.
    let identical = try scratch.file(
      "identical.json",
      #"{"name": "same", "configuration": {"startLocation": "https://a.example/"}, "steps": [{"route": "/x"}]}"#)
    let defaults = try NavdProcess.run(["compare", identical], input: "")
    #expect(defaults.status == 1)
    #expect(defaults.stdoutText.contains("0     pullToRefreshEnabled  true  false"))
    let both = try scratch.file(
      "both.json",
      #"{"startLocation": "https://a.example/", "pathConfiguration": {"rules": [{"patterns": [".*"], "properties": {"pull_to_refresh_enabled": true}}]}}"#
    )
    let none = try NavdProcess.run(["compare", "--configuration", both, identical], input: "")
    #expect(none.status == 0, "\(none.stdoutText)")
    #expect(none.stdoutText == "no divergent steps (1 step compared)\n")
  }
}
