import NavJSON
import NavProtocol
import NavdTestKit
import Testing

@testable import NavDaemon

/// `explain` on the four methods that take it (docs/protocol.md §10): the keys each has, their wire
/// form, bad input, and that explaining changes nothing else.
@Suite struct MethodExplainTests {
  static let configuration: JSONValue = [
    "startLocation": "https://app.example/",
    "pathConfiguration": [
      "rules": [
        ["patterns": [".*"], "properties": ["pull_to_refresh_enabled": false]],
        ["patterns": ["/new$"], "properties": ["context": "modal", "modal_style": "form_sheet"]],
      ]
    ],
    "routes": [
      ["name": "post", "patterns": ["https://app.example/posts/{id:int}"]],
      ["name": "newPost", "patterns": ["https://app.example/posts/new"]],
    ],
  ]

  static func harness(notifications: Bool = false) throws -> MethodHarness {
    try MethodHarness(
      initialize: [
        "capabilities": ["notifications": .bool(notifications)], "configuration": Self.configuration,
      ])
  }

  /// Method, params: every method that takes `explain`.
  static let explainable: [(String, JSONValue)] = [
    ("route", ["url": "https://app.example/posts/new"]),
    ("router/decide", ["url": "https://app.example/posts/new"]),
    ("pathConfiguration/properties", ["url": "https://app.example/posts/new"]),
    ("routes/resolve", ["url": "https://app.example/posts/new"]),
  ]

  @Test(arguments: explainable)
  func explainMustBeABoolean(method: String, params: JSONValue) throws {
    let h = try Self.harness()
    h.call("start")
    for bad: JSONValue in ["yes", 1, [true], ["on": true]] {
      var withBad = try #require(params.objectValue)
      withBad["explain"] = bad
      h.expectFailure(method, .object(withBad), code: -32602, field: "explain")
    }
  }

  @Test(arguments: explainable)
  func explainFalseOrNullAddsNothing(method: String, params: JSONValue) throws {
    for value: JSONValue in [false, nil] {
      let h = try Self.harness()
      var withFlag = try #require(params.objectValue)
      withFlag["explain"] = value
      let result = h.call(method, .object(withFlag))
      #expect(result["explanation"] == nil)
      #expect(result != .null)
    }
  }

  /// Method, params, the explanation's keys.
  static let keys: [(String, JSONValue, [String])] = [
    (
      "route", ["url": "https://app.example/posts/new"],
      ["platform", "subject", "matches", "properties", "router", "rule", "comparisons", "routes"]
    ),
    (
      "route", ["url": "https://app.example/posts/new", "proposalResult": "reject"],
      ["platform", "subject", "matches", "properties", "router", "routes"]
    ),
    (
      "route", ["url": "https://elsewhere.example/"],
      ["platform", "subject", "matches", "properties", "router", "routes"]
    ),
    ("router/decide", ["url": "https://app.example/posts/new"], ["platform", "router"]),
    (
      "pathConfiguration/properties", ["url": "https://app.example/posts/new"],
      ["platform", "subject", "matches", "properties"]
    ),
    ("routes/resolve", ["url": "https://app.example/posts/new"], ["platform", "routes"]),
    ("routes/resolve", ["url": "not a url"], ["platform", "routes"]),
  ]

  @Test(arguments: keys)
  func eachMethodHasItsKeys(method: String, params: JSONValue, keys: [String]) throws {
    let h = try Self.harness()
    h.call("start")
    var explained = try #require(params.objectValue)
    explained["explain"] = true
    let explanation = try #require(h.call(method, .object(explained))["explanation"]?.objectValue)
    #expect(explanation.keys == keys)
    #expect(explanation["platform"] == "ios")
  }

