import JSONRPC
import NavJSON
import NavProtocol
import Testing

@testable import NavDaemon

/// `compare` (docs/protocol.md §11): structural errors before anything runs, and the View and its
/// differences (checked here on two iOS sides until the daemon has an Android platform).
@Suite struct CompareMethodTests {
  static let app: JSONValue = ["startLocation": "https://app.example/"]

  struct Structural: CustomTestStringConvertible, Sendable {
    var name: String
    var params: JSONValue
    var field: String
    var testDescription: String { name }
  }

  static let structural: [Structural] = [
    Structural(name: "steps missing", params: ["configuration": app], field: "steps"),
    Structural(name: "steps not an array", params: ["steps": "route"], field: "steps"),
    Structural(name: "unknown compare param", params: ["steps": [], "client": "x"], field: "client"),
    Structural(
      name: "a step that is not an object", params: ["configuration": app, "steps": [["route": "/a"], 3]],
      field: "steps[1]"),
    Structural(name: "no method", params: ["steps": [["params": [:]]]], field: "steps[0]"),
    Structural(name: "unknown method", params: ["steps": [["method": "teleport"]]], field: "steps[0].method"),
    Structural(name: "a client method", params: ["steps": [["method": "client/open"]]], field: "steps[0].method"),
    Structural(name: "compare inside compare", params: ["steps": [["method": "compare"]]], field: "steps[0].method"),
    Structural(name: "method not a string", params: ["steps": [["method": 7]]], field: "steps[0].method"),
    Structural(
      name: "method and route", params: ["steps": [["method": "pop", "route": "https://a.example/"]]],
      field: "steps[0].route"),
    Structural(
      name: "params not an object", params: ["steps": [["method": "pop", "params": [1]]]], field: "steps[0].params"),
    Structural(
      name: "unknown step key", params: ["steps": [["method": "pop", "expect": [:]]]], field: "steps[0].expect"),
    Structural(
      name: "a client param", params: ["steps": [["method": "pop", "params": ["client": "a"]]]],
      field: "steps[0].params.client"),
    Structural(
      name: "a client in the shorthand", params: ["steps": [["route": "https://a.example/", "client": "a"]]],
      field: "steps[0].client"),
    Structural(name: "shorthand not a string", params: ["steps": [["route": 1]]], field: "steps[0].route"),
    Structural(
      name: "shorthand neither URL nor path", params: ["configuration": app, "steps": [["route": "posts/1"]]],
      field: "steps[0].route"),
    Structural(
      name: "path without a start location", params: ["steps": [["route": "/posts"]]], field: "steps[0].route"),
    Structural(
      name: "path without a start location on one side",
      params: ["ios": app, "steps": [["route": "https://app.example/"], ["route": "/posts"]]], field: "steps[1].route"),
    Structural(
      name: "platform in configuration", params: ["configuration": ["platform": "ios"], "steps": []],
      field: "configuration.platform"),
    Structural(name: "platform in ios", params: ["ios": ["platform": "android"], "steps": []], field: "ios.platform"),
    Structural(
      name: "platform in android", params: ["android": ["platform": "android"], "steps": []], field: "android.platform"),
    Structural(
      name: "the shared configuration's error under its key",
      params: ["configuration": ["routeDecisionHandlers": ["app-navigation", "teleport"]], "steps": []],
      field: "configuration.routeDecisionHandlers[1]"),
    Structural(
      name: "safari in the shared configuration, which Android lacks (docs/protocol.md §11)",
      params: ["configuration": ["routeDecisionHandlers": ["app-navigation", "safari"]], "steps": []],
      field: "configuration.routeDecisionHandlers[1]"),
    Structural(
      name: "safari in the android configuration",
      params: ["android": ["routeDecisionHandlers": ["safari"]], "steps": []],
      field: "android.routeDecisionHandlers[0]"),
    Structural(
      name: "a side's configuration error under its key",
      params: ["ios": ["startLocation": "not a url"], "steps": []], field: "ios.startLocation"),
  ]

  @Test(arguments: structural)
  func structuralErrorsAreInvalidParamsAndChangeNothing(_ bad: Structural) throws {
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/kept"])
    h.expectFailure("compare", bad.params, code: -32602, field: bad.field)
  }

  /// iOS with `hideTabBarWhenPushed` hides the tab bar on a push, Android on a modal (DESIGN §10):
  /// `compare` reports both divergences through the real method.
  @Test func theTabBarDivergesOnAPushAndOnAModal() throws {
    let h = try MethodHarness()
    let configuration: JSONValue = [
      "tabs": [["id": "home", "url": "https://app.example/"]], "hideTabBarWhenPushed": true,
      "pathConfiguration": [
        "rules": [
          ["patterns": [".*"], "properties": ["pull_to_refresh_enabled": true]],
          ["patterns": ["/new$"], "properties": ["context": "modal"]],
        ]
      ],
    ]
    let result = h.call(
      "compare", ["configuration": configuration, "steps": [["route": "/a"], ["method": "pop"], ["route": "/new"]]])
    let steps = result["steps"]?.arrayValue ?? []
    #expect(steps.map { $0["ios"]?["tabBarVisible"] } == [false, true, true])
    #expect(steps.map { $0["android"]?["tabBarVisible"] } == [true, true, false])
    #expect(steps[0]["differences"] == [["field": "tabBarVisible", "ios": false, "android": true]])
    #expect(steps[2]["differences"] == [["field": "tabBarVisible", "ios": true, "android": false]])
    #expect(result["divergent"] == [0, 2])
  }

