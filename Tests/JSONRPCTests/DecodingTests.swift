import JSONRPC
import NavJSON
import Testing

/// Every envelope rule of docs/protocol.md §1 and error of §3, through an initialized session.
@Suite struct DecodingTests {
  static func ready() throws -> SessionHarness {
    let harness = try SessionHarness()
    try harness.initialize()
    return harness
  }

  /// (message, expected id, expected error code)
  static let errorCases: [(String, JSONValue, Int64)] = [
    (#"{"jsonrpc":"2.0","id":1,"method":"#, nil, -32700),
    ("not json", nil, -32700),
    (#"{"jsonrpc":"2.0","id":1,"method":"test/echo"} x"#, nil, -32700),
    (#"{"jsonrpc":"2.0","id":"\ud800","method":"test/echo"}"#, nil, -32700),
    ("1", nil, -32600),
    (#""request""#, nil, -32600),
    ("null", nil, -32600),
    (#"{"id":1,"method":"test/echo"}"#, 1, -32600),
    (#"{"jsonrpc":"1.0","id":1,"method":"test/echo"}"#, 1, -32600),
    (#"{"jsonrpc":2.0,"id":"a","method":"test/echo"}"#, "a", -32600),
    (#"{"jsonrpc":"2.0","method":"test/echo","jsonrpc":"2"}"#, nil, -32600),
    (#"{"jsonrpc":"2.0","id":1.0,"method":"test/echo"}"#, nil, -32600),
    (#"{"jsonrpc":"2.0","id":1e0,"method":"test/echo"}"#, nil, -32600),
    (#"{"jsonrpc":"2.0","id":9223372036854775808,"method":"test/echo"}"#, nil, -32600),
    (#"{"jsonrpc":"2.0","id":-9223372036854775809,"method":"test/echo"}"#, nil, -32600),
    (#"{"jsonrpc":"2.0","id":true,"method":"test/echo"}"#, nil, -32600),
    (#"{"jsonrpc":"2.0","id":[1],"method":"test/echo"}"#, nil, -32600),
    (#"{"jsonrpc":"2.0","id":{"a":1},"method":"test/echo"}"#, nil, -32600),
    (#"{"jsonrpc":"2.0","id":7}"#, 7, -32600),
    (#"{"jsonrpc":"2.0","id":7,"method":42}"#, 7, -32600),
    (#"{"jsonrpc":"2.0","id":7,"result":null}"#, 7, -32600),
    (#"{"jsonrpc":"2.0","method":1}"#, nil, -32600),
    (#"{"jsonrpc":"2.0","id":3,"method":"test/echo","params":"x"}"#, 3, -32602),
    (#"{"jsonrpc":"2.0","id":3,"method":"test/echo","params":5}"#, 3, -32602),
    (#"{"jsonrpc":"2.0","id":3,"method":"test/echo","params":true}"#, 3, -32602),
    (#"{"jsonrpc":"2.0","id":3,"method":"test/echo","params":[1,2]}"#, 3, -32602),
    (#"{"jsonrpc":"2.0","id":4,"method":"nope","params":[1]}"#, 4, -32601),
    (#"{"jsonrpc":"2.0","id":5,"method":"test/fail"}"#, 5, -32602),
    (#"{"jsonrpc":"2.0","id":6,"method":"test/crash"}"#, 6, -32603),
    (#"{"jsonrpc":"2.0","id":8,"method":"test/limit"}"#, 8, -32012),
  ]

  @Test(arguments: errorCases)
  func answersWithTheRightErrorAndID(message: String, id: JSONValue, code: Int64) throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines(message, #"{"jsonrpc":"2.0","id":"next","method":"test/increment"}"#)
    try #require(replies.count == 2)
    #expect(replies[0]["jsonrpc"] == "2.0")
    #expect(replies[0]["id"] == id)
    #expect(replies[0].errorCode == code)
    #expect(replies[0]["result"] == nil)
    #expect(replies[0]["error"]?["message"]?.stringValue?.isEmpty == false)
    #expect(replies[1] == ["jsonrpc": "2.0", "id": "next", "result": 1])
  }

  @Test func idsAreEchoedExactly() throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":9223372036854775807,"method":"test/echo"}"#,
      #"{"jsonrpc":"2.0","id":-9223372036854775808,"method":"test/echo"}"#,
      #"{"jsonrpc":"2.0","id":"a\"b\u00e9","method":"test/echo"}"#,
      #"{"jsonrpc":"2.0","id":null,"method":"test/echo"}"#,
      #"{"method":"test/echo","id":0,"jsonrpc":"2.0"}"#)
    #expect(replies.map { $0["id"] } == [.integer(.max), .integer(.min), "a\"bé", JSONValue.null, 0])
    #expect(replies.allSatisfy { $0["result"] == [:] })
  }

  @Test func paramsAbsentOrNullMeanEmptyObject() throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"test/echo"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"test/echo","params":null}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"test/echo","params":{"a":[1,2.5,"x"]}}"#)
    #expect(replies.map { $0["result"] } == [[:], [:], ["a": [1, .double(2.5), "x"]]])
  }

  @Test func errorDataIsExact() throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"test/echo","params":"x"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"no/such","params":3}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"test/fail"}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"test/limit"}"#)
    #expect(replies[0]["error"]?["data"]?["field"] == "params")
    #expect(replies[0]["error"]?["data"]?["reason"]?.stringValue != nil)
    #expect(replies[1]["error"]?["data"] == ["method": "no/such"])
    #expect(replies[2]["error"]?["data"] == ["field": "x", "reason": "always wrong"])
    #expect(replies[3]["error"]?["data"] == ["limit": "max-clients", "value": 10000])
  }

  @Test func errorsWithoutDataLeaveItOut() throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines("[", #"{"jsonrpc":"2.0","id":1,"method":"test/crash"}"#)
    #expect(replies.allSatisfy { $0["error"]?["data"] == nil })
  }

  @Test func notificationsRunAndGetNoReply() throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","method":"test/increment","params":{}}"#,
      #"{"jsonrpc":"2.0","method":"no/such"}"#,
      #"{"jsonrpc":"2.0","method":"test/fail"}"#,
      #"{"jsonrpc":"2.0","method":"test/echo","params":1}"#,
      #"{"jsonrpc":"2.0","id":1,"method":"test/increment"}"#)
    #expect(replies == [["jsonrpc": "2.0", "id": 1, "result": 3]])
  }

  @Test func internalErrorKeepsTheProcessRunning() throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"test/crash"}"#, #"{"jsonrpc":"2.0","id":2,"method":"test/increment"}"#)
    #expect(replies[0].errorCode == -32603)
    #expect(replies[1]["result"] == 1)
    #expect(harness.session.status == .running)
  }

  @Test func handlerNotificationsPrecedeTheResponseAndVanishOnError() throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"test/notify"}"#, #"{"jsonrpc":"2.0","id":2,"method":"test/fail"}"#)
    #expect(
      replies == [
        ["jsonrpc": "2.0", "method": "navigator/didChange", "params": ["n": 1]],
        [
          "jsonrpc": "2.0", "method": "window/logMessage",
          "params": ["type": 2, "message": "careful", "client": "default", "code": "unstampedEntry"],
        ],
        ["jsonrpc": "2.0", "id": 1, "result": true],
        [
          "jsonrpc": "2.0", "id": 2,
          "error": [
            "code": -32602, "message": "Invalid params: x: always wrong",
            "data": ["field": "x", "reason": "always wrong"],
          ],
        ],
      ])
  }

  @Test func decodingIsIndependentOfTheSession() {
    #expect(
      IncomingMessage(decoding: ["jsonrpc": "2.0", "id": "a", "method": "m", "params": [1]])
        == .request(id: .string("a"), method: "m", params: [1]))
    #expect(IncomingMessage(decoding: ["jsonrpc": "2.0", "method": "m"]) == .notification(method: "m", params: nil))
    #expect(
      IncomingMessage(decoding: ["jsonrpc": "2.0", "id": true, "method": "m"])
        == .invalid(id: .null, error: .invalidRequest(.badID)))
    guard case .failure(let error) = IncomingMessage.namedParams([1]) else {
      Issue.record("array params must fail")
      return
    }
    #expect(error.code == .invalidParams)
  }
}
