import NavJSON
import NavdTestKit
import Testing

@testable import NavCommandLine

/// Expectations (docs/protocol.md §13): each key holds on what the step did and fails with the step,
/// the key (for lists the first differing item), what was expected and what was found.
@Suite struct ExpectationMatchingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var key: String
    /// The steps, as JSON text; the last step carries the expectation.
    var steps: String
    /// The FAIL text, or `nil` when the expectation must hold.
    var failure: String?
    var testDescription: String { "\(key): \(failure == nil ? "holds" : "fails")" }
  }

  static let cases: [Case] = [
    Case(key: "main", steps: #"[{"route": "/posts", "expect": {"main": ["/posts"]}}]"#),
    Case(key: "main (whole URL)", steps: #"[{"route": "/posts", "expect": {"main": ["https://blog.example/posts"]}}]"#),
    Case(
      key: "main", steps: #"[{"route": "/posts"}, {"route": "/posts/1", "expect": {"main": ["/posts", "/posts/2"]}}]"#,
      failure: #"steps[1].expect.main[1]: expected "/posts/2", found "https://blog.example/posts/1""#),
    Case(
      key: "main (too short)", steps: #"[{"route": "/posts"}, {"route": "/posts/1", "expect": {"main": ["/posts"]}}]"#,
      failure: #"steps[1].expect.main[1]: expected absent, found "https://blog.example/posts/1""#),
    Case(
      key: "main (unstamped)",
      steps:
        #"[{"route": "/posts"}, {"method": "ui/push", "params": {"stack": "main", "viewController": "native"}, "expect": {"main": ["/posts", null]}}]"#
    ),
    Case(key: "modal", steps: #"[{"route": "/posts/new", "expect": {"modal": ["/posts/new"], "main": []}}]"#),
    Case(
      key: "modal", steps: #"[{"route": "/posts/new", "expect": {"modal": []}}]"#,
      failure: #"steps[0].expect.modal[0]: expected absent, found "https://blog.example/posts/new""#),
    Case(key: "presented", steps: #"[{"route": "/posts/new", "expect": {"presented": true}}]"#),
    Case(
      key: "presented", steps: #"[{"route": "/posts", "expect": {"presented": true}}]"#,
      failure: "steps[0].expect.presented: expected true, found false"),
    Case(key: "modalStyle", steps: #"[{"route": "/posts/sheet", "expect": {"modalStyle": "medium"}}]"#),
    Case(
      key: "modalStyle", steps: #"[{"route": "/posts/new", "expect": {"modalStyle": "medium"}}]"#,
      failure: #"steps[0].expect.modalStyle: expected "medium", found "large""#),
    Case(key: "activeStack", steps: #"[{"route": "/posts/new", "expect": {"activeStack": "modal"}}]"#),
    Case(
      key: "activeStack", steps: #"[{"route": "/posts", "expect": {"activeStack": "modal"}}]"#,
      failure: #"steps[0].expect.activeStack: expected "modal", found "main""#),
    Case(
      key: "currentVisitableURL",
      steps: #"[{"route": "/posts?page=2", "expect": {"currentVisitableURL": "/posts?page=2"}}]"#),
    Case(
      key: "currentVisitableURL", steps: #"[{"route": "/posts?page=2", "expect": {"currentVisitableURL": "/posts"}}]"#,
      failure: #"steps[0].expect.currentVisitableURL: expected "/posts", found "https://blog.example/posts?page=2""#),
    Case(key: "visits", steps: #"[{"route": "/posts", "expect": {"visits": ["/posts"]}}]"#),
    Case(
      key: "visits (objects)",
      steps: #"[{"route": "/posts", "expect": {"visits": [{"url": "/posts", "action": "advance"}]}}]"#),
    Case(
      key: "visits", steps: #"[{"route": "/posts", "expect": {"visits": [{"url": "/posts", "action": "replace"}]}}]"#,
      failure:
        #"steps[0].expect.visits[0]: expected {"url":"/posts","action":"replace"}, found {"url":"https://blog.example/posts","action":"advance","load":"network"}"#
    ),
    Case(key: "decision", steps: #"[{"route": "/posts", "expect": {"decision": "navigate"}}]"#),
    Case(
      key: "decision", steps: #"[{"route": "https://elsewhere.example/", "expect": {"decision": "navigate"}}]"#,
      failure: #"steps[0].expect.decision: expected "navigate", found "cancel""#),
    Case(key: "handler", steps: #"[{"route": "https://elsewhere.example/", "expect": {"handler": "safari"}}]"#),
    Case(
      key: "handler", steps: #"[{"route": "/posts", "expect": {"handler": "safari"}}]"#,
      failure: #"steps[0].expect.handler: expected "safari", found "app-navigation""#),
    Case(key: "external", steps: #"[{"route": "https://elsewhere.example/", "expect": {"external": "inAppBrowser"}}]"#),
    Case(
      key: "external", steps: #"[{"route": "/posts", "expect": {"external": "system"}}]"#,
      failure: #"steps[0].expect.external: expected "system", found null"#),
    Case(
      key: "operations", steps: #"[{"route": "/posts"}, {"route": "/posts/1", "expect": {"operations": ["push"]}}]"#),
    Case(
      key: "operations", steps: #"[{"route": "/posts", "expect": {"operations": ["push", "present"]}}]"#,
      failure: #"steps[0].expect.operations[1]: expected "present", found absent"#),
    Case(key: "warnings", steps: #"[{"route": "/posts", "expect": {"warnings": []}}]"#),
    Case(
      key: "warnings", steps: #"[{"method": "start"}, {"method": "start", "expect": {"warnings": []}}]"#,
      failure: #"steps[1].expect.warnings[0]: expected absent, found "alreadyStarted""#),
    Case(key: "properties", steps: #"[{"route": "/posts/new", "expect": {"properties": {"context": "modal"}}}]"#),
    Case(
      key: "properties (of pathConfiguration/properties)",
      steps:
        #"[{"method": "pathConfiguration/properties", "params": {"url": "https://blog.example/posts/sheet"}, "expect": {"properties": {"modal_style": "medium"}}}]"#
    ),
    Case(
      key: "properties",
      steps: #"[{"route": "/posts/new", "expect": {"properties": {"context": "modal", "modal_style": "full"}}}]"#,
      failure: #"steps[0].expect.properties.modal_style: expected "full", found absent"#),
    Case(
      key: "route",
      steps:
        #"[{"method": "routes/resolve", "params": {"url": "https://blog.example/posts/3"}, "expect": {"route": {"name": "post", "params": {"id": "3"}}}}]"#
    ),
    Case(key: "route (of a route step)", steps: #"[{"route": "/posts/3", "expect": {"route": {"name": "post"}}}]"#),
    Case(key: "route (unknown)", steps: #"[{"route": "/about", "expect": {"route": "unknown"}}]"#),
    Case(
      key: "route", steps: #"[{"route": "/about", "expect": {"route": {"name": "post"}}}]"#,
      failure: #"steps[0].expect.route: expected {"name":"post"}, found "unknown""#),
    Case(
      key: "reason",
      steps:
        #"[{"method": "routes/resolve", "params": {"url": "https://blog.example/posts/x"}, "expect": {"route": "unknown", "reason": "noMatch"}}]"#
    ),
    Case(
      key: "reason",
      steps:
        #"[{"method": "routes/resolve", "params": {"url": "https://blog.example/posts/3"}, "expect": {"reason": "noMatch"}}]"#,
      failure: #"steps[0].expect.reason: expected "noMatch", found absent"#),
    Case(
      key: "error",
      steps:
        #"[{"method": "ui/push", "params": {"stack": "modal", "viewController": "web"}, "expect": {"error": -32602, "main": []}}]"#
    ),
    Case(
      key: "error", steps: #"[{"route": "/posts", "expect": {"error": -32602}}]"#,
      failure: "steps[0].expect.error: expected -32602, found null"),
    Case(
      key: "an unexpected error",
      steps: #"[{"route": "/posts"}, {"method": "tabs/select", "params": {"tab": "none"}}]"#,
      failure: #"steps[1]: error -32602: Invalid params: tab: this client has no tabs, so there is no tab "none""#),
    Case(
      key: "expect-only step",
      steps: #"[{"route": "/posts/new"}, {"expect": {"modal": ["/posts/new"], "presented": true}}]"#),
    Case(key: "expect-only first step", steps: #"[{"expect": {"main": [], "presented": false}}]"#),
    Case(
      key: "visits (load)",
      steps:
        #"[{"route": "/posts", "expect": {"visits": [{"url": "/posts", "action": "advance", "load": "network"}]}}]"#
    ),
    Case(
      key: "visits (load)",
      steps: #"[{"route": "/posts", "expect": {"visits": [{"url": "/posts", "load": "snapshot"}]}}]"#,
      failure:
        #"steps[0].expect.visits[0]: expected {"url":"/posts","load":"snapshot"}, found {"url":"https://blog.example/posts","action":"advance","load":"network"}"#
    ),
    Case(key: "networkLoads", steps: #"[{"route": "/posts", "expect": {"networkLoads": ["/posts"]}}]"#),
    Case(
      key: "networkLoads (a restore from a snapshot)",
      steps:
        #"[{"route": "/posts"}, {"route": "/posts/1"}, {"method": "ui/back", "expect": {"visits": [{"url": "/posts", "load": "snapshot"}], "networkLoads": []}}]"#
    ),
    Case(
      key: "networkLoads",
      steps:
        #"[{"route": "/posts"}, {"route": "/posts/1"}, {"method": "ui/back", "expect": {"networkLoads": ["/posts"]}}]"#,
      failure: #"steps[2].expect.networkLoads[0]: expected "/posts", found absent"#),
    Case(
      key: "webSessions",
      steps:
        #"[{"route": "/posts"}, {"route": "/posts/1", "expect": {"webSessions": {"main": {"renderedURL": "/posts/1", "snapshots": ["/posts"]}, "modal": {"renderedURL": null, "snapshots": []}}}}]"#
    ),
    Case(
      key: "webSessions (renderedURL)",
      steps:
        #"[{"route": "/posts"}, {"route": "/posts/1", "expect": {"webSessions": {"main": {"renderedURL": "/posts"}}}}]"#,
      failure: #"steps[1].expect.webSessions.main.renderedURL: expected "/posts", found "https://blog.example/posts/1""#
    ),
    Case(
      key: "webSessions (snapshots)",
      steps: #"[{"route": "/posts"}, {"route": "/posts/1", "expect": {"webSessions": {"main": {"snapshots": []}}}}]"#,
      failure: #"steps[1].expect.webSessions.main.snapshots[0]: expected absent, found "https://blog.example/posts""#),
    Case(key: "tabBarVisible (no tabs)", steps: #"[{"route": "/posts", "expect": {"tabBarVisible": null}}]"#),
    Case(
      key: "tabBarVisible", steps: #"[{"route": "/posts", "expect": {"tabBarVisible": true}}]"#,
      failure: "steps[0].expect.tabBarVisible: expected true, found null"),
    Case(key: "expect-only tabBarVisible", steps: #"[{"route": "/posts"}, {"expect": {"tabBarVisible": null}}]"#),
    Case(
      key: "expect-only webSessions",
      steps: #"[{"route": "/posts"}, {"expect": {"webSessions": {"main": {"renderedURL": "/posts"}}}}]"#),
    Case(
      key: "an expect-only step after an expected error checks the state",
      steps: #"""
        [{"route": "/posts/new"},
         {"method": "tabs/select", "params": {"tab": "none"}, "expect": {"error": -32602}},
         {"expect": {"modal": ["/posts/new"], "presented": true, "webSessions": {"modal": {"renderedURL": "/posts/new"}}}}]
        """#),
    Case(
      key: "an expect-only step after an expected error fails on the state",
      steps: #"""
        [{"route": "/posts/new"},
         {"method": "tabs/select", "params": {"tab": "none"}, "expect": {"error": -32602}},
         {"expect": {"presented": false}}]
        """#,
      failure: "steps[2].expect.presented: expected false, found true"),
  ]

  static let routes = #""routes": [{"name": "post", "patterns": ["https://blog.example/posts/{id:digits}"]}]"#

  @Test(arguments: cases)
  func eachKey(_ item: Case) throws {
    let scratch = try ScratchDirectory(prefix: "navd-expect")
    defer { scratch.remove() }
    let text = """
      {"name": "flow", "configuration": {"startLocation": "https://blog.example/", \(Self.routes),
        "pathConfiguration": \(ScenarioSamples.blogRules)}, "steps": \(item.steps)}
      """
    let run = try CommandRun.test(text, in: scratch)
    #expect(run.standardError == "")
    if let failure = item.failure {
      #expect(run.lines == ["FAIL flow [ios]: \(failure)", "0 passed, 1 failed", ""])
      #expect(run.status == 1)
    } else {
      #expect(run.lines == ["ok   flow [ios]", "1 passed, 0 failed", ""])
      #expect(run.status == 0)
    }
  }

  @Test func aPlatformBlockReplacesSharedKeysOfTheSameName() throws {
    let scratch = try ScratchDirectory(prefix: "navd-expect")
    defer { scratch.remove() }
    let steps = #"""
      [{"route": "/posts/new",
        "expect": {"presented": false, "modal": [], "ios": {"presented": true, "modal": ["/posts/new"]},
                   "android": {"presented": "no such value is checked here"}}}]
      """#
    // The android block is validated even though android does not run.
    let invalid = try CommandRun.test(ScenarioSamples.scenario(steps: steps), in: scratch)
    #expect(invalid.status == 2)
    #expect(invalid.standardError.contains("steps[0].expect.android.presented: must be a boolean, not string"))
    let valid = try CommandRun.test(
      ScenarioSamples.scenario(
        steps: steps.replacingOccurrences(of: #""no such value is checked here""#, with: "false")),
      in: scratch)
    #expect(valid.lines == ["ok   flow [ios]", "1 passed, 0 failed", ""])
    let failing = try CommandRun.test(
      ScenarioSamples.scenario(
        steps: #"[{"route": "/posts/new", "expect": {"presented": true, "ios": {"main": ["/x"]}}}]"#),
      in: scratch)
    #expect(failing.lines.first == #"FAIL flow [ios]: steps[0].expect.ios.main[0]: expected "/x", found absent"#)
  }

  @Test func theRunStopsAtTheFirstFailingStepAndTheErrorExpectationComesFirst() throws {
    let scratch = try ScratchDirectory(prefix: "navd-expect")
    defer { scratch.remove() }
    let run = try CommandRun.test(
      ScenarioSamples.scenario(
        steps: #"""
          [{"route": "/posts", "expect": {"main": ["/nope"], "error": -32602}},
           {"route": "/never", "expect": {"main": []}}]
          """#), in: scratch)
    #expect(run.lines.first == "FAIL flow [ios]: steps[0].expect.error: expected -32602, found null")
  }

  @Test(arguments: [
    ("https://app.example/posts?x=1#top", "/posts?x=1"),
    ("https://app.example/posts", "/posts"),
    ("https://app.example", ""),
    ("https://user@app.example:8443/a/b?", "/a/b?"),
    ("kkbox://album/7", "/7"),
    ("mailto:someone@app.example", "someone@app.example"),
  ])
  func pathAndQueryAsWritten(_ url: String, _ expected: String) {
    #expect(URLExpectation.pathAndQuery(of: url) == expected)
  }

  @Test func pathExpectationsMatchThePathAndQueryOnly() {
    #expect(URLExpectation.matches("/posts?x=1", "https://app.example/posts?x=1#frag"))
    #expect(!URLExpectation.matches("/posts", "https://app.example/posts?x=1"))
    #expect(!URLExpectation.matches("/posts?x=1", "https://app.example/posts"))
    #expect(!URLExpectation.matches("/Posts", "https://app.example/posts"))
    #expect(URLExpectation.matches("https://app.example/posts", "https://app.example/posts"))
    #expect(!URLExpectation.matches("https://other.example/posts", "https://app.example/posts"))
    #expect(URLExpectation.matches(.null, nil))
    #expect(!URLExpectation.matches(.null, "https://app.example/"))
    #expect(!URLExpectation.matches("/", nil))
  }
}
