import JSONRPC
import NavdTestKit
import Testing

/// The incremental frame reader, fed every way a stream can be cut.
@Suite struct FramingTests {
  static let bodies = [
    #"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#,
    #"{"jsonrpc":"2.0","id":"é","method":"x","params":{"s":"日本"}}"#,
    #"[{"jsonrpc":"2.0","method":"initialized"}]"#,
  ]

  static let lspStream =
    "  \r\n" + LSPFrames.frame(bodies[0])
    + "content-length: \(bodies[1].utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf8\r\n\r\n"
    + bodies[1]
    + "CONTENT-LENGTH:\(bodies[2].utf8.count)  \r\ncontent-type: application/json; charset=utf-8\r\nX-Extra: 1\r\n\r\n"
    + bodies[2]

  static let ndjsonStream = "\n \t\n" + bodies[0] + "\n\n" + bodies[1] + "\r\n   \n" + bodies[2] + "\n"

  /// Feeds `chunks` and collects message bodies (and `nil` for an oversized line).
  static func frames(_ chunks: [[UInt8]], mode: FramingMode, max: Int = 1 << 20) throws -> [String?] {
    var reader = FrameReader(mode: mode, maxMessageBytes: max)
    var result: [String?] = []
    func drain() throws {
      while let frame = try reader.next() {
        switch frame {
        case .message(let range): result.append(String(decoding: reader.buffer[range], as: UTF8.self))
        case .oversized: result.append(nil)
        }
      }
    }
    for chunk in chunks {
      reader.append(chunk)
      try drain()
    }
    if let frame = reader.finish(), case .message(let range) = frame {
      result.append(String(decoding: reader.buffer[range], as: UTF8.self))
    }
    return result
  }

  @Test(arguments: [FramingMode.auto, .lsp])
  func lspEverySplitPoint(mode: FramingMode) throws {
    let bytes = Array(Self.lspStream.utf8)
    for cut in 0...bytes.count {
      let frames = try Self.frames([Array(bytes[..<cut]), Array(bytes[cut...])], mode: mode)
      #expect(frames == Self.bodies, "split at \(cut)")
    }
  }

  @Test(arguments: [FramingMode.auto, .ndjson])
  func ndjsonEverySplitPoint(mode: FramingMode) throws {
    let bytes = Array(Self.ndjsonStream.utf8)
    let expected = [Self.bodies[0], Self.bodies[1] + "\r", Self.bodies[2]]
    for cut in 0...bytes.count {
      let frames = try Self.frames([Array(bytes[..<cut]), Array(bytes[cut...])], mode: mode)
      #expect(frames == expected, "split at \(cut)")
    }
  }

  @Test func byteByByteAndAllAtOnce() throws {
    for (stream, mode) in [(Self.lspStream, FramingMode.auto), (Self.ndjsonStream, .auto)] {
      let bytes = Array(stream.utf8)
      let single = try Self.frames(bytes.map { [$0] }, mode: mode)
      let whole = try Self.frames([bytes], mode: mode)
      #expect(single == whole)
      #expect(whole.count == 3)
    }
  }

  @Test func detection() throws {
    for (input, framing) in [
      (" \n\tContent-Length: 2\r\n\r\n{}", Framing.lsp), ("c", .lsp), ("\r\n{", .ndjson), ("[", .ndjson),
    ] {
      var reader = FrameReader(mode: .auto, maxMessageBytes: 100)
      reader.append(Array(input.utf8))
      _ = try reader.next()
      #expect(reader.framing == framing)
    }
    var blank = FrameReader(mode: .auto, maxMessageBytes: 100)
    blank.append(Array("  \n ".utf8))
    #expect(try blank.next() == nil)
    #expect(blank.framing == nil)
  }

  @Test(arguments: ["x", "  Hello", "\"str\"", "1", "\u{FEFF}{}"])
  func autoRejectsOtherFirstBytes(input: String) {
    var reader = FrameReader(mode: .auto, maxMessageBytes: 100)
    reader.append(Array(input.utf8))
    #expect(throws: FramingError.unrecognizedFirstByte(input.utf8.first { $0 != 0x20 }!)) { try reader.next() }
  }

  static let malformedHeaders: [(String, FramingError)] = [
    ("Content-Type: x\r\n\r\n{}", .missingContentLength),
    ("Content-Length: abc\r\n\r\n", .invalidContentLength("abc")),
    ("Content-Length: -1\r\n\r\n", .invalidContentLength("-1")),
    ("Content-Length: +5\r\n\r\n", .invalidContentLength("+5")),
    ("Content-Length: 1.5\r\n\r\n", .invalidContentLength("1.5")),
    ("Content-Length:\r\n\r\n", .invalidContentLength("")),
    ("Content-Length: 101\r\n\r\n", .contentLengthOverLimit(length: "101", limit: 100)),
    (
      "Content-Length: 99999999999999999999999\r\n\r\n",
      .contentLengthOverLimit(length: "99999999999999999999999", limit: 100)
    ),
    ("Content-Length: 2\r\nContent-Length: 3\r\n\r\n", .conflictingContentLength),
    ("Content-Length 2\r\n\r\n", .malformedHeaderLine("Content-Length 2")),
    ("Content Length: 2\r\n\r\n", .malformedHeaderLine("Content Length: 2")),
    ("{\"jsonrpc\":\"2.0\"}\n", .malformedHeaderLine("{\"jsonrpc\":\"2.0\"}")),
    (": 2\r\n\r\n", .malformedHeaderLine(": 2")),
  ]

