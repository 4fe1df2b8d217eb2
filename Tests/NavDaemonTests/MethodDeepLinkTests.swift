import JSONRPC
import NavJSON
import NavProtocol
import Testing

@testable import NavDaemon

/// `deepLink/open` (docs/protocol.md §5): cold and warm, each platform, the link on the start
/// location's host or not.
@Suite struct MethodDeepLinkTests {
  struct Case: Sendable, CustomStringConvertible {
    let platform: String
    let launch: String
    let url: String
    /// The main stack's URLs after the call, bottom first.
    let main: [String]
    let modal: [String]
    /// The visits' URLs and loads, in order.
    let visits: [String]
    /// The link's route decision, `nil` when `route` is null.
    let routed: String?
    let warnings: [String]
    var description: String { "\(platform) \(launch) \(url)" }
  }

  static let start = "https://app.example/"
  static let pathConfiguration: JSONValue = [
    "rules": [["patterns": ["/new$"], "properties": ["context": "modal"]]]
  ]

  static let cases: [Case] = [
    // iOS starts at the start location, then routes the link on top (hotwire-native-ios #68);
    // into a modal both load from the network at once (#144).
    Case(
      platform: "ios", launch: "cold", url: "https://app.example/posts/new", main: [start],
      modal: ["https://app.example/posts/new"],
      visits: ["https://app.example/ network", "https://app.example/posts/new network"], routed: "navigate",
      warnings: []),
    Case(
      platform: "ios", launch: "cold", url: "https://app.example/posts/1",
      main: [start, "https://app.example/posts/1"],
      modal: [], visits: ["https://app.example/ network", "https://app.example/posts/1 network"], routed: "navigate",
      warnings: []),
    // Another host: started, then the link goes to the in-app browser.
    Case(
      platform: "ios", launch: "cold", url: "https://other.example/x", main: [start], modal: [],
      visits: ["https://app.example/ network"], routed: "cancel", warnings: []),
    // Android starts at a link on the start location's host: the one entry, the start destination
    // on main whatever its context (#200, #89).
    Case(
      platform: "android", launch: "cold", url: "https://app.example/posts/new",
      main: ["https://app.example/posts/new"], modal: [], visits: ["https://app.example/posts/new network"],
      routed: nil, warnings: []),
    // Android drops a link on another host and starts at the start location.
    Case(
      platform: "android", launch: "cold", url: "https://other.example/x", main: [start], modal: [],
      visits: ["https://app.example/ network"], routed: nil, warnings: ["deepLinkIgnored"]),
    // Warm: routed on the running navigator (started first here by `start`).
    Case(
      platform: "ios", launch: "warm", url: "https://app.example/posts/new", main: [start],
      modal: ["https://app.example/posts/new"], visits: ["https://app.example/posts/new network"],
      routed: "navigate", warnings: []),
    Case(
      platform: "android", launch: "warm", url: "https://app.example/posts/new", main: [start],
      modal: ["https://app.example/posts/new"], visits: ["https://app.example/posts/new network"],
      routed: "navigate", warnings: []),
  ]

