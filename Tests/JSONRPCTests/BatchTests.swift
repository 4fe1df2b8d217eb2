import JSONRPC
import NavJSON
import NavdTestKit
import Testing

/// JSON-RPC 2.0 §6 batches.
@Suite struct BatchTests {
  static func ready(_ mode: FramingMode = .ndjson) throws -> SessionHarness {
    let harness = try SessionHarness(mode: mode)
    try harness.initialize()
    return harness
  }

  @Test func emptyBatchIsOneInvalidRequest() throws {
    let replies = try Self.ready().sendLines("[]", " [ ] ")
    #expect(
      replies
        == Array(
          repeating: [
            "jsonrpc": "2.0", "id": nil, "error": ["code": -32600, "message": "Invalid request: empty batch"],
          ], count: 2))
  }

  @Test func allNotificationBatchGetsNoReply() throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines(
      #"[{"jsonrpc":"2.0","method":"test/increment"},{"jsonrpc":"2.0","method":"initialized"}]"#)
    #expect(replies.isEmpty)
    #expect(harness.session.context.services.counter == 1)
  }

  @Test func mixedBatchAnswersRequestsInOrderAsOneArray() throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines(
      #"[{"jsonrpc":"2.0","id":1,"method":"test/increment"},{"jsonrpc":"2.0","method":"test/increment"},"#
        + #"{"jsonrpc":"2.0","id":"b","method":"no/such"},1,{"jsonrpc":"2.0","id":true,"method":"x"},"#
        + #"{"jsonrpc":"2.0","id":3,"method":"test/increment"},[]]"#,
      #"{"jsonrpc":"2.0","id":4,"method":"test/increment"}"#)
    try #require(replies.count == 2)
    let batch = try #require(replies[0].arrayValue)
    #expect(batch.map { $0["id"] } == [1, "b", JSONValue.null, JSONValue.null, 3, JSONValue.null])
    #expect(batch.map(\.errorCode) == [nil, -32601, -32600, -32600, nil, -32600])
    #expect(batch[0]["result"] == 1)
    #expect(batch[4]["result"] == 3)
    #expect(replies[1]["result"] == 4)
  }

  @Test func invalidElementsEachGetAnError() throws {
    let replies = try Self.ready().sendLines("[1,2,3]")
    #expect(replies.count == 1)
    #expect(replies[0].arrayValue?.map(\.errorCode) == [-32600, -32600, -32600])
  }

  @Test func unparsableBatchIsOneParseError() throws {
    let replies = try Self.ready().sendLines(#"[{"jsonrpc":"2.0","id":1,"method":"test/echo"},"#)
    #expect(replies.map(\.errorCode) == [-32700])
  }

  @Test func handlerNotificationsPrecedeTheBatchResponse() throws {
    let replies = try Self.ready().sendLines(
      #"[{"jsonrpc":"2.0","id":1,"method":"test/notify"},{"jsonrpc":"2.0","id":2,"method":"test/echo"}]"#)
    #expect(replies.map { $0["method"] } == ["navigator/didChange", "window/logMessage", nil])
    #expect(replies[2].arrayValue?.map { $0["id"] } == [1, 2])
  }

  @Test func batchInLSPFramingIsOneFrame() throws {
    let harness = try Self.ready(.lsp)
    harness.session.receive(
      Array(
        LSPFrames.frame(
          #"[{"jsonrpc":"2.0","id":1,"method":"test/increment"},{"jsonrpc":"2.0","id":2,"method":"test/increment"}]"#
        )
        .utf8))
    let frames = try LSPFrames.split(harness.session.takeOutput())
    #expect(frames.count == 1)
    #expect(try JSONParser.parse(frames[0]).arrayValue?.map { $0["result"] } == [1, 2])
  }

  @Test func exitInsideABatchFlushesTheEarlierAnswers() throws {
    let harness = try Self.ready()
    let replies = try harness.sendLines(
      #"[{"jsonrpc":"2.0","id":1,"method":"shutdown"},{"jsonrpc":"2.0","method":"exit"},"#
        + #"{"jsonrpc":"2.0","id":2,"method":"test/increment"}]"#)
    #expect(replies == [[["jsonrpc": "2.0", "id": 1, "result": nil]]])
    #expect(harness.session.status == .exited(0))
  }

  @Test func batchesBeforeInitializeAreAnsweredPerElement() throws {
    let harness = try SessionHarness()
    let replies = try harness.sendLines(
      #"[{"jsonrpc":"2.0","id":1,"method":"initialize"},{"jsonrpc":"2.0","id":2,"method":"test/increment"}]"#)
    #expect(replies[0].arrayValue?.map(\.errorCode) == [nil, nil])
    #expect(replies[0].arrayValue?[1]["result"] == 1)
  }
}
