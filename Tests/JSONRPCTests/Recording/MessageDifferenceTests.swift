import NavJSON
import Testing

@testable import JSONRPC

/// The replay comparer: the first difference in the recorded message's key order, `absent`, the two
/// fields that are not compared, and how paths are written.
@Suite struct MessageDifferenceTests {
  static func difference(_ recorded: String?, _ now: String?) throws -> String? {
    let recordedValue: JSONValue? = try recorded.map { try JSONParser.parse($0) }
    let nowValue: JSONValue? = try now.map { try JSONParser.parse($0) }
    return MessageDifference.first(recorded: recordedValue, now: nowValue)?.description
  }

  static let cases: [(String?, String?, String?)] = [
    (#"{"id":1,"result":{"a":1,"b":[1,2]}}"#, #"{"result":{"b":[1,2],"a":1},"id":1}"#, nil),
    (#"{"id":1,"result":{"a":1}}"#, #"{"id":1,"result":{"a":2}}"#, "$.result.a: recorded 1, now 2"),
    // The recorded key order decides which difference is first.
    (#"{"b":1,"a":1}"#, #"{"a":2,"b":2}"#, "$.b: recorded 1, now 2"),
    (#"{"a":1,"b":1}"#, #"{"b":2,"a":2}"#, "$.a: recorded 1, now 2"),
    // A missing member is reported before a member only the new message has.
    (#"{"a":1,"b":{"c":true}}"#, #"{"z":0,"a":1}"#, #"$.b: recorded {"c":true}, now absent"#),
    (#"{"a":1}"#, #"{"a":1,"z":[0],"y":1}"#, "$.z: recorded absent, now [0]"),
    (#"[1,{"x":"é"}]"#, #"[1,{"x":"e"}]"#, #"$[1].x: recorded "é", now "e""#),
    (#"{"a":[1,2,3]}"#, #"{"a":[1,2]}"#, "$.a[2]: recorded 3, now absent"),
    (#"{"a":[1]}"#, #"{"a":[1,null]}"#, "$.a[1]: recorded absent, now null"),
    (#"{"a":null}"#, #"{}"#, "$.a: recorded null, now absent"),
    (#"{"a":{"b":1}}"#, #"{"a":"b"}"#, #"$.a: recorded {"b":1}, now "b""#),
    (#"{"a":1}"#, #"{"a":1.0}"#, nil),
    (#"{"a":1}"#, #"{"a":1.5}"#, "$.a: recorded 1, now 1.5"),
    (#"{"a":"1"}"#, #"{"a":1}"#, #"$.a: recorded "1", now 1"#),
    (
      #"{"odd key":{"$/x":1,"_ok9":{"9lives":2}}}"#, #"{"odd key":{"$/x":1,"_ok9":{"9lives":3}}}"#,
      #"$["odd key"]._ok9["9lives"]: recorded 2, now 3"#
    ),
    (#"{"a\"b":1}"#, #"{"a\"b":2}"#, #"$["a\"b"]: recorded 1, now 2"#),
    (#"{"":1}"#, #"{"":2}"#, #"$[""]: recorded 1, now 2"#),
    (#"{"id":1}"#, nil, #"$: recorded {"id":1}, now absent"#),
    (nil, #"{"id":1}"#, #"$: recorded absent, now {"id":1}"#),
    (nil, nil, nil),
    (#"{"id":1}"#, #"[{"id":1}]"#, #"$: recorded {"id":1}, now [{"id":1}]"#),
  ]

  @Test(arguments: cases)
  func firstDifference(recorded: String?, now: String?, expected: String?) throws {
    #expect(try Self.difference(recorded, now) == expected)
  }

  @Test func versionAndFramingOfAResultAreNotCompared() throws {
    let recorded =
      #"{"id":0,"result":{"serverInfo":{"name":"navd","version":"0.1.0"},"capabilities":{"framing":"lsp","batches":true}}}"#
    let now =
      #"{"id":0,"result":{"serverInfo":{"name":"navd","version":"2.0.0"},"capabilities":{"framing":"ndjson","batches":true}}}"#
    #expect(try Self.difference(recorded, now) == nil)
    let absent = #"{"id":0,"result":{"serverInfo":{"name":"navd"},"capabilities":{"batches":true}}}"#
    #expect(try Self.difference(recorded, absent) == nil)
    #expect(try Self.difference(absent, now) == nil)
    #expect(try Self.difference("[\(recorded)]", "[\(now)]") == nil)
    let renamed =
      #"{"id":0,"result":{"serverInfo":{"name":"other","version":"0.1.0"},"capabilities":{"framing":"lsp","batches":true}}}"#
    #expect(try Self.difference(recorded, renamed) == #"$.result.serverInfo.name: recorded "navd", now "other""#)
    let batchesOff =
      #"{"id":0,"result":{"serverInfo":{"name":"navd"},"capabilities":{"framing":"lsp","batches":false}}}"#
    #expect(try Self.difference(recorded, batchesOff) == "$.result.capabilities.batches: recorded true, now false")
  }

  @Test func onlyThoseTwoPathsAreIgnored() throws {
    #expect(
      try Self.difference(#"{"params":{"version":1}}"#, #"{"params":{"version":2}}"#)
        == "$.params.version: recorded 1, now 2")
    #expect(
      try Self.difference(#"{"result":{"state":{"framing":"a"}}}"#, #"{"result":{"state":{"framing":"b"}}}"#)
        == #"$.result.state.framing: recorded "a", now "b""#)
    #expect(
      try Self.difference(#"{"result":{"serverInfo":"x"}}"#, #"{"result":{"serverInfo":"y"}}"#)
        == #"$.result.serverInfo: recorded "x", now "y""#)
  }
}
