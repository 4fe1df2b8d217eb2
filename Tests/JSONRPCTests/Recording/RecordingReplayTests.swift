import NavJSON
import Testing

@testable import JSONRPC

/// Replaying recordings on a fresh `DaemonSession<TestServices>`: rounds, the line of each kind of
/// difference, and the `--update` rewrite.
@Suite struct RecordingReplayTests {
  static let options = #"{"options":["--framing","ndjson"]}"#
  static let initialize = #"{"in":{"jsonrpc":"2.0","id":0,"method":"initialize"}}"#
  static let initialized =
    #"{"out":{"jsonrpc":"2.0","id":0,"result":{"serverInfo":{"name":"navd","version":"0"},"protocolVersion":1,"capabilities":{"methods":["initialize","initialized","shutdown","exit","$/cancelRequest","rpc.discover","test/echo","test/increment","test/text","test/fail","test/crash","test/notify","test/limit"],"framing":"lsp","batches":true}}}}"#

  static func replay(_ lines: [String]) throws -> ReplayReport {
    let recording = try Recording.parse(Array((lines.joined(separator: "\n") + "\n").utf8))
    let session = DaemonSession(
      services: try TestServices(startup: SessionStartup()), framingMode: .auto, logger: .silent)
    return RecordingReplay.run(recording, on: session, framing: .ndjson)
  }

  static func report(_ lines: [String]) throws -> String? {
    try replay(lines).firstDifference.map { "\($0.line): \($0.difference.description)" }
  }

  static func increment(_ id: Int) -> String { #"{"in":{"jsonrpc":"2.0","id":\#(id),"method":"test/increment"}}"# }
  static func result(_ id: Int, _ value: String) -> String {
    #"{"out":{"jsonrpc":"2.0","id":\#(id),"result":\#(value)}}"#
  }

  @Test func aFaithfulRecordingMatches() throws {
    #expect(
      try Self.report([
        Self.options, Self.initialize, Self.initialized, Self.increment(1), Self.result(1, "1"),
        #"{"in":{"jsonrpc":"2.0","id":2,"method":"test/notify"}}"#,
        #"{"out":{"jsonrpc":"2.0","method":"navigator/didChange","params":{"n":1}}}"#,
        #"{"out":{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":2,"message":"careful","client":"default","code":"unstampedEntry"}}}"#,
        Self.result(2, "true"),
        #"{"in_raw":"{\"jsonrpc\":\"2.0\",\"id\":1.0,\"method\":\"test/echo\"}"}"#,
        #"{"out":{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: \"id\" must be a string, an integer or null"}}}"#,
        #"{"in_bytes":"/w=="}"#,
        #"{"out":{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: unexpected byte 0xFF, expected a JSON value at byte 0"}}}"#,
        #"{"in_over_limit":"max-message-bytes"}"#,
        #"{"out":{"jsonrpc":"2.0","id":null,"error":{"code":-32012,"message":"Limit reached: max-message-bytes is 16777216","data":{"limit":"max-message-bytes","value":16777216}}}}"#,
      ]) == nil)
  }