  @Test func routeLeavesRoutesOutWithoutARouteTable() throws {
    let h = try MethodHarness(initialize: ["configuration": ["startLocation": "https://app.example/"]])
    let explanation = h.call("route", ["url": "https://app.example/", "explain": true])["explanation"]
    #expect(
      explanation?.objectValue?.keys == [
        "platform", "subject", "matches", "properties", "router", "rule", "comparisons",
      ])
  }

  @Test func explainedRouteEqualsTheUnexplainedOneApartFromItsExplanation() throws {
    let plain = try Self.harness(notifications: true)
    let explained = try Self.harness(notifications: true)
    let steps: [JSONObject] = [
      ["url": "https://app.example/"],
      ["url": "https://app.example/posts/new?draft=1", "properties": ["animated": false]],
      ["url": "https://app.example/posts/new"],
      ["url": "https://app.example/posts/7", "proposalResult": "reject"],
      ["url": "https://elsewhere.example/x"],
      ["url": "https://app.example/recede_historical_location"],
    ]
    for step in steps {
      let expected = plain.call("route", .object(step))
      var withExplain = step
      withExplain["explain"] = true
      var result = try #require(explained.call("route", .object(withExplain)).objectValue)
      #expect(result["explanation"] != nil)
      result["explanation"] = nil
      #expect(JSONValue.object(result) == expected)
    }
    #expect(explained.notifications == plain.notifications)
    #expect(explained.snapshot() == plain.snapshot())
    #expect(explained.call("routes/coverage") == plain.call("routes/coverage"))
  }

  @Test func resolveExplainedCountsCoverageOnce() throws {
    let h = try Self.harness()
    h.call("routes/resolve", ["url": "https://app.example/posts/7", "explain": true])
    h.call("routes/resolve", ["url": "https://app.example/posts/8"])
    #expect(h.call("routes/coverage")["routes"] == [["name": "post", "hits": 2], ["name": "newPost", "hits": 0]])
  }

  @Test func theWireFormOfARouteExplanation() throws {
    let h = try Self.harness()
    h.call("start")
    h.call("state/import", ["state": ["main": [["url": "https://app.example/"], [:]]]])
    let explanation = h.call(
      "route", ["url": "https://app.example/posts/new", "options": ["action": "replace"], "explain": true])[
        "explanation"]
    #expect(explanation?["subject"] == "/posts/new")
    #expect(explanation?["matches"] == [["rule": 0, "pattern": ".*"], ["rule": 1, "pattern": "/new$"]])
    #expect(explanation?["properties"]?["context"] == ["value": "modal", "from": "rules[1]"])
    #expect(explanation?["properties"]?["modal_style"] == ["value": "form_sheet", "from": "rules[1]"])
    #expect(explanation?["properties"]?["pull_to_refresh_enabled"] == ["value": false, "from": "rules[0]"])
    #expect(explanation?["properties"]?["animated"] == ["value": true, "from": "default"])
    #expect(explanation?["router"]?[0]["handler"] == "app-navigation")
    #expect(explanation?["router"]?[0]["matched"] == true)
    #expect(
      explanation?["rule"] == [
        "presentation": "default", "context": "modal", "presented": false, "row": "default/modal/not presented",
        "mode": nil,
      ])
    // A new modal: no identity comparison.
    #expect(explanation?["comparisons"] == [])
    #expect(explanation?["routes"]?[1]["result"] == "matched")
  }

  @Test func anUnstampedTopIsComparedWithANullStamp() throws {
    let h = try Self.harness()
    h.call("start")
    h.call("state/import", ["state": ["main": [["url": "https://app.example/"], [:]]]])
    let result = h.call("route", ["url": "https://app.example/posts", "explain": true, "state": false])
    let comparisons = try #require(result["explanation"]?["comparisons"]?.arrayValue)
    #expect(comparisons.count == 2)
    #expect(comparisons[0]["stack"] == "main")
    #expect(comparisons[0]["position"] == "top")
    #expect(comparisons[0]["stamp"] == .null)
    #expect(comparisons[0]["same"] == false)
    #expect(comparisons[1]["position"] == "previous")
    #expect(comparisons[1]["stamp"] == "https://app.example/")
    #expect(result["warnings"]?.arrayValue?.count == 1)
  }

  @Test func builtInMatchesAreNamedByBuiltInName() throws {
    let h = try Self.harness()
    let explanation = h.call(
      "pathConfiguration/properties", ["url": "https://app.example/recede_historical_location", "explain": true])[
        "explanation"]
    #expect(
      explanation?["matches"] == [
        ["rule": 0, "pattern": ".*"], ["rule": "builtin:recede", "pattern": "/recede_historical_location"],
      ])
    #expect(explanation?["properties"]?["presentation"] == ["value": "pop", "from": "builtin:recede"])
  }

  /// The URL as written, and the subject: escapes and their case kept, raw non-ASCII encoded with uppercase hex.
  static let subjects: [(String, String)] = [
    ("https://app.example/caf%c3%a9/", "/caf%c3%a9/"),
    ("https://app.example/café", "/caf%C3%A9"),
    ("https://app.example/café/%e9?q=é#x", "/caf%C3%A9/%e9?q=%C3%A9"),
    ("https://app.example", ""),
  ]

  @Test(arguments: subjects)
  func theSubjectIsThePathAsWritten(url: String, subject: String) throws {
    let h = try Self.harness()
    let explanation = h.call("pathConfiguration/properties", ["url": .string(url), "explain": true])["explanation"]
    #expect(explanation?["subject"] == .string(subject))
  }

  @Test func matchQueryStringsOffLeavesTheQueryOutOfTheSubject() throws {
    let h = try MethodHarness(initialize: ["configuration": ["matchQueryStrings": false]])
    let explanation = h.call("pathConfiguration/properties", ["url": "https://app.example/a?b=1", "explain": true])[
      "explanation"]
    #expect(explanation?["subject"] == "/a")
  }

  @Test func androidExplainsItsModeTheModalResultAndItsSubject() throws {
    let h = try MethodHarness(
      initialize: [
        "configuration": [
          "platform": "android", "startLocation": "https://app.example/", "matchQueryStrings": false,
          "pathConfiguration": ["rules": [["patterns": ["/NEW$"], "properties": ["context": "MODAL"]]]],
        ]
      ])
    h.call(
      "state/import",
      [
        "state": [
          "main": [["url": "https://app.example/"], ["url": "https://app.example/posts"]],
          "modal": [["url": "https://app.example/posts/new"]],
        ]
      ])
    let result = h.call("route", ["url": "https://app.example/posts?x=1", "explain": true, "state": false])
    let explanation = try #require(result["explanation"]?.objectValue)
    #expect(
      explanation.keys == [
        "platform", "subject", "matches", "properties", "router", "rule", "comparisons", "modalResult",
      ])
    #expect(explanation["platform"] == "android")
    // Android always searches the query, whatever matchQueryStrings says.
    #expect(explanation["subject"] == "/posts?x=1")
    #expect(
      explanation["rule"] == [
        "presentation": "pop", "context": "default", "presented": true, "row": nil, "mode": "dismiss-modal",
      ])
    #expect(explanation["comparisons"]?[0]["position"] == "current")
    #expect(explanation["comparisons"]?[0]["stack"] == "modal")
    #expect(explanation["comparisons"]?[1]["position"] == "previous")
    #expect(explanation["properties"]?["uri"] == ["value": "hotwire://fragment/web", "from": "default"])
    #expect(explanation["properties"]?["pull_to_refresh_enabled"] == ["value": false, "from": "default"])
    let second = explanation["modalResult"]
    #expect(second?["rule"]?["mode"] == "in-context")
    #expect(second?["rule"]?["presentation"] == "push")
    #expect(second?["comparisons"]?[0]["stamp"] == "https://app.example/")

    // The Android rules are case-insensitive: `/NEW$` matches, and `MODAL` reads `modal`.
    let modal = h.call("route", ["url": "https://app.example/posts/new", "explain": true, "state": false])
    #expect(modal["explanation"]?["matches"] == [["rule": 0, "pattern": "/NEW$"]])
    #expect(modal["explanation"]?["properties"]?["context"] == ["value": "modal", "from": "rules[0]"])
    #expect(modal["explanation"]?["modalResult"] == .null)
    #expect(modal["explanation"]?["rule"]?["mode"] == "to-modal")
  }
}
