import JSONRPC
import NavJSON
import Testing

/// `rpc.discover`: an OpenRPC 1.3.2 document that matches what the session dispatches.
@Suite struct DiscoveryTests {
  static func document() throws -> (JSONValue, [String]) {
    let harness = try SessionHarness()
    let initialize = try harness.sendLines(#"{"jsonrpc":"2.0","id":0,"method":"initialize"}"#)
    let names = try #require(initialize[0]["result"]?["capabilities"]?["methods"]?.arrayValue).compactMap(\.stringValue)
    let replies = try harness.sendLines(#"{"jsonrpc":"2.0","id":1,"method":"rpc.discover"}"#)
    return (try #require(replies[0]["result"]), names)
  }

  @Test func documentHeader() throws {
    let (document, _) = try Self.document()
    #expect(document["openrpc"] == "1.3.2")
    #expect(document["info"]?["title"] == "navd")
    #expect(document["info"]?["version"] == .string(TestServices.serverInfo.version))
  }

  @Test func describesExactlyTheDispatchedMethods() throws {
    let (document, names) = try Self.document()
    let described = try #require(document["methods"]?.arrayValue).compactMap { $0["name"]?.stringValue }
    #expect(described == names)
    #expect(Set(described).count == described.count)
    for required in ["initialize", "initialized", "shutdown", "exit", "$/cancelRequest", "rpc.discover"] {
      #expect(described.contains(required))
    }
    // Every described request is dispatched: none is answered -32601.
    let harness = try SessionHarness()
    try harness.initialize()
    for (index, name) in described.enumerated() where name != "exit" && name != "initialize" {
      let replies = try harness.sendLines(#"{"jsonrpc":"2.0","id":\#(index),"method":"\#(name)"}"#)
      #expect(replies.allSatisfy { $0.errorCode != -32601 }, "\(name)")
    }
  }

  static let methodKeys: Set<String> = [
    "name", "description", "summary", "servers", "tags", "paramStructure", "params", "result", "errors", "links",
    "examples", "deprecated", "externalDocs",
  ]
  static let descriptorKeys: Set<String> = ["name", "description", "summary", "schema", "required", "deprecated"]

  @Test func methodObjectsFollowTheMetaSchema() throws {
    let (document, _) = try Self.document()
    let topKeys = Set(document.objectValue?.keys ?? [])
    #expect(topKeys.isSubset(of: ["openrpc", "info", "methods"]))
    for method in try #require(document["methods"]?.arrayValue) {
      let object = try #require(method.objectValue)
      for key in object.keys { #expect(Self.methodKeys.contains(key) || key.hasPrefix("x-"), "\(key)") }
      #expect(method["name"]?.stringValue?.isEmpty == false)
      #expect(method["paramStructure"] == "by-name")
      for param in try #require(method["params"]?.arrayValue) {
        let paramKeys = Set(param.objectValue?.keys ?? [])
        #expect(paramKeys.isSubset(of: Self.descriptorKeys))
        #expect(param["name"]?.stringValue?.isEmpty == false)
        #expect(param["required"]?.boolValue != nil)
        #expect(param["schema"]?.objectValue != nil)
      }
      let isNotification = ["initialized", "exit", "$/cancelRequest"].contains(method["name"]?.stringValue ?? "")
      if isNotification {
        #expect(method["result"] == nil)
        #expect(method["x-notification"] == true)
      } else {
        let result = try #require(method["result"])
        let resultKeys = Set(result.objectValue?.keys ?? [])
        #expect(resultKeys.isSubset(of: Self.descriptorKeys))
        #expect(result["name"]?.stringValue?.isEmpty == false)
        #expect(result["schema"]?.objectValue != nil)
        #expect(method["x-notification"] == nil)
      }
    }
  }

  @Test func layerMethodDocumentationIsCarriedThrough() throws {
    let (document, _) = try Self.document()
    let echo = try #require(document["methods"]?.arrayValue?.first { $0["name"] == "test/echo" })
    #expect(
      echo == [
        "name": "test/echo", "summary": "Returns its params.", "paramStructure": "by-name",
        "params": [["name": "value", "required": false, "schema": [:]]],
        "result": ["name": "params", "schema": ["type": "object"]],
      ])
  }
}
