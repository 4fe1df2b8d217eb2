import NavJSON
import NavdTestKit
import Testing

@testable import NavDaemon

/// `explain: true` on `session/proposeVisit` and `session/formSubmitted` (docs/web-side.md): the
/// proposal's explanation is `route`'s plus `webSide`, the form's is `webSide.form`, and the
/// proposal a form makes explains itself.
@Suite struct WebSideExplainTests {
  static let configuration: JSONValue = [
    "startLocation": "https://blog.example/",
    "pathConfiguration": ["rules": [["patterns": ["/new$", "/edit$"], "properties": ["context": "modal"]]]],
  ]

  static func harness() throws -> MethodHarness {
    let h = try MethodHarness(initialize: ["configuration": Self.configuration])
    h.call("route", ["url": "https://blog.example/posts", "state": false])
    h.call("route", ["url": "https://blog.example/posts/new", "state": false])
    return h
  }

  static let dismissModal: JSONValue = [
    "rule": "dismissModal",
    "reason": "a redirect proposed by the modal session in the default context dismisses the modal, then routes",
  ]

  @Test func aRedirectedProposalFromTheModalExplainsItsRule() throws {
    let h = try Self.harness()
    let result = h.call(
      "session/proposeVisit",
      [
        "url": "https://blog.example/posts/1", "options": ["response": ["statusCode": 200, "redirected": true]],
        "state": false, "explain": true,
      ])
    #expect(
      result["operations"] == [
        ["op": "dismiss", "animated": true], ["op": "push", "stack": "main", "entry": 3, "animated": true],
      ])
    let explanation = try #require(result["explanation"]?.objectValue)
    #expect(
      explanation.keys == [
        "platform", "subject", "matches", "properties", "router", "rule", "comparisons", "webSide",
      ])
    #expect(explanation["subject"] == "/posts/1")
    #expect(explanation["webSide"] == ["session": "modal", "proposal": Self.dismissModal])
  }

  @Test func aFormThatMustRedirectExplainsOnlyTheForm() throws {
    let h = try Self.harness()
    let result = h.call(
      "session/formSubmitted",
      ["method": "POST", "response": ["statusCode": 200, "url": "/posts/new"], "state": false, "explain": true])
    #expect(result["outcome"] == "mustRedirect")
    #expect(result["proposal"] == .null)
    #expect(
      result["explanation"] == [
        "platform": "ios",
        "webSide": [
          "session": "modal",
          "form": [
            "outcome": "mustRedirect",
            "reason": "a non-GET 200 that was not redirected is Turbo's \"Form responses must redirect\" error",
            "action": nil, "actionReason": nil,
          ],
        ],
      ])
  }

  @Test func aProposedFormExplainsTheFormAndItsProposalExplainsItself() throws {
    let h = try Self.harness()
    let result = h.call(
      "session/formSubmitted",
      [
        "method": "PATCH", "response": ["statusCode": 200, "url": "/posts/1", "redirected": true], "state": false,
        "explain": true,
      ])
    #expect(result["outcome"] == "proposed")
    let form: JSONValue = [
      "outcome": "proposed", "reason": "a successful HTML response is proposed as a visit to the final URL",
      "action": "advance", "actionReason": "the default action",
    ]
    #expect(
      result["explanation"] == [
        "platform": "ios", "webSide": ["session": "modal", "proposal": Self.dismissModal, "form": form],
      ])
    let proposal = try #require(result["proposal"]?["explanation"]?.objectValue)
    #expect(
      proposal.keys == ["platform", "subject", "matches", "properties", "router", "rule", "comparisons", "webSide"])
    #expect(proposal["webSide"]?["proposal"] == Self.dismissModal)
  }

  @Test func withoutExplainThereIsNoExplanation() throws {
    let h = try Self.harness()
    let proposed = h.call("session/proposeVisit", ["url": "https://blog.example/posts/new", "state": false])
    #expect(proposed["inPlace"] == true)
    #expect(proposed["explanation"] == nil)
    let submitted = h.call(
      "session/formSubmitted",
      ["method": "GET", "response": ["statusCode": 204, "url": "/posts/new", "html": false], "state": false])
    #expect(submitted["outcome"] == "noHTML")
    #expect(submitted["explanation"] == nil)
  }
}
