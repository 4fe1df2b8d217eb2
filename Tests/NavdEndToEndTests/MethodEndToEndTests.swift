import Foundation
import NavDaemon
import NavProtocol
import NavdTestKit
import Testing

/// The method layer through the built `navd` binary (needs `Sources/navd/main.swift`
/// to serve `NavigationMethodLayer`).
@Suite struct MethodEndToEndTests {
  @Test func ndjsonNavigationStoryWithBadInputInTheMiddle() throws {
    let input = [
      NavdProcess.requestLine(
        1, "initialize",
        #"{"capabilities":{"notifications":true},"configuration":{"startLocation":"https://app.example/","pathConfiguration":{"rules":[{"patterns":["/new$"],"properties":{"context":"modal"}}]}}}"#
      ),
      NavdProcess.requestLine(2, "start", #"{"state":false}"#),
      NavdProcess.requestLine(3, "route", #"{"url":"https://app.example/posts/new","state":false}"#),
      NavdProcess.requestLine(4, "route", #"{"url":"::nope"}"#),
      "{not json\n",
      NavdProcess.requestLine(5, "route", #"{"url":"https://app.example/recede_historical_location"}"#),
      NavdProcess.requestLine(6, "shutdown"),
      #"{"jsonrpc":"2.0","method":"exit"}"# + "\n",
    ].joined()
    let outcome = try NavdProcess.run(input: input)
    #expect(outcome.status == 0)
    let messages = try outcome.ndjsonMessages()
    let responses = try outcome.ndjsonResponses()
    let changes = messages.filter { $0["method"] == "navigator/didChange" }
    #expect(changes.count == 3)
    #expect(responses[2]?["result"]?["operations"] == [["op": "push", "stack": "main", "entry": 1, "animated": true]])
    #expect(
      responses[3]?["result"]?["operations"] == [
        ["op": "setStack", "stack": "modal", "entries": [2], "animated": true],
        ["op": "present", "modalStyle": "large", "animated": true],
      ])
    #expect(responses[4]?["error"]?["code"] == -32602)
    #expect(responses[4]?["error"]?["data"]?["field"] == "url")
    #expect(messages.contains { $0["id"] == .null && $0["error"]?["code"] == -32700 })
    #expect(responses[5]?["result"]?["operations"] == [["op": "dismiss", "animated": true]])
    #expect(responses[5]?["result"]?["state"]?["main"]?.entryIDs == [1])
    #expect(responses[6]?["result"] == .null)
  }

  @Test func badPathConfigurationFileStopsAtStartUp() throws {
    let scratch = try ScratchDirectory(prefix: "navd-m")
    defer { scratch.remove() }
    let file = try scratch.file("bad.json", #"{"rules": [{"patterns": "x"}]}"#)
    let outcome = try NavdProcess.run(["--path-configuration", file], input: NavdProcess.requestLine(1, "initialize"))
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("rules[0].patterns"))
  }

  @Test func pathConfigurationFileIsEveryNewClientsDefault() throws {
    let scratch = try ScratchDirectory(prefix: "navd-m")
    defer { scratch.remove() }
    let file = try scratch.file(
      "paths.json", #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#)
    let input =
      NavdProcess.requestLine(1, "initialize")
      + NavdProcess.requestLine(2, "pathConfiguration/properties", #"{"client":"other","url":"https://a.example/new"}"#)
    let outcome = try NavdProcess.run(["--path-configuration", file], input: input)
    let messages = try outcome.ndjsonMessages()
    #expect(messages.last?["result"] == ["properties": ["context": "modal"], "matchedRules": [0]])
  }
}
