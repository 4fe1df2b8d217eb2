import NavJSON
import Testing

@testable import JSONRPC

/// The recording writer (docs/recording.md): every line kind, `in` token for token, and the frames
/// that are kept as text (`in_raw`), as bytes (`in_bytes`) or only as over the limit.
@Suite struct RecordingLineEncoderTests {
  static func received(_ body: [UInt8], maxDepth: Int = 512) -> String {
    var parser = JSONParser(maxDepth: maxDepth, outOfRangeNumbers: .keepAsInfinity)
    let parsed = try? parser.parse(body)
    let line = body.withUnsafeBytes { RecordingLineEncoder.receivedLine(body: $0, parsed: parsed) }
    return String(decoding: line, as: UTF8.self)
  }

  static func received(_ text: String) -> String { received(Array(text.utf8)) }

  @Test func optionsLineListsTheArguments() {
    let line = RecordingLineEncoder.optionsLine(["--max-depth", "20", "--path-configuration", "a \"b\".json"])
    #expect(
      String(decoding: line, as: UTF8.self)
        == #"{"options":["--max-depth","20","--path-configuration","a \"b\".json"]}"# + "\n")
  }

  @Test func defaultOptionsSpellEveryEngineOptionButRecordThenTheLayers() {
    var options = ServerOptions<NoLayerOptions>()
    options.recordFile = "session.jsonl"
    #expect(
      options.recordedArguments == [
        "--framing", "auto", "--log-level", "warning", "--max-message-bytes", "16777216", "--max-depth", "512",
      ])
  }

  /// Whitespace between tokens goes; every token stays as written: escapes, `-0`, key order, duplicate keys.
  static let tokenExact: [(String, String)] = [
    (#"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#, #"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#),
    (
      "{ \"id\" : 1 ,\r\n\t\"method\" : \"a b\" }", #"{"id":1,"method":"a b"}"#
    ),
    (#"{"s":"\u00e9\/\"\\\n\u0041","é":"é"}"#, #"{"s":"\u00e9\/\"\\\n\u0041","é":"é"}"#),
    (#"{"z":1,"a":-0,"z":2}"#, #"{"z":1,"a":-0,"z":2}"#),
    (
      #"{"big":9223372036854775807,"small":-9223372036854775808}"#,
      #"{"big":9223372036854775807,"small":-9223372036854775808}"#
    ),
    ("[ {\"id\": 1}, {\"method\": \"n\"} ]", #"[{"id":1},{"method":"n"}]"#),
    ("\"  spaced  string  \"", "\"  spaced  string  \""),
    ("null", "null"),
  ]

  @Test(arguments: tokenExact)
  func inKeepsEveryTokenAsWritten(frame: String, tokens: String) {
    #expect(Self.received(frame) == #"{"in":"# + tokens + "}\n")
  }

  @Test func aBatchIsOneInHoldingTheArray() throws {
    let batch = #"[{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","method":"b"}]"#
    let line = Self.received(batch)
    #expect(line == #"{"in":"# + batch + "}\n")
    let value = try JSONParser.parse(line)
    #expect(value["in"]?.arrayValue?.count == 2)
  }

  /// Numbers other than an integer within Int64, a lone surrogate, and anything that is not JSON navd accepts.
  static let raw: [String] = [
    #"{"id":1.0}"#,
    #"{"id":1e0}"#,
    #"{"x":[1,2,0.5]}"#,
    #"{"id":9223372036854775808}"#,
    #"{"n":1e400}"#,
    #"{"s":"\ud800"}"#,
    #"{"s":"\udc00\ud800"}"#,
    #"{"id":1,"#,
    "{bad}",
    "[1,2]]",
    "{\"s\":\"line\nbreak\"}",
  ]

  @Test(arguments: raw)
  func framesThatCannotBeWrittenBackTokenForTokenAreRaw(frame: String) throws {
    let line = Self.received(frame)
    #expect(try JSONParser.parse(line) == ["in_raw": .string(frame)])
    #expect(line.utf8.filter { $0 == 0x0A }.count == 1)
  }

  @Test func aFrameOverMaxDepthIsRaw() throws {
    let frame = String(repeating: "[", count: 5) + String(repeating: "]", count: 5)
    #expect(try JSONParser.parse(Self.received(Array(frame.utf8), maxDepth: 4)) == ["in_raw": .string(frame)])
    #expect(Self.received(Array(frame.utf8), maxDepth: 5) == #"{"in":[[[[[]]]]]}"# + "\n")
  }

  @Test func aFrameThatIsNotUTF8IsBase64() throws {
    let frame: [UInt8] = Array(#"{"method":""#.utf8) + [0xFF, 0xC3, 0x28] + Array(#""}"#.utf8)
    let line = Self.received(frame)
    #expect(line == #"{"in_bytes":"eyJtZXRob2QiOiL/wygifQ=="}"# + "\n")
    #expect(Base64.decode("eyJtZXRob2QiOiL/wygifQ==") == frame)
    #expect(Self.received([0xC0, 0x80]) == #"{"in_bytes":"wIA="}"# + "\n")
  }

  @Test func overLimitAndSentLines() {
    #expect(
      String(decoding: RecordingLineEncoder.overLimitLine(), as: UTF8.self) == #"{"in_over_limit":"max-message-bytes"}"#
        + "\n")
    let body = Array(#"{"jsonrpc":"2.0","id":1,"result":null}"#.utf8)
    let line = body.withUnsafeBytes { RecordingLineEncoder.sentLine(body: $0) }
    #expect(String(decoding: line, as: UTF8.self) == #"{"out":{"jsonrpc":"2.0","id":1,"result":null}}"# + "\n")
  }

  @Test func kindsMatchTheKeysOfTheLines() {
    #expect(
      RecordingLineKind.allCases.map(\.rawValue) == ["options", "in", "in_raw", "in_bytes", "in_over_limit", "out"])
  }
}
