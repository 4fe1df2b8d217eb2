import NavJSON
import NavProtocol
import Testing

@testable import NavDaemon

@Suite struct MethodStateTests {
  @Test func shortFormSetsStacksWithFreshIDs() throws {
    let h = try MethodHarness(initialize: ["capabilities": ["notifications": true]])
    h.call("route", ["url": "https://app.example/"])
    h.clearNotifications()
    let imported = h.call(
      "state/import",
      [
        "state": [
          "main": [["url": "https://app.example/"], ["viewController": "native"]],
          "modal": [
            [
              "url": "https://app.example/new", "currentURL": "https://app.example/new?step=2",
              "modalDismissGestureEnabled": false,
            ]
          ],
        ]
      ])
    let state = imported["state"] ?? .null
    #expect(state["main"]?.entryIDs == [2, 3])
    #expect(state["modal"]?.entryIDs == [4])
    #expect(state["presented"] == true)
    #expect(state["modalStyle"] == "large")
    #expect(
      state["main"]?[1] == [
        "id": 3, "viewController": "native", "visitable": false, "routedLocation": nil, "currentURL": nil,
        "pullToRefreshEnabled": true, "modalDismissGestureEnabled": true, "error": nil,
      ])
    #expect(state["currentVisitableURL"] == "https://app.example/new?step=2")
    #expect(h.notifications.count == 1)
    #expect(h.notifications.first?["method"] == "navigator/didChange")
    #expect(
      h.notifications.first?["params"]?["operations"] == [
        ["op": "setStack", "stack": "main", "entries": [2, 3], "animated": false],
        ["op": "setStack", "stack": "modal", "entries": [4], "animated": false],
        ["op": "present", "modalStyle": "large", "animated": false],
      ])
    // Imported again without a modal: dismiss, and the gesture lock does not matter.
    h.clearNotifications()
    h.call("state/import", ["state": ["main": [["url": "https://app.example/x"]]]])
    #expect(h.notifications.first?["params"]?["operations"]?[2] == ["op": "dismiss", "animated": false])
  }

  @Test func emptyImportOverEmptyStateSendsNothing() throws {
    let h = try MethodHarness(initialize: ["capabilities": ["notifications": true]])
    let imported = h.call("state/import", ["state": [:]])
    #expect(imported["state"]?["main"] == [])
    #expect(h.notifications.isEmpty)
  }

  static let badImports: [BadField] = [
    BadField(["state": ["modal": [["url": "https://a.example/"]], "presented": false]], "state.presented"),
    BadField(["state": ["presented": true]], "state.presented"),
    BadField(["state": ["main": [["url": "https://a.example/", "id": 4]]]], "state.main[0].id"),
    BadField(["state": ["main": [["url": "nope"]]]], "state.main[0].url"),
    BadField(["state": ["main": ["https://a.example/"]]], "state.main[0]"),
    BadField(["state": ["tabs": []]], "state.tabs"),
    BadField(["state": ["modal": [[:]], "modalStyle": "tiny"]], "state.modalStyle"),
    BadField(["state": ["main": [[:]], "modalStyle": "full"]], "state.modalStyle"),
    BadField(["state": "main"], "state"),
    BadField([:], "state"),
    BadField(["state": ["format": "navd.state", "version": 2, "navigators": []]], "state.version"),
    BadField(["state": ["format": "other"]], "state.format"),
  ]

  @Test(arguments: badImports)
  func badImportsChangeNothing(_ bad: BadField) throws {
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/"])
    h.expectFailure("state/import", bad.json, code: -32602, field: bad.field)
  }

  @Test func exportImportRoundTripsIntoAnotherClient() throws {
    let h = try MethodHarness()
    let configuration: JSONValue = [
      "pathConfiguration": ["rules": [["patterns": ["/new$"], "properties": ["context": "modal"]]]],
      "routes": [["name": "post", "patterns": ["https://app.example/posts/{id:int}"]]],
      "tabs": [
        ["id": "home", "title": "Home", "url": "https://app.example/"],
        ["id": "posts", "title": "Posts", "url": "https://app.example/posts"],
      ],
    ]
    h.call("client/open", ["client": "a", "configuration": configuration])
    h.call("route", ["client": "a", "url": "https://app.example/posts/1"])
    h.call("route", ["client": "a", "url": "https://app.example/posts/new"])
    h.call("tabs/select", ["client": "a", "tab": "posts"])
    h.call("visitable/didChangeURL", ["client": "a", "url": "https://app.example/posts?page=2"])
    let export = h.call("state/export", ["client": "a"])["state"] ?? .null
    #expect(export["format"] == "navd.state")

    h.call("route", ["client": "b", "url": "https://other.example/"])
    let imported = h.call("state/import", ["client": "b", "state": export])["state"] ?? .null
    let original = h.call("state", ["client": "a"])
    #expect(imported["activeTab"] == "posts")
    #expect(imported["tabs"] == original["tabs"])
    #expect(imported["main"]?[0]["currentURL"] == "https://app.example/posts?page=2")
    #expect(imported["main"]?[0]["routedLocation"] == "https://app.example/posts")
    // Fresh ids: b already used id 1.
    #expect(imported["main"]?.entryIDs.allSatisfy { $0 > 1 } == true)
    let home = h.call("state", ["client": "b", "tab": "home"])
    #expect(home["presented"] == true)
    #expect(home["modal"]?[0]["routedLocation"] == "https://app.example/posts/new")
    #expect(h.call("routes/coverage", ["client": "b"]) == ["routes": [["name": "post", "hits": 1]], "unused": []])
    #expect(
      h.call("pathConfiguration/properties", ["client": "b", "url": "https://app.example/x/new"])["matchedRules"] == [0]
    )
    // Exporting the import gives the same document but for the ids.
    let again = h.call("state/export", ["client": "b"])["state"] ?? .null
    #expect(again["configuration"] == export["configuration"])
    #expect(again["coverage"] == export["coverage"])
    #expect(again["activeTab"] == export["activeTab"])
  }

  @Test func exportCarriesAnAdoptedStartLocation() throws {
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/a"])
    let export = h.call("state/export")["state"] ?? .null
    #expect(export["startLocation"] == "https://app.example/")
    h.call("state/import", ["client": "copy", "state": export])
    #expect(h.call("state", ["client": "copy"])["startLocation"] == "https://app.example/")
  }
}
