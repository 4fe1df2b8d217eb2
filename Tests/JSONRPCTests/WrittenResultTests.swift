import JSONRPC
import NavJSON
import Testing

/// A method made with `MethodDescriptor.writing` answers JSON text, and a notification may carry its
/// params as JSON text: the session copies both as they are (docs/performance.md, the navigation path).
@Suite struct WrittenResultTests {
  static func ready() throws -> SessionHarness {
    let harness = try SessionHarness()
    try harness.initialize()
    return harness
  }

  @Test func textIsTheResultByteForByte() throws {
    let harness = try Self.ready()
    harness.session.receive(Array(#"{"jsonrpc":"2.0","id":7,"method":"test/text"}"#.utf8) + [0x0A])
    let output = String(decoding: harness.session.takeOutput(), as: UTF8.self)
    #expect(
      output
        == #"{"jsonrpc":"2.0","method":"test/written","params":{"n":0}}"# + "\n"
        + #"{"jsonrpc":"2.0","id":7,"result":{"counter":0,"text":"a\"b"}}"# + "\n")
  }

  @Test func textIsOneElementOfABatch() throws {
    let harness = try Self.ready()
    harness.session.receive(
      Array(
        (#"[{"jsonrpc":"2.0","id":1,"method":"test/increment"},{"jsonrpc":"2.0","id":"t","method":"test/text"}]"#
          + "\n").utf8))
    let output = String(decoding: harness.session.takeOutput(), as: UTF8.self)
    #expect(
      output
        == #"{"jsonrpc":"2.0","method":"test/written","params":{"n":1}}"# + "\n"
        + #"[{"jsonrpc":"2.0","id":1,"result":1},{"jsonrpc":"2.0","id":"t","result":{"counter":1,"text":"a\"b"}}]"#
        + "\n")
  }

  @Test func aWrittenCallWithoutIDRunsAndAnswersNothing() throws {
    let harness = try Self.ready()
    #expect(
      try harness.sendLines(#"{"jsonrpc":"2.0","method":"test/text"}"#) == [
        ["jsonrpc": "2.0", "method": "test/written", "params": ["n": 0]]
      ])
    #expect(harness.session.context.services.calls == ["test/text"])
  }

  @Test func resultsReadBackAsValues() throws {
    let text = MethodResult.text(JSONText { $0.value(["a": [1, nil]]) })
    #expect(try text.jsonValue() == ["a": [1, nil]])
    #expect(try MethodResult.value("x").jsonValue() == "x")
    #expect(throws: JSONParseError.self) { try MethodResult.text(JSONText { _ in }).jsonValue() }
  }
}
