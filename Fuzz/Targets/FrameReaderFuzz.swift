import JSONRPC
import NavDaemon

/// The frame reader on arbitrary bytes split into arbitrary chunks.
///
/// The first input byte picks the framing mode and a message-size limit; the
/// second seeds the chunk sizes; the rest is the stream. Invariants: reading never
/// traps; the frames (and the fatal error, if any) do not depend on how the stream
/// is chunked (one read versus many small ones); every message frame is within the
/// limit; and in NDJSON no message contains a newline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrameReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let setup = input.byte()
  let mode = FramingMode.allCases[Int(setup) % FramingMode.allCases.count]
  let limits = [1, 2, 7, 16, 64, 1024, 16 * 1024 * 1024]
  let maxMessageBytes = limits[Int(setup / 3) % limits.count]
  var chunkSeed = UInt64(input.byte()) | 1
  let stream = input.rest()

  let whole = readFrames(stream, mode: mode, maxMessageBytes: maxMessageBytes) { _ in stream.count }
  let chunked = readFrames(stream, mode: mode, maxMessageBytes: maxMessageBytes) { remaining in
    chunkSeed = chunkSeed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return min(remaining, Int(chunkSeed >> 59) + 1)
  }
  fuzzCheck(whole == chunked, "chunking changed the frames: \(whole) vs \(chunked)")
  for case .message(let body) in whole.frames {
    fuzzCheck(body.count <= maxMessageBytes, "a \(body.count)-byte message passed the \(maxMessageBytes) limit")
    if whole.framing == .ndjson {
      fuzzCheck(!body.contains(0x0A), "an NDJSON message contains a newline")
      fuzzCheck(!body.allSatisfy { [0x20, 0x09, 0x0D].contains($0) }, "a blank NDJSON line became a message")
    }
  }
  return 0
}

/// A frame with its bytes copied out of the reader's buffer.
private enum CopiedFrame: Equatable {
  case message([UInt8])
  case oversized
}

/// Everything one pass over the stream produced.
private struct ReadResult: Equatable {
  var frames: [CopiedFrame] = []
  var error: FramingError?
  var framing: Framing?
}

/// Feeds `stream` in chunks whose sizes `nextChunk(remaining)` chooses, then finishes.
private func readFrames(
  _ stream: [UInt8], mode: FramingMode, maxMessageBytes: Int, nextChunk: (Int) -> Int
) -> ReadResult {
  var reader = FrameReader(mode: mode, maxMessageBytes: maxMessageBytes)
  var result = ReadResult()
  var offset = 0
  repeat {
    let end = offset + max(1, min(stream.count - offset, nextChunk(stream.count - offset)))
    reader.append(Array(stream[offset..<min(end, stream.count)]))
    offset = end
    do {
      while let frame = try reader.next() {
        result.frames.append(copy(frame, from: reader))
      }
    } catch {
      result.error = error
      result.framing = reader.framing
      return result
    }
  } while offset < stream.count
  if let last = reader.finish() { result.frames.append(copy(last, from: reader)) }
  result.framing = reader.framing
  return result
}

private func copy(_ frame: FrameReader.Frame, from reader: FrameReader) -> CopiedFrame {
  switch frame {
  case .message(let range): .message(Array(reader.buffer[range]))
  case .oversized: .oversized
  }
}
