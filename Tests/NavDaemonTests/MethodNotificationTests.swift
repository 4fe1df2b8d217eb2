import NavProtocol
import Testing

@testable import NavDaemon

@Suite struct MethodNotificationTests {
  @Test func nothingIsSentToClientsThatDidNotAsk() throws {
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/"])
    h.call("ui/push", ["stack": "main", "viewController": "native"])
    h.call("route", ["url": "https://app.example/"])
    #expect(h.notifications.isEmpty)
  }

  @Test func didChangeFollowsEveryStackChangeBeforeTheResponse() throws {
    let h = try MethodHarness()
    h.call("client/open", ["client": "n", "configuration": ["notifications": true]])
    h.call("route", ["client": "n", "url": "https://app.example/", "state": false])
    #expect(h.notifications.count == 1)
    #expect(
      h.notifications.first?["params"]?["operations"] == [
        ["op": "push", "stack": "main", "entry": 1, "animated": true]
      ])
    #expect(h.notifications.first?["params"]?["client"] == "n")
    #expect(h.notifications.first?["params"]?["tab"] == .null)
    #expect(h.notifications.first?["params"]?["state"]?["main"]?.entryIDs == [1])
    h.clearNotifications()
    h.call("reload", ["client": "n"])
    h.call("state", ["client": "n"])
    h.call("route", ["client": "default", "url": "https://app.example/"])
    #expect(h.notifications.isEmpty)
    // A failing request sends nothing.
    h.failure("ui/push", ["client": "n", "stack": "modal", "viewController": "web"])
    #expect(h.notifications.isEmpty)
  }

  @Test func capabilitiesTurnNotificationsOnUnlessAClientTurnsThemOff() throws {
    let h = try MethodHarness(initialize: ["capabilities": ["notifications": true]])
    h.call("route", ["url": "https://app.example/"])
    #expect(h.notifications.count == 1)
    h.clearNotifications()
    h.call("client/configure", ["configuration": ["notifications": false]])
    h.call("route", ["url": "https://app.example/a"])
    #expect(h.notifications.isEmpty)
  }

  @Test(arguments: [false, true]) func tabsNotifyWithTheirTabID(lazy: Bool) throws {
    let h = try MethodHarness(initialize: ["capabilities": ["notifications": true]])
    h.call(
      "client/open",
      [
        "client": "t",
        "configuration": [
          "tabs": [
            ["id": "home", "title": "Home", "url": "https://app.example/"],
            ["id": "more", "title": "More", "url": "https://app.example/more"],
          ],
          "lazyLoadTabs": .bool(lazy),
        ],
      ])
    // Eager loading starts (and notifies) every tab in tab order; lazy loading only the first.
    #expect(h.notifications.map { $0["params"]?["tab"] } == (lazy ? ["home"] : ["home", "more"]))
    #expect(h.notifications.map { $0["params"]?["state"]?["activeTab"] } == (lazy ? ["home"] : ["home", "home"]))
    h.clearNotifications()
    h.call("tabs/select", ["client": "t", "tab": "more"])
    #expect(h.notifications.map { $0["params"]?["tab"] } == (lazy ? ["more"] : []))
  }
}
