import JSONRPC
import NavdTestKit
import Testing

/// `skipsOversizedLSPMessages` (the language server's choice): an LSP body over the limit is one
/// `.oversized` frame, its bytes are discarded as they arrive, and the next message reads normally.
/// Without it (the daemon), the same stream is a fatal framing error.
@Suite struct OversizedLSPSkipTests {
  static let small = #"{"jsonrpc":"2.0","id":2,"method":"x"}"#
  static let big = #"{"jsonrpc":"2.0","method":"y","params":{"s":""# + String(repeating: "a", count: 300) + #""}}"#
  static let stream = Array((LSPFrames.frame(big) + LSPFrames.frame(small)).utf8)

  /// Feeds `stream` in chunks of `size` bytes and returns the bodies (`nil` for oversized) and the most bytes buffered.
  static func read(chunkSize size: Int) throws -> (frames: [String?], buffered: Int) {
    var reader = FrameReader(mode: .lsp, maxMessageBytes: 100, skipsOversizedLSPMessages: true)
    var frames: [String?] = []
    var buffered = 0
    for start in stride(from: 0, to: stream.count, by: size) {
      reader.append(Array(stream[start..<min(start + size, stream.count)]))
      buffered = max(buffered, reader.buffer.count)
      while let frame = try reader.next() {
        switch frame {
        case .message(let range): frames.append(String(decoding: reader.buffer[range], as: UTF8.self))
        case .oversized: frames.append(nil)
        }
      }
    }
    return (frames, buffered)
  }

  @Test(arguments: [1, 7, 64, 4096])
  func theOversizedBodyIsSkippedWhateverTheChunking(chunkSize: Int) throws {
    let (frames, buffered) = try Self.read(chunkSize: chunkSize)
    #expect(frames == [nil, Self.small])
    if chunkSize < 64 { #expect(buffered < 2 * 64) }
  }

  @Test func theDaemonStillTreatsItAsFatal() {
    var reader = FrameReader(mode: .lsp, maxMessageBytes: 100)
    reader.append(Self.stream)
    #expect(throws: FramingError.contentLengthOverLimit(length: String(Self.big.utf8.count), limit: 100)) {
      _ = try reader.next()
    }
  }

  @Test func inputEndingInsideASkippedBodyIsAPartialMessage() throws {
    var reader = FrameReader(mode: .lsp, maxMessageBytes: 100, skipsOversizedLSPMessages: true)
    reader.append(Array(Self.stream[0..<200]))
    #expect(try reader.next() == .oversized)
    #expect(try reader.next() == nil)
    #expect(reader.hasPartialMessage)
  }
}
