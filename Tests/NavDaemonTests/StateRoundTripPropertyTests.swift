import JSONRPC
import NavJSON
import NavProtocol
import NavdTestKit
import Testing

@testable import NavDaemon

/// A full `state/import` restores exactly what `state/export` wrote (docs/protocol.md §6): over
/// generated states of both platforms, with and without tabs, eager and lazy, export → import into
/// a fresh client → export is the identity, entry ids aside.
@Suite struct StateRoundTripPropertyTests {
  /// The configurations the states are generated under: every platform × no tabs, one tab, three
  /// tabs × eager or lazy loading, each with a modal rule.
  static let configurations: [JSONValue] = Platform.allCases.flatMap { platform -> [JSONValue] in
    let rules: JSONValue = ["rules": [["patterns": ["/new$"], "properties": ["context": "modal"]]]]
    let tabSets: [JSONValue?] = [
      nil,
      [["id": "home", "url": "https://app.example/"]],
      [
        ["id": "home", "url": "https://app.example/"], ["id": "posts", "url": "https://app.example/posts"],
        ["id": "me", "url": "https://app.example/me"],
      ],
    ]
    return tabSets.flatMap { tabs -> [JSONValue] in
      [false, true].map { lazy in
        var configuration: JSONObject = ["platform": .string(platform.rawValue), "pathConfiguration": rules]
        if let tabs {
          configuration["tabs"] = tabs
          configuration["lazyLoadTabs"] = .bool(lazy)
        } else {
          configuration["startLocation"] = "https://app.example/"
        }
        return .object(configuration)
      }
    }
  }

  /// One generated request on client `src` (it may fail; a failing request changes nothing).
  static func randomRequest(using generator: inout SeededGenerator) -> (String, JSONValue) {
    let paths = ["/a", "/b", "/posts/new", "/c?page=2", "/posts/1"]
    let path = paths.randomElement(using: &generator) ?? "/a"
    let url = JSONValue.string("https://app.example" + path)
    switch Int.random(in: 0..<10, using: &generator) {
    case 0, 1, 2: return ("route", ["client": "src", "url": url])
    case 3: return ("ui/push", ["client": "src", "stack": "main", "viewController": "native"])
    case 4: return ("ui/push", ["client": "src", "stack": "modal", "viewController": "native", "url": url])
    case 5: return ("pop", ["client": "src"])
    case 6:
      return ("tabs/select", ["client": "src", "tab": ["home", "posts", "me"].randomElement(using: &generator)!])
    case 7: return ("visitable/didChangeURL", ["client": "src", "url": url])
    case 8: return ("session/visitFailed", ["client": "src", "statusCode": 500])
    default:
      return (
        "session/formSubmitted",
        ["client": "src", "method": "POST", "response": ["statusCode": 200, "url": url, "redirected": true]]
      )
    }
  }

  /// The export with every entry's `id` and `nextEntryID` removed.
  static func withoutIDs(_ export: JSONValue) -> JSONValue {
    guard case .object(var object) = export, case .array(let navigators)? = object["navigators"] else { return export }
    object["nextEntryID"] = nil
    object["navigators"] = .array(
      navigators.map { navigator in
        guard case .object(var fields) = navigator else { return navigator }
        for stack in ["main", "modal"] {
          fields[stack] = .array(
            (fields[stack]?.arrayValue ?? []).map { entry in
              guard case .object(var entryFields) = entry else { return entry }
              entryFields["id"] = nil
              return .object(entryFields)
            })
        }
        return .object(fields)
      })
    return .object(object)
  }

  @Test(arguments: configurations.indices)
  func exportImportExportIsTheIdentity(configurationIndex: Int) throws {
    var generator = SeededGenerator(seed: UInt64(configurationIndex) &* 7919 &+ 17)
    for round in 0..<12 {
      let h = try MethodHarness()
      h.call("client/open", ["client": "src", "configuration": Self.configurations[configurationIndex]])
      for _ in 0..<Int.random(in: 0..<14, using: &generator) {
        let (method, params) = Self.randomRequest(using: &generator)
        h.send(method, params)
      }
      let export = h.call("state/export", ["client": "src"])["state"] ?? .null
      h.call("state/import", ["client": "dst", "state": export])
      let again = h.call("state/export", ["client": "dst"])["state"] ?? .null
      #expect(
        Self.withoutIDs(again) == Self.withoutIDs(export),
        "configuration \(configurationIndex), round \(round): \(JSONWriter.string(of: export))")
      #expect(
        h.call("state", ["client": "dst"])["main"]?.arrayValue?.count
          == h.call("state", ["client": "src"])["main"]?.arrayValue?.count)
    }
  }

  /// The case differential fuzzing found: an Android client with one tab, `ui/push` of a native
  /// screen on main; the import used to reselect the active tab, and Android's reselection cleared it.
  @Test(arguments: Platform.allCases)
  func aPushedScreenSurvivesTheImportOfATabbedClient(platform: Platform) throws {
    let h = try MethodHarness()
    let configuration: JSONValue = [
      "platform": .string(platform.rawValue), "tabs": [["id": "home", "url": "https://app.example/"]],
    ]
    h.call("client/open", ["client": "src", "configuration": configuration])
    h.call("ui/push", ["client": "src", "stack": "main", "viewController": "native"])
    let export = h.call("state/export", ["client": "src"])["state"] ?? .null
    let imported = h.call("state/import", ["client": "dst", "state": export])["state"] ?? .null
    #expect(
      imported["main"]?.arrayValue?.map { $0["viewController"] } == [
        .string(platform == .android ? "hotwire://fragment/web" : "web"), "native",
      ])
    #expect(imported["main"]?.arrayValue?.map { $0["routedLocation"] } == ["https://app.example/", .null])
  }
}
