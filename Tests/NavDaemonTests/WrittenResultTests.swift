import NavJSON
import Testing

@testable import NavDaemon

/// The navigation methods and `navigator/didChange` write their wire forms as text (`JSONTextSink`);
/// `StateJSON.render` builds the same forms as a tree (`JSONTreeSink`) for `client/open`,
/// `state/import` and the steps: after every call the text and the tree must agree byte for byte.
@Suite struct WrittenResultTests {
  /// A configuration and the calls made on it; each call changes the navigator, so it notifies.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var configuration: JSONObject
    var calls: [(String, JSONObject)]
    var testDescription: String { name }
  }

  static let modalRule: JSONValue = [
    "settings": [:], "rules": [["patterns": ["/new$"], "properties": ["context": "modal"]]],
  ]

  static let cases: [Case] = [
    Case(
      name: "iOS stacks and modal",
      configuration: ["startLocation": "https://app.example/", "pathConfiguration": modalRule],
      calls: [
        ("route", ["url": "https://app.example/"]),
        ("route", ["url": "https://app.example/a?q=\"x\""]),
        ("route", ["url": "https://app.example/a/new"]),
        ("route", ["url": "https://app.example/a/new/2/new"]),
        ("pop", [:]),
        ("ui/push", ["stack": "main", "viewController": "native"]),
        ("route", ["url": "https://app.example/v2", "options": ["action": "replace"]]),
        ("ui/back", [:]),
        ("clearAll", [:]),
      ]),
    Case(
      name: "Android tabs",
      configuration: [
        "platform": "android",
        "tabs": [["id": "home", "url": "https://app.example/"], ["id": "more", "url": "https://app.example/more"]],
      ],
      calls: [
        ("route", ["url": "https://app.example/a"]),
        ("route", ["url": "https://app.example/b", "properties": ["title": "B", "fallback_uri": "app://b"]]),
        ("ui/back", [:]),
        ("pop", [:]),
      ]),
  ]

  @Test(arguments: cases)
  func writtenStateEqualsTheBuiltState(testCase: Case) throws {
    let h = try MethodHarness(
      initialize: ["capabilities": ["notifications": true], "configuration": .object(testCase.configuration)])
    for (method, params) in testCase.calls {
      h.clearNotifications()
      let result = h.call(method, .object(params))
      let client = try #require(h.client.context.services.clients.client("default"))
      let built = JSONWriter.string(of: StateJSON.render(client, navigator: try client.navigator(tab: nil)))
      let notified = try #require(
        h.notifications.last { $0["method"] == "navigator/didChange" }?["params"], "\(method) notified nothing")
      let written = try #require(result["state"], "\(method) answered no state")
      #expect(JSONWriter.string(of: written) == built, "\(method)")
      #expect(JSONWriter.string(of: notified["state"] ?? .null) == built, "\(method)")
      #expect(result["operations"] == notified["operations"], "\(method)")
      #expect(
        JSONWriter.string(of: h.call("state")) == built, "state after \(method)")
    }
  }

  @Test func stateMethodWritesWhatExportKeepsForTheSameEntries() throws {
    let h = try MethodHarness(initialize: ["configuration": ["pathConfiguration": Self.modalRule]])
    h.call("route", ["url": "https://app.example/"])
    h.call("route", ["url": "https://app.example/x/new"])
    let state = h.call("state")
    let exported = h.call("state/export")["state"]?["navigators"]?[0]
    #expect(JSONWriter.string(of: state["main"] ?? .null) == JSONWriter.string(of: exported?["main"] ?? .null))
    #expect(JSONWriter.string(of: state["modal"] ?? .null) == JSONWriter.string(of: exported?["modal"] ?? .null))
  }
}