  @Test(arguments: malformedHeaders)
  func malformedHeadersAreFatal(input: String, expected: FramingError) {
    var reader = FrameReader(mode: .lsp, maxMessageBytes: 100)
    reader.append(Array(input.utf8))
    #expect(throws: expected) { try reader.next() }
  }

  @Test func exactLimitContentLengthIsAccepted() throws {
    let body = "[" + String(repeating: " ", count: 98) + "]"
    let frames = try Self.frames([Array(LSPFrames.frame(body).utf8)], mode: .lsp, max: 100)
    #expect(frames == [body])
  }

  @Test func endlessHeaderBlockIsFatal() {
    var reader = FrameReader(mode: .lsp, maxMessageBytes: 100)
    reader.append(Array(("Content-Length: 2\r\n" + String(repeating: "X-A: b\r\n", count: 2000)).utf8))
    #expect(throws: FramingError.headerBlockTooLong(limit: FrameReader.maxHeaderBlockBytes)) { try reader.next() }
    var unterminated = FrameReader(mode: .lsp, maxMessageBytes: 100)
    unterminated.append(Array(("Content-Length: " + String(repeating: "1", count: 9000)).utf8))
    #expect(throws: FramingError.headerBlockTooLong(limit: FrameReader.maxHeaderBlockBytes)) { try unterminated.next() }
  }

  @Test func bareLineFeedHeadersAreTolerated() throws {
    #expect(try Self.frames([Array("Content-Length: 2\n\n{}".utf8)], mode: .lsp) == ["{}"])
  }

  @Test func ndjsonOversizedLineIsReportedOnceAndDiscardedWithoutBuffering() throws {
    var reader = FrameReader(mode: .ndjson, maxMessageBytes: 10)
    reader.append(Array("{\"a\":1}\n{\"long\":\"".utf8))
    #expect(try reader.next() == .message(0..<7))
    #expect(try reader.next() == nil)  // 9 bytes pending: not yet known to be too long
    reader.append(Array("xx".utf8))
    #expect(try reader.next() == .oversized)
    #expect(try reader.next() == nil)
    for _ in 0..<100 {
      reader.append([UInt8](repeating: UInt8(ascii: "x"), count: 1000))
      #expect(try reader.next() == nil)
      #expect(reader.buffer.count < 100)
    }
    reader.append(Array("\"}\n[1]\n".utf8))
    guard case .message(let range) = try reader.next() else {
      Issue.record("expected the next line")
      return
    }
    #expect(String(decoding: reader.buffer[range], as: UTF8.self) == "[1]")
    #expect(reader.finish() == nil)
  }

  @Test func ndjsonLineLengthLimitIsExact() throws {
    let exact = "[" + String(repeating: "1,", count: 4) + "1]"  // 11 bytes
    #expect(try Self.frames([Array((exact + "\n").utf8)], mode: .ndjson, max: 11) == [exact])
    #expect(try Self.frames([Array((exact + "\n[2]\n").utf8)], mode: .ndjson, max: 10) == [nil, "[2]"])
    #expect(try Self.frames([Array((exact + "\n[2]").utf8)], mode: .ndjson, max: 10) == [nil, "[2]"])
  }

  @Test func lastNDJSONLineWithoutNewlineIsAMessage() throws {
    #expect(try Self.frames([Array("{}\n[1]".utf8)], mode: .ndjson) == ["{}", "[1]"])
    #expect(try Self.frames([Array("{}\n  ".utf8)], mode: .ndjson) == ["{}"])
  }

  @Test func partialLSPMessageAtEndIsReported() throws {
    var reader = FrameReader(mode: .lsp, maxMessageBytes: 100)
    reader.append(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
    #expect(try reader.next() == nil)
    #expect(reader.hasPartialMessage)
    #expect(reader.finish() == nil)
  }

  @Test func writerFramesWithExactlyOneHeaderCountingBytes() {
    var output: [UInt8] = []
    var lsp = FrameWriter(framing: .lsp)
    lsp.appendMessage(to: &output) { $0.append(contentsOf: "\"é\"".utf8) }
    lsp.appendMessage(to: &output) { $0.append(contentsOf: "1".utf8) }
    #expect(String(decoding: output, as: UTF8.self) == "Content-Length: 4\r\n\r\n\"é\"Content-Length: 1\r\n\r\n1")
    output.removeAll()
    var ndjson = FrameWriter(framing: .ndjson)
    ndjson.appendMessage(to: &output) { $0.append(contentsOf: "{}".utf8) }
    #expect(output == Array("{}\n".utf8))
  }
}