  @Test func compareNeverShowsItsNavigatorsAsClients() throws {
    let h = try MethodHarness()
    _ = h.send("compare", ["configuration": Self.app, "steps": [["route": "/posts"]]])
    #expect(h.call("client/list") == ["clients": ["default"]])
  }

  /// Two sides built the way `compare` builds them, both iOS, differing only in configuration.
  static func sides(_ left: JSONObject, _ right: JSONObject) throws -> (StepRunner, StepRunner) {
    let environment = StepEnvironment()
    return (
      try StepRunner(platform: .ios, configuration: left, field: "ios", environment: environment),
      try StepRunner(platform: .ios, configuration: right, field: "android", environment: environment)
    )
  }

  static let steps = [
    Step(method: "route", shorthand: "/posts"),
    Step(method: "route", shorthand: "/posts/new"),
    Step(method: "pop"),
  ]

  @Test func identicalSidesHaveNoDivergentStep() throws {
    var (ios, android) = try Self.sides(
      ["startLocation": "https://app.example/"], ["startLocation": "https://app.example/"])
    let result = Comparison.compare(Self.steps, ios: &ios, android: &android)
    #expect(result["divergent"] == [])
    let steps = result["steps"]?.arrayValue ?? []
    #expect(steps.count == 3)
    #expect(steps.allSatisfy { $0["same"] == true && $0["differences"] == [] && $0["ios"] == $0["android"] })
    #expect(steps.map { $0["method"] } == ["route", "route", "pop"])
    #expect(
      steps[1]["ios"]
        == [
          "decision": "navigate", "external": nil,
          "main": ["https://app.example/posts", "https://app.example/posts/new"], "modal": [], "presented": false,
          "currentVisitableURL": "https://app.example/posts/new", "pullToRefreshEnabled": true, "tabBarVisible": nil,
          "visits": [["url": "https://app.example/posts/new", "action": "advance", "load": "network"]], "error": nil,
        ])
  }

  @Test func aModalRuleOnOneSideDivergesInViewFieldOrder() throws {
    let modal: JSONObject = [
      "startLocation": "https://app.example/",
      "pathConfiguration": ["rules": [["patterns": ["/new$"], "properties": ["context": "modal"]]]],
    ]
    var (ios, android) = try Self.sides(["startLocation": "https://app.example/"], modal)
    let result = Comparison.compare(Self.steps, ios: &ios, android: &android)
    #expect(result["divergent"] == [1, 2])
    let step = result["steps"]?.arrayValue?[1]
    #expect(step?["same"] == false)
    #expect(
      step?["differences"]
        == [
          [
            "field": "main", "ios": ["https://app.example/posts", "https://app.example/posts/new"],
            "android": ["https://app.example/posts"],
          ],
          ["field": "modal", "ios": [], "android": ["https://app.example/posts/new"]],
          ["field": "presented", "ios": false, "android": true],
        ])
    // Popping: one side pops /posts/new off main, which reveals /posts and restores it from its
    // snapshot; the other dismisses its modal, which reveals /posts without a visit on iOS: the
    // same stacks, different visits.
    #expect(
      result["steps"]?.arrayValue?[2]["differences"]
        == [
          [
            "field": "visits", "ios": [["url": "https://app.example/posts", "action": "restore", "load": "snapshot"]],
            "android": [],
          ]
        ])
    #expect(result["steps"]?.arrayValue?[2]["ios"]?["main"] == ["https://app.example/posts"])
  }

  @Test func aFailingStepIsItsErrorAndTheNextStepRuns() throws {
    var (ios, android) = try Self.sides(
      ["startLocation": "https://app.example/"], ["startLocation": "https://app.example/"])
    let steps = [
      Step(method: "ui/push", params: ["stack": "modal", "viewController": "web"]),
      Step(method: "route", shorthand: "https://app.example/ok"),
    ]
    let result = Comparison.compare(steps, ios: &ios, android: &android)
    let views = result["steps"]?.arrayValue?.map { $0["ios"] ?? .null } ?? []
    #expect(views.first?["error"] == -32602)
    #expect(views.first?["main"] == [])
    #expect(views.last?["error"] == .null)
    #expect(views.last?["main"] == ["https://app.example/ok"])
  }

  @Test func shorthandPathsResolveAgainstTheActiveTabWithoutAStartLocation() throws {
    var runner = try StepRunner(
      platform: .ios,
      configuration: [
        "tabs": [["id": "home", "url": "https://home.example/"], ["id": "shop", "url": "https://shop.example/start"]]
      ], environment: StepEnvironment())
    #expect(
      runner.run(Step(method: "route", shorthand: "/a?x=1")).view.main == [
        "https://home.example/", "https://home.example/a?x=1",
      ])
    _ = runner.run(Step(method: "tabs/select", params: ["tab": "shop"]))
    #expect(
      runner.run(Step(method: "route", shorthand: "/b")).view.main == [
        "https://shop.example/start", "https://shop.example/b",
      ])
  }

  @Test func theViewOfADecisionTakesTheRouteInsideAPolicyAndMapsExternalKinds() throws {
    var runner = try StepRunner(
      platform: .ios, configuration: ["startLocation": "https://app.example/"], environment: StepEnvironment())
    let external = runner.run(Step(method: "route", shorthand: "https://elsewhere.example/page"))
    #expect(external.view.external == "inAppBrowser")
    #expect(external.view.decision == "cancel")
    let mail = runner.run(Step(method: "route", shorthand: "mailto:someone@app.example"))
    #expect(mail.view.external == "system")
    let policy = runner.run(
      Step(
        method: "webView/decidePolicy",
        params: ["url": "https://app.example/linked", "navigationType": "linkActivated", "targetFrame": "main"]))
    #expect(policy.result?["decision"] == "cancel")
    #expect(policy.view.decision == "navigate")
    #expect(policy.view.visits == [StepView.Visit(url: "https://app.example/linked", action: "advance")])
    let decide = runner.run(Step(method: "router/decide", params: ["url": "https://app.example/x"]))
    #expect(decide.view.decision == "navigate")
    #expect(decide.view.visits == [])
    let state = runner.run(Step(method: "state"))
    #expect(state.view.decision == nil)
  }

  @Test func pullToRefreshIsTheActiveTopsAndNullWhenEmpty() throws {
    var runner = try StepRunner(
      platform: .ios, configuration: ["startLocation": "https://app.example/"], environment: StepEnvironment())
    #expect(runner.run(Step(method: "state")).view.pullToRefreshEnabled == nil)
    let routed = runner.run(
      Step(method: "route", params: ["properties": ["pull_to_refresh_enabled": false]], shorthand: "/p"))
    #expect(routed.view.pullToRefreshEnabled == false)
  }

  @Test func everyStepMethodIsServedAndOnlyClientMethodsAndCompareAreNotSteps() {
    let served = Set(NavigationMethodLayer.methods.map(\.name))
    #expect(Set(StepMethods.names).isSubset(of: served))
    #expect(
      served.subtracting(StepMethods.names) == [
        "client/open", "client/close", "client/list", "client/configure", "compare",
      ])
  }

  /// docs/android.md against docs/navigator.md §3.5 (and a default that differs, neutralised): Android reveals the screen under a recede with a `restore` visit,
  /// and a `clear_all` from a modal reveals the root with `restore` there, while iOS refreshes it
  /// with `replace`.
  @Test func knownDivergencesBetweenIOSAndAndroid() throws {
    let h = try MethodHarness()
    let configuration: JSONValue = [
      "startLocation": "https://blog.example/",
      "pathConfiguration": [
        "rules": [
          // Pull to refresh defaults to on for iOS, off for Android: set it, so it is no difference.
          ["patterns": [".*"], "properties": ["pull_to_refresh_enabled": true]],
          ["patterns": ["/new$"], "properties": ["context": "modal"]],
          ["patterns": ["^/$"], "properties": ["presentation": "clear_all"]],
        ]
      ],
    ]
    let result = h.call(
      "compare",
      [
        "configuration": configuration,
        "steps": [
          ["route": "/posts"], ["route": "/posts/1"], ["route": "/recede_historical_location"],
          ["route": "/posts/new"], ["route": "/"],
          ["method": "tabs/select", "params": ["tab": "none"]],
        ],
      ])
    #expect(result["divergent"] == [4])
    let steps = result["steps"]?.arrayValue ?? []
    #expect(steps.map { $0["method"] } == ["route", "route", "route", "route", "route", "tabs/select"])
    // Receding reveals /posts on both platforms now: iOS restores a revealed screen as Android does.
    #expect(steps[2]["differences"] == [])
    #expect(steps[2]["ios"]?["main"] == ["https://blog.example/posts"])
    #expect(steps[2]["android"]?["main"] == ["https://blog.example/posts"])
    #expect(
      steps[4]["differences"]
        == [
          [
            "field": "visits", "ios": [["url": "https://blog.example/posts", "action": "replace", "load": "network"]],
            "android": [["url": "https://blog.example/posts", "action": "restore", "load": "snapshot"]],
          ]
        ])
    #expect(steps[3]["ios"]?["presented"] == true && steps[3]["android"]?["presented"] == true)
    // A step a method rejects is that step's error on both sides, and not a divergence.
    #expect(steps[5]["same"] == true)
    #expect(steps[5]["ios"]?["error"] == -32602)
    #expect(h.call("client/list") == ["clients": ["default"]])
  }

  @Test func compareSendsNoNotifications() throws {
    let h = try MethodHarness(initialize: ["capabilities": ["notifications": true]])
    h.clearNotifications()
    _ = h.call(
      "compare",
      ["configuration": ["startLocation": "https://a.example/", "notifications": true], "steps": [["route": "/x"]]])
    #expect(h.notifications.isEmpty)
  }
}
