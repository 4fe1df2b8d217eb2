import JSONRPC
import NavJSON
import NavProtocol
import Testing

@testable import NavDaemon

/// Who navd says it is (docs/protocol.md §2): the method layer's ``ServerInfo`` in `initialize`'s
/// result, in the OpenRPC document and in the way `initialize` is described.
@Suite struct NavigationServerInfoTests {
  @Test func initializeResultIsExact() throws {
    let harness = try MethodHarness(initialize: nil)
    let response = harness.send("initialize", ["clientInfo": ["name": "t", "version": "1"]])
    let methods: [JSONValue] =
      ["initialize", "initialized", "shutdown", "exit", "$/cancelRequest", "rpc.discover"]
      + NavigationMethodLayer.methods.map { .string($0.documentation.name) }
    #expect(
      response["result"]
        == [
          "serverInfo": [
            "name": "navd", "version": .string(NavdVersion.current), "models": ["ios": "1.3.1", "android": "1.3.1"],
          ],
          "protocolVersion": 1,
          "capabilities": ["methods": .array(methods), "framing": "ndjson", "batches": true],
        ])
  }

  @Test func discoveryInfoAndInitializeDescriptionAreNavds() throws {
    let document = try MethodHarness().call("rpc.discover")
    #expect(
      document["info"]
        == [
          "title": "navd", "version": .string(NavdVersion.current),
          "description": "Headless Hotwire Native navigation over JSON-RPC 2.0 on stdio.",
        ])
    let initialize = try #require(document["methods"]?.arrayValue?.first)
    #expect(
      initialize["description"] == "Applies `configuration` to the `default` client. A second `initialize` is -32600.")
    #expect(
      initialize["result"]?["schema"]?["properties"]?["serverInfo"]?["properties"]?["name"] == ["const": "navd"])
    #expect(initialize["result"]?["schema"]?["properties"]?["protocolVersion"] == ["const": 1])
    #expect(
      initialize["result"]?["schema"]?["properties"]?["serverInfo"]?["properties"]?["models"]
        == ["const": ["ios": "1.3.1", "android": "1.3.1"]])
  }

  @Test func versionLineNamesTheModelledReleases() {
    #expect(
      NavdVersion.versionLine == "navd \(NavdVersion.current) (models Hotwire Native iOS 1.3.1 and Android 1.3.1)")
    #expect(NavdVersion.modelledHotwireNative.map(\.platform) == Platform.allCases)
  }
}
