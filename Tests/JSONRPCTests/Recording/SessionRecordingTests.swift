import Foundation
import NavJSON
import NavdTestKit
import Testing

@testable import JSONRPC

/// `--record` inside the session: what each line records is seen before it takes effect, in order.
@Suite struct SessionRecordingTests {
  /// Notes every event, and for a frame how many calls the session had run by then.
  final class ObservingRecorder: SessionRecorder {
    weak var session: DaemonSession<TestServices>?
    var events: [String] = []

    func recordReceived(body: UnsafeRawBufferPointer, parsed: JSONValue?) {
      let calls = session?.context.services.calls.count ?? -1
      events.append("in \(String(decoding: body, as: UTF8.self)) calls=\(calls)")
    }

    func recordReceivedOverLimit() { events.append("over-limit") }

    func recordSent(body: UnsafeRawBufferPointer) {
      events.append("out \(String(decoding: body, as: UTF8.self))")
    }
  }

  @Test func framesAreSeenBeforeTheyAreHandledAndMessagesInTheOrderSent() throws {
    let harness = try SessionHarness(
      limits: MessageLimits(maxMessageBytes: 64, maxDepth: 8))
    try harness.initialize()
    let recorder = ObservingRecorder()
    recorder.session = harness.session
    harness.session.recorder = recorder
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"test/notify"}"#,
      String(repeating: "x", count: 65))
    #expect(replies.count == 5)
    #expect(
      recorder.events == [
        #"in {"jsonrpc":"2.0","id":1,"method":"test/increment"} calls=0"#,
        #"in {"jsonrpc":"2.0","id":2,"method":"test/notify"} calls=0"#,
        "over-limit",
        #"out {"jsonrpc":"2.0","id":1,"result":1}"#,
        #"out {"jsonrpc":"2.0","method":"navigator/didChange","params":{"n":1}}"#,
        #"out {"jsonrpc":"2.0","method":"window/logMessage","params":{"type":2,"message":"careful","client":"default","code":"unstampedEntry"}}"#,
        #"out {"jsonrpc":"2.0","id":2,"result":true}"#,
        #"out {"jsonrpc":"2.0","id":null,"error":{"code":-32012,"message":"Limit reached: max-message-bytes is 64","data":{"limit":"max-message-bytes","value":64}}}"#,
      ])
  }

  @Test func lspBodiesAreRecordedWithoutTheirHeaders() throws {
    let harness = try SessionHarness(mode: .lsp)
    let recorder = ObservingRecorder()
    harness.session.recorder = recorder
    try harness.send(LSPFrames.frame("{\"jsonrpc\":\"2.0\",\n\"id\":7,\"method\":\"shutdown\"}"))
    #expect(recorder.events.count == 2)
    #expect(recorder.events[0] == "in {\"jsonrpc\":\"2.0\",\n\"id\":7,\"method\":\"shutdown\"} calls=-1")
    #expect(recorder.events[1].hasPrefix(#"out {"jsonrpc":"2.0","id":7,"error":{"code":-32002"#))
  }

  @Test func aBatchIsOneInAndItsReplyOneOut() throws {
    let harness = try SessionHarness()
    try harness.initialize()
    let recorder = ObservingRecorder()
    recorder.session = harness.session
    harness.session.recorder = recorder
    try harness.sendLines(
      #"[{"jsonrpc":"2.0","id":1,"method":"test/increment"},{"jsonrpc":"2.0","method":"test/increment"},{"jsonrpc":"2.0","id":2,"method":"test/increment"}]"#
    )
    #expect(
      recorder.events == [
        #"in [{"jsonrpc":"2.0","id":1,"method":"test/increment"},{"jsonrpc":"2.0","method":"test/increment"},{"jsonrpc":"2.0","id":2,"method":"test/increment"}] calls=0"#,
        #"out [{"jsonrpc":"2.0","id":1,"result":1},{"jsonrpc":"2.0","id":2,"result":3}]"#,
      ])
  }

  @Test func theRecordingFileHoldsTheSessionLineByLine() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path("session.jsonl")
    _ = try scratch.file("session.jsonl", String(repeating: "stale\n", count: 50))
    let harness = try SessionHarness()
    harness.session.recorder = try RecordingFile(path: path, arguments: ["--max-depth", "8"], logger: .silent)
    try harness.initialize()
    try harness.send(
      "{ \"jsonrpc\": \"2.0\", \"id\": \"é\", \"method\": \"test/echo\", \"params\": {\"v\": \"\\u0041\"} }\n"
        + #"{"jsonrpc":"2.0","id":1.0,"method":"test/echo"}"# + "\n")
    harness.session.receive([0xFF, 0x0A])
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(lines.count == 9)
    #expect(lines[0] == #"{"options":["--max-depth","8"]}"#)
    #expect(lines[1] == #"{"in":{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}}"#)
    #expect(lines[2].hasPrefix(#"{"out":{"jsonrpc":"2.0","id":0,"result":{"serverInfo":"#))
    #expect(lines[3] == #"{"in":{"jsonrpc":"2.0","id":"é","method":"test/echo","params":{"v":"\u0041"}}}"#)
    #expect(lines[4] == #"{"in_raw":"{\"jsonrpc\":\"2.0\",\"id\":1.0,\"method\":\"test/echo\"}"}"#)
    #expect(lines[5] == #"{"out":{"jsonrpc":"2.0","id":"é","result":{"v":"A"}}}"#)
    #expect(lines[6].hasPrefix(#"{"out":{"jsonrpc":"2.0","id":null,"error":{"code":-32600"#))
    #expect(lines[7] == #"{"in_bytes":"/w=="}"#)
    #expect(lines[8].hasPrefix(#"{"out":{"jsonrpc":"2.0","id":null,"error":{"code":-32700"#))
  }

  @Test func aRecordingThatCannotBeOpenedSaysWhy() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path("missing/session.jsonl")
    #expect(throws: RecordingFileError(path: path, reason: "No such file or directory")) {
      try RecordingFile(path: path, arguments: [], logger: .silent)
    }
    #expect(
      RecordingFileError(path: "x", reason: "Permission denied").description
        == "cannot open the recording x: Permission denied")
  }

  @Test func withoutARecorderTheOutputIsUnchanged() throws {
    let plain = try SessionHarness()
    let recorded = try SessionHarness()
    recorded.session.recorder = ObservingRecorder()
    for harness in [plain, recorded] { try harness.initialize() }
    let input =
      #"{"jsonrpc":"2.0","id":1,"method":"test/notify"}"# + "\n" + #"[{"jsonrpc":"2.0","id":2,"method":"x"}]"# + "\n"
    plain.session.receive(Array(input.utf8))
    recorded.session.receive(Array(input.utf8))
    #expect(plain.session.takeOutput() == recorded.session.takeOutput())
  }
}
