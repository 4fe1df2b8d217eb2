import NavProtocol
import Testing

@testable import NavDaemon

@Suite struct MethodAppActionTests {
  @Test func backPopsOnlyWithTwoEntries() throws {
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/"])
    #expect(h.call("ui/back")["operations"] == [])
    h.call("route", ["url": "https://app.example/a"])
    let back = h.call("ui/back")
    #expect(back["operations"] == [["op": "pop", "stack": "main", "entry": 2, "animated": true]])
    #expect(back["state"]?["main"]?.entryIDs == [1])
  }

  @Test func pushStampedAndUnstampedThenRouteWarns() throws {
    let h = try MethodHarness(initialize: ["capabilities": ["notifications": true]])
    h.call("route", ["url": "https://app.example/"])
    let pushed = h.call("ui/push", ["stack": "main", "viewController": "native"])
    #expect(pushed["operations"] == [["op": "push", "stack": "main", "entry": 2, "animated": true]])
    #expect(pushed["state"]?["main"]?[1]["routedLocation"] == .null)
    h.clearNotifications()
    let routed = h.call("route", ["url": "https://app.example/"])
    #expect(routed["warnings"]?[0]["code"] == "unstampedEntry")
    let logs = h.notifications.filter { $0["method"] == "window/logMessage" }
    #expect(logs.count == 1)
    #expect(logs.first?["params"]?["type"] == 2)
    #expect(logs.first?["params"]?["client"] == "default")
    #expect(logs.first?["params"]?["code"] == "unstampedEntry")
  }

  @Test func pushOntoModalWhileNothingIsPresented() throws {
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/"])
    h.expectFailure("ui/push", ["stack": "modal", "viewController": "web"], code: -32602, field: "stack")
    h.expectFailure("ui/push", ["stack": "side", "viewController": "web"], code: -32602, field: "stack")
    h.expectFailure("ui/push", ["stack": "main"], code: -32602, field: "viewController")
    h.expectFailure("ui/push", ["stack": "main", "viewController": "web", "url": "x y"], code: -32602, field: "url")
  }

  @Test func dismissModalRespectsTheGesture() throws {
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/"])
    #expect(h.call("ui/dismissModal")["operations"] == [])
    h.call(
      "route",
      [
        "url": "https://app.example/locked",
        "properties": ["context": "modal", "modal_dismiss_gesture_enabled": false],
      ])
    h.expectFailure("ui/dismissModal", [:], code: -32602, field: "modal")
    h.call("route", ["url": "https://app.example/open", "properties": ["context": "modal"]])
    let dismissed = h.call("ui/dismissModal")
    #expect(dismissed["operations"] == [["op": "dismiss", "animated": true]])
    #expect(dismissed["state"]?["presented"] == false)
    #expect(dismissed["state"]?["modalStyle"] == .null)
  }

  @Test func didChangeURLUpdatesCurrentURLOnly() throws {
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/"])
    h.call("route", ["url": "https://app.example/a"])
    let changed = h.call("visitable/didChangeURL", ["entry": 1, "url": "https://app.example/?tab=2"])
    #expect(changed["state"]?["main"]?[0]["currentURL"] == "https://app.example/?tab=2")
    #expect(changed["state"]?["main"]?[0]["routedLocation"] == "https://app.example/")
    h.expectFailure(
      "visitable/didChangeURL", ["entry": 99, "url": "https://app.example/"], code: -32602, field: "entry")
    h.expectFailure("visitable/didChangeURL", ["entry": 1], code: -32602, field: "url")
    let empty = try MethodHarness()
    empty.expectFailure("visitable/didChangeURL", ["url": "https://app.example/"], code: -32602, field: "entry")
  }

  @Test func tabsSelectErrors() throws {
    let h = try MethodHarness()
    h.expectFailure("tabs/select", ["tab": "home"], code: -32602, field: "tab")
    h.expectFailure("tabs/select", [:], code: -32602, field: "tab")
  }
}