  @Test(arguments: cases)
  func openLinks(_ test: Case) throws {
    let harness = try MethodHarness(initialize: [
      "configuration": [
        "platform": .string(test.platform), "startLocation": .string(Self.start),
        "pathConfiguration": Self.pathConfiguration,
      ]
    ])
    if test.launch == "warm" { harness.call("start") }
    let result = harness.call("deepLink/open", ["url": .string(test.url), "launch": .string(test.launch)])
    let state = try #require(result["state"])
    let urls = { (stack: String) in (state[stack]?.arrayValue ?? []).compactMap { $0["routedLocation"]?.stringValue } }
    #expect(urls("main") == test.main)
    #expect(urls("modal") == test.modal)
    let visits = (result["visits"]?.arrayValue ?? []).map {
      "\($0["url"]?.stringValue ?? "") \($0["load"]?.stringValue ?? "")"
    }
    #expect(visits == test.visits)
    #expect(result["route"]?["decision"]?.stringValue == test.routed)
    if test.routed == nil { #expect(result["route"] == .null) }
    #expect((result["warnings"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue } == test.warnings)
  }

  @Test(arguments: ["ios", "android"])
  func aColdLaunchOnAStartedNavigatorIsMinus32602AndChangesNothing(_ platform: String) throws {
    let harness = try MethodHarness(initialize: [
      "configuration": ["platform": .string(platform), "startLocation": .string(Self.start)]
    ])
    harness.call("start")
    harness.expectFailure(
      "deepLink/open", ["url": "https://app.example/a", "launch": "cold"], code: -32602, field: "launch")
  }

  @Test func aColdLinkThatOverflowsTheStackPutsEverythingBack() throws {
    let harness = try MethodHarness(
      limits: NavigationLimits(maxClients: 64, maxStackEntries: 1),
      initialize: ["configuration": ["startLocation": .string(Self.start)]])
    harness.expectFailure(
      "deepLink/open", ["url": "https://app.example/a", "launch": "cold"], code: -32012)
    let state = harness.call("state")
    #expect(state["main"] == [])
    // Not started: a cold launch is still possible.
    #expect(harness.call("deepLink/open", ["url": "https://other.example/", "launch": "cold"])["route"] != nil)
  }

  @Test(arguments: [
    (JSONValue.object(["url": "/relative", "launch": "cold"]), "url"),
    (JSONValue.object(["url": "https://app.example/", "launch": "hot"]), "launch"),
    (JSONValue.object(["url": "https://app.example/"]), "launch"),
  ])
  func badParamsAreMinus32602(_ params: JSONValue, _ field: String) throws {
    let harness = try MethodHarness(initialize: ["configuration": ["startLocation": .string(Self.start)]])
    harness.expectFailure("deepLink/open", params, code: -32602, field: field)
  }

  @Test func aWarmLinkRoutesOnTheActiveTab() throws {
    let harness = try MethodHarness(initialize: [
      "configuration": [
        "tabs": [
          ["id": "home", "url": "https://app.example/"], ["id": "search", "url": "https://app.example/search"],
        ]
      ]
    ])
    let result = harness.call("deepLink/open", ["url": "https://app.example/posts/1", "launch": "warm"])
    #expect(result["state"]?["activeTab"] == "home")
    #expect(
      result["state"]?["main"]?.arrayValue?.compactMap { $0["routedLocation"]?.stringValue } == [
        "https://app.example/", "https://app.example/posts/1",
      ])
    // The active tab started when the client opened, so a cold launch is refused.
    harness.expectFailure(
      "deepLink/open", ["url": "https://app.example/posts/2", "launch": "cold"], code: -32602, field: "launch")
  }

  @Test func compareShowsTheColdLinkDivergenceAndTheLinksDecision() throws {
    let harness = try MethodHarness()
    let compared = harness.call(
      "compare",
      [
        "configuration": [
          "startLocation": .string(Self.start), "pathConfiguration": Self.pathConfiguration,
          "routeDecisionHandlers": [
            ["name": "paywall", "matches": ["url": "/premium"], "decision": "cancel", "external": "inAppBrowser"],
            "app-navigation",
          ],
        ],
        "steps": [
          ["method": "deepLink/open", "params": ["url": "https://app.example/posts/new", "launch": "cold"]],
          ["method": "deepLink/open", "params": ["url": "https://app.example/premium", "launch": "warm"]],
        ],
      ])
    let steps = compared["steps"]?.arrayValue ?? []
    #expect(
      steps.first?["differences"]?.arrayValue?.compactMap { $0["field"]?.stringValue } == [
        "decision", "main", "modal", "presented", "pullToRefreshEnabled", "visits",
      ])
    #expect(steps.first?["ios"]?["decision"] == "navigate")
    #expect(steps.first?["android"]?["decision"] == .null)
    // The paywall decides alike; only the stacks the cold launch left still differ.
    let last = steps.last?["differences"]?.arrayValue?.compactMap { $0["field"]?.stringValue } ?? []
    #expect(!last.contains("decision") && !last.contains("external") && !last.contains("visits"))
    #expect(steps.last?["ios"]?["decision"] == "cancel")
    #expect(steps.last?["android"]?["external"] == "inAppBrowser")
  }

  @Test func explainSaysWhichHandlerTookTheLink() throws {
    let harness = try MethodHarness(initialize: [
      "configuration": [
        "startLocation": .string(Self.start),
        "routeDecisionHandlers": [
          ["name": "paywall", "matches": ["url": "/premium"], "decision": "cancel"], "app-navigation",
        ],
      ]
    ])
    let result = harness.call(
      "deepLink/open", ["url": "https://app.example/premium/1", "launch": "cold", "explain": true, "state": false])
    #expect(result["route"]?["handler"] == "paywall")
    #expect(result["visits"]?.arrayValue?.count == 1)
    #expect(
      result["explanation"]?["router"]
        == [
          [
            "handler": "paywall", "matched": true,
            "reason":
              "declared handler paywall: url https://app.example/premium/1 matches pattern \"/premium\": cancel",
          ]
        ])
  }
}
