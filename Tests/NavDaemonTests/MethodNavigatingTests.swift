import JSONRPC
import NavJSON
import NavProtocol
import Testing

@testable import NavDaemon

@Suite struct MethodNavigatingTests {
  static let pathConfiguration: JSONValue = [
    "settings": ["tabs": false],
    "rules": [
      ["patterns": ["/new$"], "properties": ["context": "modal", "modal_style": "medium"]],
      ["patterns": ["/edit$"], "properties": ["context": "modal", "pull_to_refresh_enabled": false]],
      ["patterns": ["/native$"], "properties": ["view_controller": "native"]],
      ["patterns": ["/locked$"], "properties": ["context": "modal", "modal_dismiss_gesture_enabled": false]],
      ["patterns": ["/home$"], "properties": ["presentation": "replace_root"]],
      ["patterns": ["/reset$"], "properties": ["presentation": "clear_all"]],
    ],
  ]

  static func harness() throws -> MethodHarness {
    try MethodHarness(initialize: [
      "configuration": [
        "startLocation": "https://app.example/",
        "pathConfiguration": pathConfiguration,
        "routes": [["name": "viewAlbum", "patterns": ["https://app.example/albums/{albumID:digits}"]]],
      ]
    ])
  }

  /// A Hotwire-style session from start to tabs, asserting every operation.
  @Test func hotwireStory() throws {
    let h = try Self.harness()
    // start
    let started = h.call("start")
    #expect(started["operations"] == [["op": "push", "stack": "main", "entry": 1, "animated": true]])
    #expect(
      started["visits"] == [
        [
          "stack": "main", "entry": 1, "url": "https://app.example/", "action": "advance", "reason": "route",
          "session": "main", "load": "network",
        ]
      ])
    #expect(started["warnings"] == [])
    #expect(h.call("start")["warnings"]?[0]["code"] == "alreadyStarted")

    // advance, typed route, coverage
    let album = h.call("route", ["url": "https://app.example/albums/007"])
    #expect(album["route"] == ["name": "viewAlbum", "params": ["albumID": "007"]])
    #expect(album["operations"] == [["op": "push", "stack": "main", "entry": 2, "animated": true]])
    #expect(album["state"]?["main"]?.entryIDs == [1, 2])

    // same page replaces
    let same = h.call("route", ["url": "https://app.example/albums/007/", "state": false])
    #expect(same["operations"] == [["op": "replace", "stack": "main", "entry": 3, "replaced": 2]])
    #expect(same["state"] == nil)

