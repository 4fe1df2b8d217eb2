import Foundation
import NavdTestKit
import Testing

/// An Android session through the built `navd` binary (docs/android.md): a client
/// opened with `"platform": "android"` beside an iOS one, the same URLs, each
/// with its own rules, and bad input that changes nothing.
@Suite struct AndroidEndToEndTests {
  static let pathConfiguration =
    #"{"rules":[{"patterns":["/new$"],"properties":{"context":"modal","uri":"hotwire://fragment/web/modal"}}]}"#

  @Test func anAndroidSessionBesideAnIOSOne() throws {
    let configuration = #""startLocation":"https://app.example/","pathConfiguration":\#(Self.pathConfiguration)"#
    let input = [
      NavdProcess.requestLine(1, "initialize", #"{"capabilities":{"notifications":true}}"#),
      NavdProcess.requestLine(
        2, "client/open", #"{"client":"droid","configuration":{"platform":"android",\#(configuration)}}"#),
      NavdProcess.requestLine(3, "client/open", #"{"client":"phone","configuration":{\#(configuration)}}"#),
      NavdProcess.requestLine(4, "start", #"{"client":"droid","state":false}"#),
      NavdProcess.requestLine(5, "route", #"{"client":"droid","url":"https://app.example/a","state":false}"#),
      NavdProcess.requestLine(6, "route", #"{"client":"droid","url":"https://app.example/posts/NEW","state":false}"#),
      NavdProcess.requestLine(
        7, "route", #"{"client":"droid","url":"https://app.example/recede_historical_location"}"#),
      NavdProcess.requestLine(8, "client/configure", #"{"client":"droid","configuration":{"platform":"ios"}}"#),
      NavdProcess.requestLine(9, "route", #"{"client":"droid","url":"https://elsewhere.example/","state":false}"#),
      NavdProcess.requestLine(10, "route", #"{"client":"phone","url":"https://app.example/posts/NEW","state":false}"#),
      NavdProcess.requestLine(11, "route", #"{"client":"phone","url":"https://app.example/posts/new","state":false}"#),
      NavdProcess.requestLine(12, "state/export", #"{"client":"droid"}"#),
      NavdProcess.requestLine(13, "shutdown"),
      #"{"jsonrpc":"2.0","method":"exit"}"# + "\n",
    ].joined()
    let outcome = try NavdProcess.run(input: input)
    #expect(outcome.status == 0)
    let messages = try outcome.ndjsonMessages()
    let responses = try outcome.ndjsonResponses()

    #expect(responses[4]?["result"]?["operations"] == [["op": "push", "stack": "main", "entry": 1, "animated": true]])
    #expect(responses[5]?["result"]?["visits"]?[0]["action"] == "advance")
    // Android patterns are case-insensitive: /posts/NEW is a modal, presented without a style.
    #expect(
      responses[6]?["result"]?["operations"] == [
        ["op": "setStack", "stack": "modal", "entries": [3], "animated": true],
        ["op": "present", "modalStyle": nil, "animated": true],
      ])
    #expect(responses[6]?["result"]?["proposal"]?["viewController"] == "hotwire://fragment/web/modal")
    // Receding from the modal dismisses it, then pops /a on the revealed stack; the root restores itself.
    let recede = responses[7]?["result"]
    #expect(
      recede?["operations"] == [
        ["op": "dismiss", "animated": true], ["op": "pop", "stack": "main", "entry": 2, "animated": true],
      ])
    #expect(
      recede?["visits"] == [
        [
          "stack": "main", "entry": 1, "url": "https://app.example/", "action": "restore", "reason": "reveal",
          "session": "main", "load": "snapshot",
        ]
      ])
    #expect(recede?["state"]?["main"]?.entryIDs == [1])
    #expect(recede?["state"]?["modalStyle"] == .null)
    #expect(responses[8]?["error"]?["code"] == -32602)
    #expect(responses[8]?["error"]?["data"]?["field"] == "configuration.platform")
    #expect(responses[9]?["result"]?["handler"] == "browser-tab")
    #expect(responses[9]?["result"]?["external"]?["kind"] == "browserTab")
    // iOS patterns are case-sensitive: /posts/NEW is pushed on main, /posts/new is a large modal.
    #expect(responses[10]?["result"]?["operations"]?[0]["op"] == "push")
    #expect(responses[11]?["result"]?["operations"]?[1] == ["op": "present", "modalStyle": "large", "animated": true])
    #expect(responses[12]?["result"]?["state"]?["configuration"]?["platform"] == "android")
    let warnings = messages.filter { $0["method"] == "window/logMessage" }
    #expect(warnings.isEmpty)
    let droidChanges = messages.filter { $0["method"] == "navigator/didChange" && $0["params"]?["client"] == "droid" }
    #expect(droidChanges.count == 4)
  }
}
