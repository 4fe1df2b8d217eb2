import Foundation
import NavJSON
import NavdTestKit
import Testing

/// The web side's four methods through the built `navd` binary on both platforms (docs/web-side.md):
/// a proposal of the page shown re-renders in place, a form in a modal leaves the modal and carries
/// its response, a failed visit marks the entry, a cross-origin redirect pops and leaves the app, and
/// a bad `session` changes nothing.
@Suite struct WebSideEndToEndTests {
  /// What differs between the platforms in this one flow.
  struct Expected: CustomTestStringConvertible, Sendable {
    var platform: String
    /// The action of the visit the form's proposal makes (Android replaces the page it shows).
    var formVisitAction: String
    /// The main session's snapshots after the form (iOS keeps a modal session of its own).
    var mainSnapshots: [String]
    /// The sessions in the state.
    var sessionNames: [String]
    /// The pop of the cross-origin redirect is animated on Android only.
    var popAnimated: Bool
    /// The external kind the redirect's URL leaves the app by.
    var externalKind: String
    /// The `data.reason` of a `session: "modal"` proposal once the modal is gone.
    var modalSessionReason: String
    var testDescription: String { platform }
  }

  static let platforms: [Expected] = [
    Expected(
      platform: "ios", formVisitAction: "advance", mainSnapshots: ["https://blog.example/posts"],
      sessionNames: ["main", "modal"], popAnimated: false, externalKind: "safari",
      modalSessionReason: "the modal web session shows nothing: the modal stack is empty"),
    Expected(
      platform: "android", formVisitAction: "replace", mainSnapshots: ["https://blog.example/posts/1/edit"],
      sessionNames: ["main"], popAnimated: true, externalKind: "browserTab",
      modalSessionReason: #"this platform has no web session "modal" (sessions: "main")"#),
  ]

  @Test(arguments: platforms)
  func theFourMethodsOfTheWebSide(_ expected: Expected) throws {
    let configuration = #"""
      {"platform":"\#(expected.platform)","startLocation":"https://blog.example/",
       "pathConfiguration":{"rules":[{"patterns":["/new$","/edit$"],"properties":{"context":"modal"}}]}}
      """#.replacingOccurrences(of: "\n", with: "")
    let input = [
      NavdProcess.requestLine(1, "initialize", #"{"configuration":\#(configuration)}"#),
      NavdProcess.requestLine(2, "route", #"{"url":"https://blog.example/posts","state":false}"#),
      NavdProcess.requestLine(3, "route", #"{"url":"https://blog.example/posts/1","state":false}"#),
      NavdProcess.requestLine(4, "session/proposeVisit", #"{"url":"https://blog.example/posts/1","state":false}"#),
      NavdProcess.requestLine(5, "route", #"{"url":"https://blog.example/posts/1/edit","state":false}"#),
      NavdProcess.requestLine(
        6, "session/formSubmitted",
        #"{"method":"patch","response":{"statusCode":200,"url":"/posts/1","redirected":true},"state":false}"#),
      NavdProcess.requestLine(7, "session/visitFailed", #"{"statusCode":503}"#),
      NavdProcess.requestLine(
        8, "session/crossOriginRedirect", #"{"url":"https://pay.example/checkout","state":false}"#),
      NavdProcess.requestLine(9, "session/proposeVisit", #"{"url":"https://blog.example/posts/2","session":"modal"}"#),
      NavdProcess.requestLine(10, "session/visitFailed", #"{"statusCode":302}"#),
      NavdProcess.requestLine(11, "state"),
      NavdProcess.requestLine(12, "shutdown"),
      #"{"jsonrpc":"2.0","method":"exit"}"# + "\n",
    ].joined()
    let outcome = try NavdProcess.run(input: input)
    #expect(outcome.status == 0)
    let responses = try outcome.ndjsonResponses()

    // The page shown proposes itself: re-rendered in place, no decision, no operation.
    let inPlace = try #require(responses[4]?["result"])
    #expect(inPlace["inPlace"] == true)
    #expect(inPlace["decision"] == .null)
    #expect(inPlace["operations"] == [])
    #expect(
      inPlace["visits"] == [
        [
          "stack": "main", "entry": 2, "url": "https://blog.example/posts/1", "action": "advance", "reason": "route",
          "session": "main", "load": "network",
        ]
      ])

    // The form in the modal redirects to the post: the modal goes, the post replaces the old one,
    // rendered from the response the proposal carries.
    let form = try #require(responses[6]?["result"])
    #expect(form["outcome"] == "proposed")
    #expect(form["proposal"]?["inPlace"] == false)
    #expect(
      form["proposal"]?["operations"] == [
        ["op": "dismiss", "animated": true], ["op": "replace", "stack": "main", "entry": 4, "replaced": 2],
      ])
    #expect(form["proposal"]?["proposal"]?["options"]?["response"] == ["statusCode": 200, "redirected": true])
    #expect(form["proposal"]?["proposal"]?["options"]?["shouldCacheSnapshot"] == false)
    #expect(
      form["proposal"]?["visits"] == [
        [
          "stack": "main", "entry": 4, "url": "https://blog.example/posts/1",
          "action": .string(expected.formVisitAction), "reason": "route", "session": "main", "load": "response",
        ]
      ])

    // A failed visit marks the active top; navigation does not change.
    let failed = try #require(responses[7]?["result"]?["state"])
    #expect(failed["main"]?.arrayValue?.map { $0["id"] } == [1, 4])
    #expect(failed["main"]?.arrayValue?.map { $0["error"] } == [JSONValue.null, ["statusCode": 503]])
    #expect(failed["webSessions"]?.arrayValue?.map { $0["name"] } == .some(expected.sessionNames.map(JSONValue.string)))
    #expect(failed["webSessions"]?[0]["renderedURL"] == "https://blog.example/posts/1")
    #expect(failed["webSessions"]?[0]["snapshots"] == .array(expected.mainSnapshots.map(JSONValue.string)))

    // The redirect to another origin pops the page and hands the URL to the router.
    let redirect = try #require(responses[8]?["result"])
    #expect(redirect["decision"] == "cancel")
    #expect(redirect["external"]?["kind"] == .string(expected.externalKind))
    #expect(
      redirect["operations"] == [["op": "pop", "stack": "main", "entry": 4, "animated": .bool(expected.popAnimated)]])
    #expect(redirect["visits"]?[0]["entry"] == 1)
    #expect(redirect["visits"]?[0]["action"] == "restore")
    #expect(redirect["visits"]?[0]["reason"] == "reveal")

    // Bad input changes nothing.
    #expect(responses[9]?["error"]?["code"] == -32602)
    #expect(responses[9]?["error"]?["data"]?["field"] == "session")
    #expect(responses[9]?["error"]?["data"]?["reason"] == .string(expected.modalSessionReason))
    #expect(responses[10]?["error"]?["code"] == -32602)
    #expect(responses[10]?["error"]?["data"]?["field"] == "statusCode")
    let state = try #require(responses[11]?["result"]?["state"] ?? responses[11]?["result"])
    #expect(state["main"]?.arrayValue?.map { $0["id"] } == [1])
    #expect(state["main"]?[0]["error"] == .null)
  }
}
