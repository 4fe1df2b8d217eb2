import NavJSON
import NavProtocol
import Testing

@testable import NavDaemon

/// An Android client through the method layer (docs/android.md, docs/protocol.md §4–§7):
/// configuration, the proposal, results, state, export/import, tabs, and bad input.
@Suite struct MethodAndroidTests {
  static let android: JSONValue = ["platform": "android", "startLocation": "https://app.example/"]
  static let modalRule: JSONValue = [
    "patterns": ["/new$"], "properties": ["context": "modal", "uri": "hotwire://fragment/web/modal"],
  ]

  /// A harness whose `default` client is Android, with `extra` configuration fields.
  static func harness(_ extra: JSONObject = [:], notifications: Bool = false) throws -> MethodHarness {
    var configuration = android.objectValue ?? [:]
    for (key, value) in extra { configuration[key] = value }
    return try MethodHarness(
      initialize: ["configuration": .object(configuration), "capabilities": ["notifications": .bool(notifications)]])
  }

  @Test func openingAnAndroidClientGivesAndroidDefaults() throws {
    let h = try MethodHarness()
    let opened = h.call("client/open", ["client": "a", "configuration": Self.android])
    #expect(opened["state"]?["modalStyle"] == .null)
    let started = h.call("start", ["client": "a"])
    #expect(started["operations"] == [["op": "push", "stack": "main", "entry": 1, "animated": true]])
    #expect(
      started["state"]?["main"]?[0] == [
        "id": 1, "viewController": "hotwire://fragment/web", "visitable": true,
        "routedLocation": "https://app.example/", "currentURL": "https://app.example/", "pullToRefreshEnabled": false,
        "modalDismissGestureEnabled": true, "error": nil,
      ])
  }

  @Test func theProposalCarriesAndroidsAccessors() throws {
    let h = try Self.harness(["pathConfiguration": ["rules": [Self.modalRule]]])
    let routed = h.call(
      "route",
      [
        "url": "https://app.example/posts/NEW", "properties": ["title": "New post", "fallback_uri": "hotwire://x"],
        "state": false,
      ])
    #expect(
      routed["proposal"] == [
        "url": "https://app.example/posts/NEW", "options": ["action": "advance"],
        "properties": [
          "context": "modal", "uri": "hotwire://fragment/web/modal", "title": "New post", "fallback_uri": "hotwire://x",
        ],
        "context": "modal", "presentation": "default", "viewController": "hotwire://fragment/web/modal",
        "parameters": nil, "modalStyle": nil, "pullToRefreshEnabled": false, "modalDismissGestureEnabled": true,
        "animated": true, "historicalLocation": false, "queryStringPresentation": "default",
        "uri": "hotwire://fragment/web/modal", "fallbackURI": "hotwire://x", "title": "New post",
      ])
    #expect(
      routed["operations"] == [
        ["op": "setStack", "stack": "modal", "entries": [1], "animated": true],
        ["op": "present", "modalStyle": nil, "animated": true],
      ])
    #expect(
      routed["visits"] == [
        [
          "stack": "modal", "entry": 1, "url": "https://app.example/posts/NEW", "action": "advance", "reason": "route",
          "session": "main", "load": "network",
        ]
      ])
  }

  @Test func aRefusedModalReplaceRootWarnsAndChangesNothing() throws {
    let h = try Self.harness(notifications: true)
    h.call("start")
    h.clearNotifications()
    let before = h.snapshot()
    let routed = h.call(
      "route", ["url": "https://app.example/x", "properties": ["context": "modal", "presentation": "replace_root"]])
    #expect(routed["warnings"]?[0]["code"] == "modalReplaceRoot")
    #expect(routed["operations"] == [])
    #expect(h.snapshot() == before)
    #expect(h.notifications.map { $0["method"] } == ["window/logMessage"])
  }

  @Test func backDismissAndTabsCarryVisits() throws {
    let tabs: JSONValue = [
      ["id": "home", "url": "https://app.example/"], ["id": "more", "url": "https://app.example/more"],
    ]
    // Lazy loading, so that selecting "more" below is its start.
    let h = try MethodHarness(
      initialize: ["configuration": ["platform": "android", "tabs": tabs, "lazyLoadTabs": true]])
    h.call("route", ["url": "https://app.example/a"])
    let back = h.call("ui/back", ["state": false])
    #expect(back["operations"] == [["op": "pop", "stack": "main", "entry": 2, "animated": true]])
    #expect(
      back["visits"] == [
        [
          "stack": "main", "entry": 1, "url": "https://app.example/", "action": "restore", "reason": "reveal",
          "session": "main", "load": "snapshot",
        ]
      ])
    h.call("route", ["url": "https://app.example/b"])
    let reselected = h.call("tabs/select", ["tab": "home", "state": false])
    #expect(reselected["operations"] == [["op": "setStack", "stack": "main", "entries": [1], "animated": false]])
    #expect(reselected["visits"]?[0]["reason"] == "reveal")
    let other = h.call("tabs/select", ["tab": "more", "state": false])
    #expect(other["operations"] == [["op": "push", "stack": "main", "entry": 4, "animated": true]])
    #expect(other["visits"]?[0]["url"] == "https://app.example/more")
    h.call(
      "state/import",
      ["state": ["main": [["url": "https://app.example/x"]], "modal": [["url": "https://app.example/m"]]]])
    let dismissed = h.call("ui/dismissModal", ["state": false])
    #expect(dismissed["operations"] == [["op": "dismiss", "animated": true]])
    #expect(dismissed["visits"]?[0]["url"] == "https://app.example/x")
  }

  @Test func iOSResultsGainVisits() throws {
    let h = try MethodHarness()
    h.call("state/import", ["state": ["main": [["url": "https://app.example/a"], ["url": "https://app.example/b"]]]])
    // The back reveals /a, which restores itself (an import renders nothing, so from the network).
    #expect(
      h.call("ui/back", ["state": false]) == [
        "operations": [["op": "pop", "stack": "main", "entry": 2, "animated": true]],
        "visits": [
          [
            "stack": "main", "entry": 1, "url": "https://app.example/a", "action": "restore", "reason": "reveal",
            "session": "main", "load": "network",
          ]
        ],
      ])
    #expect(h.call("ui/dismissModal", ["state": false]) == ["operations": [], "visits": []])
  }

  @Test func shortFormImportDefaultsToTheWebFragmentAndIgnoresModalStyle() throws {
    let h = try Self.harness()
    let imported = h.call(
      "state/import",
      [
        "state": [
          "main": [["url": "https://app.example/"]], "modal": [["url": "https://app.example/m"]], "modalStyle": "full",
        ]
      ])
    #expect(imported["state"]?["main"]?[0]["viewController"] == "hotwire://fragment/web")
    #expect(imported["state"]?["presented"] == true)
    #expect(imported["state"]?["modalStyle"] == .null)
    h.expectFailure("state/import", ["state": ["modalStyle": "huge"]], code: -32602, field: "state.modalStyle")
  }

  @Test func exportAndImportRestoreThePlatformAndDialogs() throws {
    let h = try Self.harness()
    h.call("start")
    h.call(
      "route",
      [
        "url": "https://app.example/sheet",
        "properties": ["context": "modal", "uri": "hotwire://fragment/web/modal/sheet"],
      ])
    let exported = h.call("state/export")["state"] ?? .null
    #expect(exported["configuration"]?["platform"] == "android")
    #expect(exported["navigators"]?[0]["modal"]?[0]["dialog"] == true)
    #expect(exported["navigators"]?[0]["main"]?[0]["dialog"] == false)

    h.call("client/open", ["client": "copy"])
    let imported = h.call("state/import", ["client": "copy", "state": exported])
    #expect(imported["state"]?["modalStyle"] == .null)
    #expect(h.call("state/export", ["client": "copy"])["state"]?["configuration"]?["platform"] == "android")
    // The imported dialog is still a dialog: a push over it dismisses it first.
    let routed = h.call(
      "route",
      [
        "client": "copy", "url": "https://app.example/next", "properties": ["context": "modal"], "state": false,
      ])
    #expect(routed["operations"]?[0]["op"] == "dismiss")
  }

  @Test func pathConfigurationIsAndroidsForAndroidClients() throws {
    let h = try Self.harness()
    let loaded = h.call("pathConfiguration/load", ["sources": [["json": ["settings": [:]]]]])
    #expect(loaded["problems"] == [])
    #expect(loaded["rules"] == 0)
    let bad = h.call("pathConfiguration/load", ["sources": [["json": ["settings": 1, "rules": []]]]])
    #expect(bad["problems"] == [["source": 0, "path": "settings", "reason": "must be an object or null, not number"]])
    h.call("pathConfiguration/load", ["sources": [["json": ["rules": [Self.modalRule]]]]])
    let properties = h.call("pathConfiguration/properties", ["url": "https://app.example/POSTS/NEW"])
    #expect(properties["matchedRules"] == [0])
    let ios = try MethodHarness()
    let iosLoaded = ios.call("pathConfiguration/load", ["sources": [["json": ["settings": [:]]]]])
    #expect(iosLoaded["problems"]?[0]["path"] == "rules")
  }

  @Test func theRouterIsAndroids() throws {
    let h = try Self.harness()
    #expect(
      h.call("router/decide", ["url": "https://other.example/"]) == ["decision": "cancel", "handler": "browser-tab"])
    let routed = h.call("route", ["url": "https://App.example/x", "state": false])
    #expect(routed["handler"] == "browser-tab")
    #expect(routed["external"] == ["kind": "browserTab", "url": "https://App.example/x"])
  }

  // MARK: bad input changes nothing

  @Test(arguments: [
    (JSONValue.string("windows"), "configuration.platform"), (JSONValue.integer(1), "configuration.platform"),
    (JSONValue.object(["routeDecisionHandlers": ["safari"]]), "configuration.routeDecisionHandlers[0]"),
    (JSONValue.object(["dialogViewControllers": "sheet"]), "configuration.dialogViewControllers"),
  ])
  func badConfigurationsAreRefused(value: JSONValue, field: String) throws {
    let h = try MethodHarness()
    let configuration: JSONValue =
      value.objectValue.map { object in
        var merged = object
        merged["platform"] = "android"
        return .object(merged)
      } ?? ["platform": value]
    h.expectFailure(
      "client/open", ["client": "x", "configuration": configuration], code: -32602, field: field, client: "x")
  }

  @Test func anIOSClientRefusesAndroidHandlers() throws {
    let h = try MethodHarness()
    h.expectFailure(
      "client/configure", ["configuration": ["routeDecisionHandlers": ["browser-tab"]]], code: -32602,
      field: "configuration.routeDecisionHandlers[0]")
  }

  @Test(arguments: [JSONValue.string("ios"), .null, .string("windows"), .integer(3)])
  func configureCannotChangeThePlatform(platform: JSONValue) throws {
    let h = try Self.harness()
    h.call("start")
    h.expectFailure(
      "client/configure", ["configuration": ["platform": platform, "startLocation": "https://other.example/"]],
      code: -32602, field: "configuration.platform")
  }

  @Test func configureMayRepeatThePlatform() throws {
    let h = try Self.harness()
    h.call("client/configure", ["configuration": ["platform": "android", "dialogViewControllers": ["x"]]])
    let ios = try MethodHarness()
    ios.call("client/configure", ["configuration": ["platform": "ios"]])
    ios.expectFailure(
      "client/configure", ["configuration": ["platform": "android"]], code: -32602, field: "configuration.platform")
  }

  @Test func discoveryDescribesThePlatform() throws {
    let h = try MethodHarness()
    let document = h.call("rpc.discover")
    let methods = document["methods"]?.arrayValue ?? []
    let open = methods.first { $0["name"] == "client/open" }
    let configuration = open?["params"]?.arrayValue?.first { $0["name"] == "configuration" }?["schema"]
    #expect(configuration?["properties"]?["platform"]?["enum"] == ["ios", "android"])
    #expect(configuration?["properties"]?["dialogViewControllers"] != nil)
    let back = methods.first { $0["name"] == "ui/back" }
    #expect(back?["result"]?["schema"]?["required"] == ["operations", "visits"])
    let select = methods.first { $0["name"] == "tabs/select" }
    #expect(select?["result"]?["schema"]?["required"] == ["operations", "visits"])
  }
}