  /// Consecutive `in` lines are one read: a cancel reaches the request before it.
  @Test func consecutiveInLinesAreHandedOverTogether() throws {
    let cancel = #"{"in":{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}}"#
    let cancelled = #"{"out":{"jsonrpc":"2.0","id":1,"error":{"code":-32800,"message":"Request cancelled"}}}"#
    #expect(
      try Self.report([Self.options, Self.initialize, Self.initialized, Self.increment(1), cancel, cancelled]) == nil)
    // With the answer recorded between them, the request ran before the cancel arrived.
    #expect(
      try Self.report([Self.options, Self.initialize, Self.initialized, Self.increment(1), cancelled, cancel])
        == #"5: $.error: recorded {"code":-32800,"message":"Request cancelled"}, now absent"#)
  }

  @Test func aChangedValueIsReportedAtItsLine() throws {
    #expect(
      try Self.report([Self.options, Self.initialize, Self.initialized, Self.increment(1), Self.result(1, "7")])
        == "5: $.result: recorded 7, now 1")
    #expect(
      try Self.report([Self.options, Self.increment(1), Self.result(1, "1")])
        == "3: $.result: recorded 1, now absent")
  }

  @Test func onlyTheFirstDifferenceOfAFileIsReported() throws {
    #expect(
      try Self.report([
        Self.options, Self.initialize, Self.initialized, Self.increment(1), Self.result(1, "5"), Self.increment(2),
        Self.result(2, "6"),
      ]) == "5: $.result: recorded 5, now 1")
  }

  @Test func anExtraMessageIsAtTheLineAfterTheLastOutBeforeIt() throws {
    // The response to the last request is gone: the last `out` before it is line 3.
    #expect(
      try Self.report([Self.options, Self.initialize, Self.initialized, Self.increment(1)])
        == #"4: $: recorded absent, now {"jsonrpc":"2.0","id":1,"result":1}"#)
    // No `out` before it at all: the line after the options line.
    #expect(
      try Self.report([Self.options, Self.initialize]).map { String($0.prefix(44)) }
        == #"2: $: recorded absent, now {"jsonrpc":"2.0","#)
  }

  @Test func aMissingMessageIsAtItsRecordedLine() throws {
    #expect(
      try Self.report([Self.options, Self.initialize, Self.initialized, Self.result(9, "null")])
        == #"4: $: recorded {"jsonrpc":"2.0","id":9,"result":null}, now absent"#)
  }

  @Test func afterExitNothingIsSent() throws {
    let exit = #"{"in":{"jsonrpc":"2.0","method":"exit"}}"#
    #expect(try Self.report([Self.options, Self.initialize, Self.initialized, exit, Self.increment(1)]) == nil)
  }

  typealias Recorded = RecordingReplay.RecordedMessage

  static func round(_ recorded: [(Int, JSONValue)], _ sent: [JSONValue], lineBefore: Int = 1) -> String? {
    RecordingReplay.firstDifference(recorded: recorded.map { Recorded($0.0, $0.1) }, sent: sent, lineBefore: lineBefore)
      .map { "\($0.line): \($0.difference.description)" }
  }

  @Test func withinARoundOneExtraOrMissingMessageThatExplainsTheRestIsReportedAsSuch() {
    let a: JSONValue = ["m": "a"]
    let b: JSONValue = ["m": "b"]
    let c: JSONValue = ["m": "c"]
    #expect(Self.round([(10, a), (11, b)], [a, b]) == nil)
    #expect(Self.round([(10, a), (11, c)], [a, c, b], lineBefore: 7) == #"12: $: recorded absent, now {"m":"b"}"#)
    #expect(Self.round([(10, a), (11, c)], [a, b, c]) == #"11: $: recorded absent, now {"m":"b"}"#)
    #expect(Self.round([(10, c)], [b, c], lineBefore: 7) == #"8: $: recorded absent, now {"m":"b"}"#)
    #expect(Self.round([], [b], lineBefore: 7) == #"8: $: recorded absent, now {"m":"b"}"#)
    #expect(Self.round([(10, a), (11, b), (12, c)], [a, c]) == #"11: $: recorded {"m":"b"}, now absent"#)
    #expect(Self.round([(10, a), (11, b)], [a]) == #"11: $: recorded {"m":"b"}, now absent"#)
    // Two extra messages, or an extra one that does not explain the rest: a plain difference.
    #expect(Self.round([(10, c)], [a, b, c]) == #"10: $.m: recorded "c", now "a""#)
    #expect(Self.round([(10, a), (11, c)], [b, a, a]) == #"10: $.m: recorded "a", now "b""#)
  }

  @Test func updateReplacesTheOutLinesAndKeepsEveryInInOrder() throws {
    let notify = #"{"in":  {"jsonrpc":"2.0","id":2,"method":"test/notify"}}"#
    let report = try Self.replay([
      Self.options, Self.initialize, #"{"out":"stale"}"#, #"{"out":"gone"}"#, Self.increment(1), notify,
      Self.result(2, "false"), #"{"in_bytes":"/w=="}"#,
    ])
    let updated = String(decoding: report.updated, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(updated.count == 11)
    #expect(Array(updated[0...1]) == [Self.options, Self.initialize])
    #expect(updated[2].hasPrefix(#"{"out":{"jsonrpc":"2.0","id":0,"result":{"serverInfo":{"name":"navd","version":""#))
    #expect(
      Array(updated[3...]) == [
        Self.increment(1), notify, Self.result(1, "1"),
        #"{"out":{"jsonrpc":"2.0","method":"navigator/didChange","params":{"n":1}}}"#,
        #"{"out":{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":2,"message":"careful","client":"default","code":"unstampedEntry"}}}"#,
        Self.result(2, "true"), #"{"in_bytes":"/w=="}"#,
        #"{"out":{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: unexpected byte 0xFF, expected a JSON value at byte 0"}}}"#,
      ])
    #expect(try Self.report(updated) == nil)
  }
}