    // modal /new (medium), then push inside the modal
    let new = h.call("route", ["url": "https://app.example/albums/new"])
    #expect(new["proposal"]?["context"] == "modal")
    #expect(
      new["operations"] == [
        ["op": "setStack", "stack": "modal", "entries": [4], "animated": true],
        ["op": "present", "modalStyle": "medium", "animated": true],
      ])
    #expect(new["state"]?["presented"] == true)
    #expect(new["state"]?["modalStyle"] == "medium")
    #expect(new["state"]?["activeStack"] == "modal")
    let edit = h.call("route", ["url": "https://app.example/albums/7/edit"])
    #expect(edit["operations"] == [["op": "push", "stack": "modal", "entry": 5, "animated": true]])
    #expect(edit["state"]?["modal"]?[1]["pullToRefreshEnabled"] == false)

    // historical: refresh pops the modal and refreshes its top
    let refresh = h.call("route", ["url": "https://app.example/refresh_historical_location"])
    #expect(refresh["proposal"]?["presentation"] == "refresh")
    #expect(
      refresh["operations"] == [
        ["op": "dismiss", "animated": true], ["op": "refresh", "stack": "main", "entry": 3],
      ])
    #expect(refresh["visits"]?[0]["reason"] == "refresh")
    #expect(refresh["visits"]?[0]["action"] == "replace")

    // recede pops main, resume does nothing
    let recede = h.call("route", ["url": "https://app.example/recede_historical_location"])
    #expect(recede["operations"] == [["op": "pop", "stack": "main", "entry": 3, "animated": true]])
    let resume = h.call("route", ["url": "https://app.example/resume_historical_location"])
    #expect(resume["operations"] == [])
    #expect(resume["state"]?["main"]?.entryIDs == [1])

    // clear_all and replace_root
    h.call("route", ["url": "https://app.example/a"])
    h.call("route", ["url": "https://app.example/b"])
    let cleared = h.call("route", ["url": "https://app.example/reset"])
    #expect(cleared["operations"]?[0] == ["op": "setStack", "stack": "main", "entries": [1], "animated": true])
    #expect(cleared["state"]?["main"]?.entryIDs == [1])
    let root = h.call("route", ["url": "https://app.example/home"])
    #expect(root["visits"]?[0]["action"] == "replace")
    #expect(root["state"]?["main"]?.arrayValue?.count == 1)

    // external links are cancelled
    let safari = h.call("route", ["url": "https://elsewhere.example/page"])
    #expect(safari["decision"] == "cancel")
    #expect(safari["handler"] == "safari")
    #expect(safari["external"] == ["kind": "safari", "url": "https://elsewhere.example/page"])
    #expect(safari["proposalResult"] == .null)
    #expect(safari["operations"] == [])

    #expect(
      h.call("routes/coverage") == ["routes": [["name": "viewAlbum", "hits": 2]], "unused": []])

    // tabs
    let tabbed = h.call(
      "client/configure",
      [
        "configuration": [
          "tabs": [
            ["id": "home", "title": "Home", "url": "https://app.example/"],
            ["id": "library", "title": "Library", "url": "https://app.example/library"],
          ]
        ]
      ])
    #expect(tabbed["state"]?["activeTab"] == "home")
    let selected = h.call("tabs/select", ["tab": "library"])
    #expect(selected["state"]?["activeTab"] == "library")
    #expect(selected["state"]?["main"]?[0]["routedLocation"] == "https://app.example/library")
    #expect(selected["state"]?["tabs"]?[1]["started"] == true)
    let other = h.call("state", ["tab": "home"])
    #expect(other["activeTab"] == "library")
    #expect(other["main"]?[0]["routedLocation"] != "https://app.example/library")
  }

  @Test func routeResultCarriesTheProposal() throws {
    let h = try Self.harness()
    let routed = h.call(
      "route",
      [
        "url": "https://app.example/things/native",
        "options": ["action": "replace", "response": ["statusCode": 200, "redirected": true]],
        "parameters": ["source": "test"], "properties": ["animated": false],
        "proposalResult": ["acceptCustom": "custom"],
      ])
    #expect(
      routed["proposal"] == [
        "url": "https://app.example/things/native",
        "options": ["action": "replace", "response": ["statusCode": 200, "redirected": true]],
        "properties": ["view_controller": "native", "animated": false], "context": "default",
        "presentation": "default", "viewController": "native", "parameters": ["source": "test"],
        "modalStyle": "large", "pullToRefreshEnabled": true, "modalDismissGestureEnabled": true, "animated": false,
        "historicalLocation": false, "queryStringPresentation": "default",
      ])
    #expect(routed["proposalResult"] == "acceptCustom")
    #expect(routed["state"]?["main"]?[0]["viewController"] == "custom")
    #expect(routed["state"]?["main"]?[0]["visitable"] == false)
    #expect(routed["state"]?["currentVisitableURL"] == .null)
    #expect(routed["operations"] == [["op": "setStack", "stack": "main", "entries": [1], "animated": false]])
    let rejected = h.call("route", ["url": "https://app.example/x", "proposalResult": "reject"])
    #expect(rejected["proposalResult"] == "reject")
    #expect(rejected["operations"] == [])
  }

  @Test func popClearAllReloadAndCurrentURL() throws {
    let h = try Self.harness()
    h.call("route", ["url": "https://app.example/"])
    h.call("route", ["url": "https://app.example/a"])
    h.call("route", ["url": "https://app.example/b"])
    #expect(h.call("currentVisitableURL") == ["url": "https://app.example/b"])
    let reloaded = h.call("reload")
    #expect(
      reloaded["visits"] == [
        [
          "stack": "main", "entry": 3, "url": "https://app.example/b", "action": "advance", "reason": "reload",
          "session": "main", "load": "network",
        ]
      ])
    #expect(reloaded["operations"] == nil)
    let popped = h.call("pop", ["animated": false])
    #expect(popped["operations"] == [["op": "pop", "stack": "main", "entry": 3, "animated": false]])
    h.call("route", ["url": "https://app.example/c"])
    let cleared = h.call("clearAll", ["state": false])
    #expect(cleared["operations"]?[0] == ["op": "setStack", "stack": "main", "entries": [1], "animated": false])
    #expect(cleared["visits"]?[0]["reason"] == "refresh")
    #expect(cleared["state"] == nil)
  }

  @Test func startWithoutStartLocationWarns() throws {
    let h = try MethodHarness()
    let started = h.call("start")
    #expect(started["operations"] == [])
    #expect(
      started["warnings"] == [["code": "noStartLocation", "message": "there is no start location to start with"]])
  }

  static let badRoutes: [BadField] = [
    BadField([:], "url"),
    BadField(["url": 7], "url"),
    BadField(["url": "/relative"], "url"),
    BadField(["url": "https://app.example/", "options": ["action": "jump"]], "options.action"),
    BadField(["url": "https://app.example/", "options": "advance"], "options"),
    BadField(
      ["url": "https://app.example/", "options": ["response": ["redirected": true]]], "options.response.statusCode"),
    BadField(["url": "https://app.example/", "proposalResult": "maybe"], "proposalResult"),
    BadField(["url": "https://app.example/", "proposalResult": ["acceptCustom": 1]], "proposalResult.acceptCustom"),
    BadField(["url": "https://app.example/", "parameters": []], "parameters"),
    BadField(["url": "https://app.example/", "properties": 1], "properties"),
    BadField(["url": "https://app.example/", "tab": "nope"], "tab"),
    BadField(["url": "https://app.example/", "state": "no"], "state"),
    BadField(["url": "https://app.example/", "client": 3], "client"),
  ]

  @Test(arguments: badRoutes)
  func badRouteParamsChangeNothing(_ bad: BadField) throws {
    let h = try Self.harness()
    h.call("start")
    h.expectFailure("route", bad.json, code: -32602, field: bad.field)
    // The same on a client that does not exist yet: it is not created.
    guard case .object(var params) = bad.json, params["client"] == nil else { return }
    params["client"] = "fresh"
    h.expectFailure("route", .object(params), code: -32602, field: bad.field, client: "fresh")
  }

  @Test func maxStackEntriesRefusesAndChangesNothing() throws {
    var limits = NavigationLimits()
    limits.maxStackEntries = 2
    let h = try MethodHarness(limits: limits)
    h.call("route", ["url": "https://app.example/"])
    h.call("route", ["url": "https://app.example/a"])
    let before = h.snapshot()
    let error = h.failure("route", ["url": "https://app.example/b"])
    #expect(error["code"] == -32012)
    #expect(error["data"] == ["limit": "max-stack-entries", "value": 2])
    #expect(h.snapshot() == before)
    h.expectFailure("ui/push", ["stack": "main", "viewController": "native"], code: -32012)
    h.expectFailure(
      "state/import", ["state": ["main": [["url": "https://a.example/"], ["url": "https://a.example/1"], [:]]]],
      code: -32012)
  }
}
