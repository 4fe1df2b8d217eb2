import JSONRPC
import NavJSON
import NavProtocol
import Testing

@testable import NavDaemon

/// Declared route decision handlers in a configuration (docs/protocol.md §4): every bad one is
/// `-32602` with the exact field, from `initialize`, `client/open`, `client/configure` and
/// `compare` alike, and changes nothing.
@Suite struct DeclaredRouteDecisionHandlerConfigurationTests {
  static let paywall: JSONValue = ["name": "paywall", "matches": ["url": "/premium"], "decision": "cancel"]

  static let bad: [BadField] = [
    BadField(
      ["routeDecisionHandlers": [["name": "x", "matches": ["url": "(unclosed"], "decision": "cancel"]]],
      "configuration.routeDecisionHandlers[0].matches.url"),
    BadField(
      ["routeDecisionHandlers": ["app-navigation", ["name": "x", "matches": ["host": "a"], "decision": "cancel"]]],
      "configuration.routeDecisionHandlers[1].matches.host"),
    BadField(
      ["routeDecisionHandlers": [["name": "x", "matches": [:], "decision": "cancel", "when": 1]]],
      "configuration.routeDecisionHandlers[0].when"),
    BadField(
      ["routeDecisionHandlers": [paywall, "app-navigation", paywall]],
      "configuration.routeDecisionHandlers[2].name"),
    BadField(
      ["routeDecisionHandlers": [["name": "safari", "matches": [:], "decision": "cancel"]]],
      "configuration.routeDecisionHandlers[0].name"),
    BadField(
      ["routeDecisionHandlers": [["name": "browser-tab", "matches": [:], "decision": "cancel"]]],
      "configuration.routeDecisionHandlers[0].name"),
    BadField(
      ["routeDecisionHandlers": [["name": "", "matches": [:], "decision": "cancel"]]],
      "configuration.routeDecisionHandlers[0].name"),
    BadField(
      ["routeDecisionHandlers": [["matches": [:], "decision": "cancel"]]],
      "configuration.routeDecisionHandlers[0].name"),
    BadField(
      ["routeDecisionHandlers": [["name": "x", "decision": "cancel"]]],
      "configuration.routeDecisionHandlers[0].matches"),
    BadField(
      ["routeDecisionHandlers": [["name": "x", "matches": [:]]]],
      "configuration.routeDecisionHandlers[0].decision"),
    BadField(
      ["routeDecisionHandlers": [["name": "x", "matches": [:], "decision": "maybe"]]],
      "configuration.routeDecisionHandlers[0].decision"),
    BadField(
      ["routeDecisionHandlers": [["name": "x", "matches": [:], "decision": "cancel", "external": "safari"]]],
      "configuration.routeDecisionHandlers[0].external"),
    BadField(
      ["routeDecisionHandlers": [["name": "x", "matches": ["action": "push"], "decision": "cancel"]]],
      "configuration.routeDecisionHandlers[0].matches.action"),
    BadField(
      ["routeDecisionHandlers": [["name": "x", "matches": ["properties": ["a"]], "decision": "cancel"]]],
      "configuration.routeDecisionHandlers[0].matches.properties"),
    BadField(
      ["routeDecisionHandlers": [["name": "x", "matches": "all", "decision": "cancel"]]],
      "configuration.routeDecisionHandlers[0].matches"),
    BadField(["routeDecisionHandlers": [7]], "configuration.routeDecisionHandlers[0]"),
  ]

  @Test(arguments: bad)
  func badDeclaredHandlersAreMinus32602WithTheField(_ bad: BadField) throws {
    let harness = try MethodHarness()
    harness.call("route", ["url": "https://app.example/"])
    harness.expectFailure("client/configure", ["configuration": bad.json], code: -32602, field: bad.field)
    harness.expectFailure(
      "client/open", ["client": "new", "configuration": bad.json], code: -32602, field: bad.field, client: "new")
  }

  @Test func theReasonNamesTheProblem() throws {
    let harness = try MethodHarness()
    let duplicate = harness.failure(
      "client/open", ["client": "c", "configuration": ["routeDecisionHandlers": [Self.paywall, Self.paywall]]])
    #expect(duplicate["data"]?["reason"] == "duplicates configuration.routeDecisionHandlers[0].name \"paywall\"")
    let builtIn = harness.failure(
      "client/open",
      [
        "client": "c",
        "configuration": ["routeDecisionHandlers": [["name": "app-navigation", "matches": [:], "decision": "cancel"]]],
      ])
    #expect(
      builtIn["data"]?["reason"] == "is the name of a built-in handler; a declared handler needs a name of its own")
    let pattern = harness.failure(
      "client/open",
      [
        "client": "c",
        "configuration": ["routeDecisionHandlers": [["name": "x", "matches": ["url": "a("], "decision": "cancel"]]],
      ])
    #expect(pattern["data"]?["reason"]?.stringValue?.hasPrefix("is not a valid pattern: ") == true)
  }

  @Test func compareNamesThePlatformsConfiguration() throws {
    let harness = try MethodHarness()
    let bad: JSONValue = ["routeDecisionHandlers": [["name": "x", "matches": ["url": "("], "decision": "cancel"]]]
    harness.expectFailure(
      "compare", ["android": bad, "steps": []], code: -32602, field: "android.routeDecisionHandlers[0].matches.url")
  }

  @Test(arguments: ["ios", "android"])
  func aPaywallCancelsPremiumLinksAndTheRestRoutes(_ platform: String) throws {
    let harness = try MethodHarness(initialize: [
      "configuration": [
        "platform": .string(platform), "startLocation": "https://app.example/",
        "routeDecisionHandlers": [
          [
            "name": "paywall", "matches": ["url": "^https://app\\.example/premium"], "decision": "cancel",
            "external": "inAppBrowser",
          ],
          "app-navigation",
        ],
      ]
    ])
    let premium = harness.call("route", ["url": "https://app.example/premium/1"])
    #expect(premium["decision"] == "cancel")
    #expect(premium["handler"] == "paywall")
    #expect(premium["external"]?["kind"] == (platform == "ios" ? "safari" : "browserTab"))
    #expect(premium["operations"] == [])
    let free = harness.call("route", ["url": "https://app.example/free/premium"])
    #expect(free["handler"] == "app-navigation")
    let decided = harness.call("router/decide", ["url": "https://app.example/premium/2"])
    #expect(decided["handler"] == "paywall")
    // The configuration comes back as given.
    let exported = harness.call("state/export")
    #expect(exported["state"]?["configuration"]?["routeDecisionHandlers"]?.arrayValue?.count == 2)
  }
}
