import JSONRPC
import NavJSON
import NavdTestKit
import Testing

/// docs/protocol.md §1 limits: message size and nesting depth, answered -32012 {limit, value}.
@Suite struct LimitsTests {
  static func nested(_ depth: Int) -> String {
    // The request object is depth 1 and params depth 2, so `depth` levels in total.
    let inner = String(repeating: "[", count: depth - 2) + String(repeating: "]", count: depth - 2)
    return #"{"jsonrpc":"2.0","id":1,"method":"test/echo","params":{"v":\#(inner)}}"#
  }

  @Test(arguments: [3, 10, 512])
  func depthAtTheLimitIsServedAndOneMoreIsRefused(limit: Int) throws {
    var limits = MessageLimits()
    limits.maxDepth = limit
    let harness = try SessionHarness(limits: limits)
    try harness.initialize()
    let replies = try harness.sendLines(
      Self.nested(limit), Self.nested(limit + 1), #"{"jsonrpc":"2.0","id":2,"method":"test/increment"}"#)
    #expect(replies[0]["id"] == 1)
    #expect(replies[0]["result"] != nil)
    #expect(
      replies[1] == [
        "jsonrpc": "2.0", "id": nil,
        "error": [
          "code": -32012, "message": .string("Limit reached: max-depth is \(limit)"),
          "data": ["limit": "max-depth", "value": .integer(Int64(limit))],
        ],
      ])
    #expect(replies[2]["result"] == 1)
  }

  @Test func ndjsonMessageSizeAtTheLimitIsServedAndOneMoreIsRefused() throws {
    func message(padding: Int) -> String {
      #"{"jsonrpc":"2.0","id":1,"method":"test/echo","params":{"p":"\#(String(repeating: "a", count: padding))"}}"#
    }
    let limit = message(padding: 10).utf8.count
    var limits = MessageLimits()
    limits.maxMessageBytes = limit
    let harness = try SessionHarness(limits: limits)
    try harness.initialize()
    let exact = message(padding: 10)
    let over = message(padding: 11)
    #expect(exact.utf8.count == limit)
    let replies = try harness.sendLines(exact, over, #"{"jsonrpc":"2.0","id":2,"method":"test/increment"}"#)
    #expect(replies.count == 3)
    #expect(replies[0]["id"] == 1)
    #expect(replies[1]["id"] == JSONValue.null)
    #expect(
      replies[1]["error"]?["data"] == JSONValue.object(["limit": "max-message-bytes", "value": .integer(Int64(limit))]))
    #expect(replies[2]["result"] == 1)
  }

  @Test func oversizedLineSpreadOverManyReadsIsAnsweredOnceInOrder() throws {
    var limits = MessageLimits()
    limits.maxMessageBytes = 1000
    let harness = try SessionHarness(limits: limits)
    try harness.initialize()
    var replies = try harness.send(#"{"jsonrpc":"2.0","id":1,"method":"test/increment"}"# + "\n" + #"{"p":""#)
    for _ in 0..<50 { replies += try harness.send(String(repeating: "x", count: 500)) }
    replies += try harness.send("\"}\n" + #"{"jsonrpc":"2.0","id":2,"method":"test/increment"}"# + "\n")
    #expect(replies.map { $0["id"] } == [1, JSONValue.null, 2])
    #expect(replies.map(\.errorCode) == [nil, -32012, nil])
  }

  @Test func overLimitContentLengthIsFatalAfterEarlierAnswers() throws {
    var limits = MessageLimits()
    limits.maxMessageBytes = 200
    let harness = try SessionHarness(mode: .lsp, limits: limits)
    let replies = try harness.send(
      LSPFrames.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#) + "Content-Length: 201\r\n\r\n{")
    #expect(replies.map { $0["id"] } == [1])
    #expect(harness.session.status == .exited(2))
    #expect(harness.session.receive(Array("x".utf8)) == .exited(2))
  }

  @Test func lspOverDeepBodyIsAnsweredAndTheSessionContinues() throws {
    var limits = MessageLimits()
    limits.maxDepth = 4
    let harness = try SessionHarness(mode: .lsp, limits: limits)
    try harness.initialize()
    let replies = try harness.send(
      LSPFrames.frame(Self.nested(5)) + LSPFrames.frame(#"{"jsonrpc":"2.0","id":2,"method":"test/increment"}"#))
    #expect(replies.map(\.errorCode) == [-32012, nil])
    #expect(replies[0]["error"]?["data"] == ["limit": "max-depth", "value": 4])
  }

  @Test func defaultsMatchTheProtocol() {
    let limits = MessageLimits()
    #expect(limits.maxMessageBytes == 16 * 1024 * 1024)
    #expect(limits.maxDepth == 512)
    #expect(MessageLimits.Name.allCases.map(\.rawValue) == ["max-message-bytes", "max-depth"])
    #expect(limits.reached(.maxDepth).data == ["limit": "max-depth", "value": 512])
  }
}
