import NavProtocol
import Testing

@testable import NavDaemon

@Suite struct MethodDescriptionTests {
  static let protocolMethods: Set<String> = [
    "client/open", "client/close", "client/list", "client/configure", "route", "pop", "clearAll", "reload",
    "currentVisitableURL", "start", "state", "state/export", "state/import", "ui/back", "ui/dismissModal",
    "ui/push", "visitable/didChangeURL", "tabs/select", "router/decide", "webView/decidePolicy",
    "pathConfiguration/properties", "pathConfiguration/load", "routes/resolve", "routes/print", "routes/coverage",
    "compare", "session/proposeVisit", "session/formSubmitted", "session/crossOriginRedirect", "session/visitFailed",
    "deepLink/open",
  ]

  @Test func everyProtocolMethodIsServedAndNothingElse() {
    let names = NavigationMethodLayer.methods.map(\.name)
    #expect(Set(names) == Self.protocolMethods)
    #expect(names.count == Set(names).count)
  }

  @Test func everyDispatchedMethodIsDescribedAndEveryDescribedMethodIsDispatched() throws {
    let h = try MethodHarness()
    let discovered = h.call("rpc.discover")
    let described = Set((discovered["methods"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue })
    let dispatched = Set(h.client.registeredMethodNames)
    #expect(Self.protocolMethods.isSubset(of: described))
    #expect(described == dispatched)
    for method in discovered["methods"]?.arrayValue ?? []
    where Self.protocolMethods.contains(method["name"]?.stringValue ?? "") {
      #expect(method["result"]?["schema"] != nil, "\(method["name"] ?? .null) has no result schema")
      for param in method["params"]?.arrayValue ?? [] {
        #expect(param["schema"] != nil)
      }
    }
    // Every described method answers something other than "method not found".
    for name in Self.protocolMethods {
      #expect(h.send(name, [:])["error"]?["code"] != -32601, "\(name)")
    }
  }

  /// docs/protocol.md §4: "Every method below takes an optional `client` string (default `"default"`)" —
  /// `client/close` included, so no description may mark `client` required.
  @Test func clientIsOptionalInEveryDescription() throws {
    let h = try MethodHarness()
    for method in h.call("rpc.discover")["methods"]?.arrayValue ?? []
    where Self.protocolMethods.contains(method["name"]?.stringValue ?? "") {
      for param in method["params"]?.arrayValue ?? [] where param["name"] == "client" {
        #expect(param["required"] != true, "\(method["name"] ?? .null) marks client required")
      }
    }
  }
}
