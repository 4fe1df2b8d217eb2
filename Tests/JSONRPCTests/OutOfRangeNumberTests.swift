import JSONRPC
import NavJSON
import Testing

/// docs/protocol.md §1: "numbers beyond Int64 ... are -32600 with id null" — also those beyond the
/// `Double` range, which are valid JSON (so not `-32700`); inside params they are `-32602` with the path.
@Suite struct OutOfRangeNumberTests {
  static let hugeInteger = "1" + String(repeating: "0", count: 400)

  @Test(arguments: ["1e400", "-1e400", hugeInteger, "-" + hugeInteger, "1E+999"])
  func idBeyondDoubleIsInvalidRequestNotParseError(id: String) throws {
    let harness = try DecodingTests.ready()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":\#(id),"method":"test/echo"}"#, #"{"jsonrpc":"2.0","id":2,"method":"test/increment"}"#)
    #expect(replies[0]["id"] == .null)
    #expect(replies[0].errorCode == -32600)
    #expect(replies[1] == ["jsonrpc": "2.0", "id": 2, "result": 1])
  }

  @Test func numberBeyondDoubleInParamsIsInvalidParamsWithItsPath() throws {
    let harness = try DecodingTests.ready()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"test/echo","params":{"a":1,"b":[0,{"c":\#(Self.hugeInteger)}]}}"#,
      #"[{"jsonrpc":"2.0","id":2,"method":"test/echo"},{"jsonrpc":"2.0","id":3,"method":"test/echo","params":{"x":-1e400}}]"#,
      #"{"jsonrpc":"2.0","id":4,"method":"no/such","params":{"x":1e400}}"#,
      #"{"jsonrpc":"2.0","id":5,"method":"test/echo","params":{"tiny":1e-400}}"#)
    #expect(replies[0]["error"]?["data"]?["field"] == "b[1].c")
    #expect(replies[0].errorCode == -32602)
    #expect(replies[1] == [["jsonrpc": "2.0", "id": 2, "result": [:]], replies[1].arrayValue?.last ?? .null])
    #expect(replies[1].arrayValue?.last?["error"]?["data"]?["field"] == "x")
    #expect(replies[2].errorCode == -32601)
    #expect(replies[3]["result"] == ["tiny": .double(0)])
  }

  @Test func pathFinderWalksInDocumentOrder() {
    let params: JSONObject = [
      "first": [1, ["deep": .double(.infinity)]], "second": .double(-.infinity),
    ]
    #expect(OutOfRangeNumberPath.first(in: params) == "first[1].deep")
    #expect(OutOfRangeNumberPath.first(in: ["ok": [1, .double(2.5), "x"]]) == nil)
  }
}
