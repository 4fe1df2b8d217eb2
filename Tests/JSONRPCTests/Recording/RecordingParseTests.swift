import NavJSON
import Testing

@testable import JSONRPC

/// Reading a recording back: every line kind, and every way a file is not a recording (with its line).
@Suite struct RecordingParseTests {
  static func parse(_ lines: [String], lastLineBreak: Bool = true) throws(RecordingFormatError) -> Recording {
    try Recording.parse(lines.isEmpty ? [] : Array((lines.joined(separator: "\n") + (lastLineBreak ? "\n" : "")).utf8))
  }

  @Test func everyLineKind() throws {
    let recording = try Self.parse([
      #"{"options":["--max-depth","9"]}"#,
      #"{"in": {"id": 1, "s": "\u00e9"}}"#,
      #"{"in_raw":"{\"id\":1.0}"}"#,
      #"{"in_bytes":"/w=="}"#,
      #"{"in_over_limit":"max-message-bytes"}"#,
      #"{"out":[{"id":1,"result":null}]}"#,
    ])
    #expect(recording.options == ["--max-depth", "9"])
    #expect(String(decoding: recording.optionsText, as: UTF8.self) == #"{"options":["--max-depth","9"]}"#)
    #expect(recording.entries.map(\.line) == [2, 3, 4, 5, 6])
    #expect(
      recording.entries.map(\.content) == [
        .received(.body(Array(#"{"id":1,"s":"é"}"#.utf8))),
        .received(.body(Array(#"{"id":1.0}"#.utf8))),
        .received(.body([0xFF])),
        .received(.overLimit),
        .sent([["id": 1, "result": nil]]),
      ])
    #expect(String(decoding: recording.entries[0].text, as: UTF8.self) == #"{"in": {"id": 1, "s": "\u00e9"}}"#)
  }

  @Test func theLastLineBreakIsOptionalAndCRLFIsAccepted() throws {
    let recording = try Self.parse([#"{"options":[]}"#, #"{"out":1}"#], lastLineBreak: false)
    #expect(recording.entries.map(\.content) == [.sent(1)])
    let crlf = try Recording.parse(Array("{\"options\":[]}\r\n{\"out\":2}\r\n".utf8))
    #expect(crlf.entries.map(\.content) == [.sent(2)])
  }

  @Test func theFramingTheRecordedNavdUsedComesFromItsInitializeResult() throws {
    let lsp = try Self.parse([
      #"{"options":[]}"#, #"{"out":{"id":0,"result":null}}"#,
      #"{"out":[{"id":1,"result":{"capabilities":{"framing":"lsp"}}}]}"#,
    ])
    #expect(lsp.recordedFraming == .lsp)
    #expect(try Self.parse([#"{"options":[]}"#, #"{"in":{}}"#]).recordedFraming == nil)
  }

  static let notRecordings: [([String], Int, String)] = [
    ([], 1, #"the file is empty; a recording starts with an "options" line"#),
    ([#"{"in":{}}"#], 1, #"a recording starts with an "options" line"#),
    ([#"{"options":[]}"#, ""], 2, "the line is not JSON: unexpected end of input at byte 0"),
    ([#"{"options":[]}"#, "{\"out\":1"], 2, "the line is not JSON: unexpected end of input at byte 8"),
    (
      [#"{"options":[]}"#, "[1]"], 2,
      #"the line is a JSON array; expected an object with one of "options", "in", "in_raw", "in_bytes", "in_over_limit", "out""#
    ),
    (
      [#"{"options":[]}"#, "{}"], 2,
      #"the object has 0 members; expected exactly one of "options", "in", "in_raw", "in_bytes", "in_over_limit", "out""#
    ),
    (
      [#"{"options":[]}"#, #"{"in":1,"out":2}"#], 2,
      #"the object has 2 members; expected exactly one of "options", "in", "in_raw", "in_bytes", "in_over_limit", "out""#
    ),
    (
      [#"{"options":[]}"#, #"{"input":1}"#], 2,
      #"unknown key "input"; expected one of "options", "in", "in_raw", "in_bytes", "in_over_limit", "out""#
    ),
    ([#"{"options":"--max-depth 9"}"#], 1, #""options" must be an array of strings"#),
    ([#"{"options":["--max-depth",9]}"#], 1, #""options" must be an array of strings"#),
    ([#"{"options":[]}"#, #"{"options":[]}"#], 2, #""options" may only be the first line"#),
    ([#"{"options":[]}"#, #"{"in_raw":{"id":1}}"#], 2, #""in_raw" must be a string"#),
    ([#"{"options":[]}"#, #"{"in_bytes":255}"#], 2, #""in_bytes" must be a string"#),
    ([#"{"options":[]}"#, #"{"in_bytes":"/w="}"#], 2, #""in_bytes" must be padded base64 (RFC 4648)"#),
    (
      [#"{"options":[]}"#, #"{"in_over_limit":"max-depth"}"#], 2,
      #""in_over_limit" is "max-depth"; the only limit a frame can exceed is "max-message-bytes""#
    ),
    ([#"{"options":[]}"#, #"{"in_over_limit":true}"#], 2, #""in_over_limit" must be a string"#),
    ([#"{"options":[]}"#, #"{"out":1e400}"#], 2, "the line is not JSON: number is too large to represent at byte 7"),
  ]

  @Test(arguments: notRecordings)
  func notARecording(lines: [String], line: Int, message: String) {
    #expect {
      try Self.parse(lines)
    } throws: { error in
      guard let error = error as? RecordingFormatError else { return false }
      return error.line == line && error.message == message
        && error.description == "\(line): not a recording: \(message)"
    }
  }
}
