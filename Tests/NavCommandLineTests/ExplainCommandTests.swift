import NavCommandLine
import NavDaemon
import NavJSON
import NavdTestKit
import Testing

@Suite struct ExplainCommandTests {
  /// A catch-all placed last overrides the modal rule above it.
  static let configuration = """
    {"startLocation": "https://app.example/",
     "pathConfiguration": {"settings": {}, "rules": [
       {"patterns": ["/new$"], "properties": {"context": "modal", "modal_style": "form_sheet"}},
       {"patterns": [".*"], "properties": {"context": "default"}}]},
     "routes": [{"name": "newPost", "patterns": ["https://app.example/posts/new"]}]}
    """

  @Test func printsTheMatchesThePropertiesAndTheDecision() throws {
    let scratch = try ScratchDirectory(prefix: "navd-explain")
    defer { scratch.remove() }
    let configuration = try scratch.file("app.json", Self.configuration)
    let stack = try scratch.file("stack.json", #"{"main": [{"url": "https://app.example/"}, {}]}"#)
    let run = CommandRun.explain(["--configuration", configuration, "--from", stack, "https://app.example/posts/new"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(
      run.standardOutput == """
        https://app.example/posts/new (ios)
        subject     "/posts/new"  (what the patterns are searched in)
        matched     rules[0] by "/new$": context "modal" (overridden by rules[1]), modal_style "form_sheet"
                    rules[1] by ".*": context "default"
        properties  context "default"  from rules[1]
                    modal_style "form_sheet"  from rules[0]
                    defaults: presentation "default", pull_to_refresh_enabled true, modal_dismiss_gesture_enabled true, view_controller "web", animated true, historical_location false, query_string_presentation "default"
        router      app-navigation matched: host app.example is the start location's host: navigate in the app
        decision    navigate by app-navigation; the delegate answered accept
        rule        row default/default/any (presentation default, context default, no modal presented)
        compared    main #2 (top) (unstamped): different, the entry has no stamp (it was not routed), so it is never the same location; warning unstampedEntry
                    main #1 (previous) https://app.example/: different, path "/" is not "/posts/new" (compared percent-decoded, one trailing slash ignored)
        operations  push main #3
        routes      newPost https://app.example/posts/new: matched, matches; the only pattern that does

        """)
  }

  @Test func jsonPrintsTheExplanationTheRouteMethodGives() throws {
    let scratch = try ScratchDirectory(prefix: "navd-explain")
    defer { scratch.remove() }
    let paths = try scratch.file(
      "paths.json", #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#)
    let run = CommandRun.explain(["--json", "--configuration", paths, "https://app.example/posts/new?draft=1"])
    #expect(run.status == 0)
    let explanation = try JSONParser.parse(Array(run.standardOutput.utf8))
    #expect(explanation["platform"] == "ios")
    #expect(explanation["subject"] == "/posts/new?draft=1")
    // The query string makes `/new$` miss.
    #expect(explanation["matches"] == [])
    #expect(explanation["properties"]?["context"] == ["value": "default", "from": "default"])
    #expect(explanation["rule"]?["row"] == "default/default/any")
    // No route table in a bare path configuration.
    #expect(explanation["routes"] == nil)
  }

  @Test func aRouteTableFileExplainsTheTypedRoute() throws {
    let scratch = try ScratchDirectory(prefix: "navd-explain")
    defer { scratch.remove() }
    let routes = try scratch.file(
      "routes.json",
      #"[{"name": "album", "patterns": ["kkbox://album/{id:digits}"]}, {"name": "newAlbum", "patterns": ["kkbox://album/new"]}]"#
    )
    let run = CommandRun.explain(["--json", "--configuration", routes, "kkbox://album/new"])
    #expect(run.status == 0)
    let explanation = try JSONParser.parse(Array(run.standardOutput.utf8))
    #expect(explanation["routes"]?[0]["result"] == "noMatch")
    #expect(explanation["routes"]?[1]["result"] == "matched")
    #expect(explanation["router"]?[0]["matched"] == false)
  }

  /// Arguments, the error message, and whether the usage line follows it (exit status 2 each).
  static let badCommandLines: [([String], String, Bool)] = [
    ([], "navd explain: no URL given", true),
    (["--json"], "navd explain: no URL given", true),
    (["a", "b"], "navd explain: unexpected argument \"b\"", true),
    (["--verbose", "a"], "navd explain: unknown option --verbose", true),
    (["--platform", "web", "a"], "navd explain: invalid value \"web\" for --platform: expected ios or android", true),
    (["https://a.example/", "--from"], "navd explain: option --from needs a value", true),
    (
      ["/relative"],
      "navd explain: route: Invalid params: url: must be an absolute URL with a scheme, not \"/relative\"", false
    ),
    (
      ["--configuration", "/nonexistent/app.json", "https://a.example/"],
      "navd explain: cannot read /nonexistent/app.json: No such file or directory", false
    ),
  ]

  @Test(arguments: badCommandLines)
  func badInputExitsTwoWithOneClearMessage(arguments: [String], error: String, withUsage: Bool) {
    let run = CommandRun.explain(arguments)
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(run.standardError == error + "\n" + (withUsage ? "Usage: \(ExplainCommand.usage)\n" : ""))
  }

  @Test func anInvalidConfigurationListsEveryProblem() throws {
    let scratch = try ScratchDirectory(prefix: "navd-explain")
    defer { scratch.remove() }
    let file = try scratch.file(
      "bad.json", #"{"routes": [{"name": "a", "patterns": ["kkbox://a//b", "kkbox://{x:float}"]}]}"#)
    let run = CommandRun.explain(["--configuration", file, "kkbox://a"])
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("navd explain: initialize: Invalid configuration: "))
    #expect(run.standardError.contains("\n  configuration.routes[0].patterns[0]: "))
    #expect(run.standardError.contains("\n  configuration.routes[0].patterns[1]: "))
  }

  @Test func helpPrintsTheUsage() {
    let run = CommandRun.explain(["--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("Usage: \(ExplainCommand.usage)\n"))
  }

  @Test func platformChoosesWhoseRulesExplain() throws {
    let scratch = try ScratchDirectory(prefix: "navd-explain")
    defer { scratch.remove() }
    let configuration = try scratch.file("app.json", Self.configuration)
    let run = CommandRun.explain([
      "--json", "--platform", "android", "--configuration", configuration, "https://app.example/posts/new",
    ])
    #expect(run.status == 0)
    let explanation = try JSONParser.parse(Array(run.standardOutput.utf8))
    #expect(explanation["platform"] == "android")
    #expect(explanation["rule"]?["row"] == .null)
    #expect(explanation["rule"]?["mode"] == "in-context")
    #expect(explanation["modalResult"] == .null)
  }
}
