/// Splits a byte stream fed in arbitrary chunks into message bodies, in either framing.
///
/// Feed each read with ``append(_:)``, then take frames with ``next()`` until it
/// returns `nil`; at end of input call ``finish()`` for a last NDJSON line without
/// newline. Frames are ranges into ``buffer`` and stay valid until the next ``append(_:)``.
///
/// - Detection (`auto`): JSON whitespace is skipped; the first other byte picks
///   LSP (`C`/`c`) or NDJSON (`{`/`[`); anything else throws.
/// - LSP: header lines end in `\r\n` (a bare `\n` is tolerated); names are
///   case-insensitive; headers other than `Content-Length` are accepted and
///   ignored (so any `Content-Type`, `charset=utf8` or `utf-8`, is fine); JSON
///   whitespace between messages is skipped. A header block that is malformed,
///   lacks `Content-Length`, or announces more than `maxMessageBytes` throws: the
///   stream cannot be resynchronised; except that with `skipsOversizedLSPMessages` a
///   well-formed block announcing more yields ``Frame/oversized`` and its body is
///   discarded as it arrives, without being buffered (the language server's choice).
/// - NDJSON: a message is the bytes before `\n`; lines of only JSON whitespace are
///   skipped; a line longer than `maxMessageBytes` yields ``Frame/oversized`` once,
///   as soon as it is known to be too long, and the rest of it is discarded as it
///   arrives, without being buffered.
///
/// Each byte is scanned once: a partial line or header is not rescanned when more arrives.
public struct FrameReader {
  /// One unit of input.
  public enum Frame: Sendable, Hashable {
    /// A message body: these bytes of ``FrameReader/buffer``.
    case message(Range<Int>)
    /// An NDJSON line (or, when skipped, an LSP body) over `maxMessageBytes` (answered `-32012`); its bytes are gone.
    case oversized
  }

  private enum LSPState {
    case headers(contentLength: Int?, headerBytes: Int)
    case body(length: Int)
    case skipping(remaining: Int)
  }

  /// The longest LSP header block accepted.
  public static let maxHeaderBlockBytes = 8 * 1024

  /// How the framing is chosen.
  public let mode: FramingMode
  /// The largest message body accepted.
  public let maxMessageBytes: Int
  /// Whether an LSP body over ``maxMessageBytes`` is skipped (``Frame/oversized``) rather than fatal.
  public let skipsOversizedLSPMessages: Bool
  /// The framing in use; `nil` in `auto` mode until the first non-whitespace byte.
  public private(set) var framing: Framing?
  /// Buffered input; frames index into it.
  public private(set) var buffer: [UInt8] = []

  private var start = 0
  private var scanned = 0
  private var discardingLine = false
  private var lspState = LSPState.headers(contentLength: nil, headerBytes: 0)

  /// A reader for `mode` that accepts bodies up to `maxMessageBytes`.
  public init(mode: FramingMode, maxMessageBytes: Int, skipsOversizedLSPMessages: Bool = false) {
    self.mode = mode
    self.maxMessageBytes = maxMessageBytes
    self.skipsOversizedLSPMessages = skipsOversizedLSPMessages
    switch mode {
    case .auto: framing = nil
    case .lsp: framing = .lsp
    case .ndjson: framing = .ndjson
    }
    buffer.reserveCapacity(64 * 1024)
  }

  /// Whether unconsumed input is buffered that does not (yet) form a whole message.
  public var hasPartialMessage: Bool {
    switch lspState {
    case .body, .skipping: return true
    case .headers: break
    }
    return buffer[start...].contains { !Self.isWhitespace($0) }
  }

  /// Adds the next chunk of input. Invalidates earlier frame ranges.
  public mutating func append(_ chunk: UnsafeRawBufferPointer) {
    compact()
    var bytes = chunk
    if discardingLine {
      guard let newline = bytes.firstIndex(of: 0x0A) else { return }
      discardingLine = false
      bytes = UnsafeRawBufferPointer(rebasing: bytes[(newline + 1)...])
    }
    buffer.append(contentsOf: bytes)
  }

  /// Adds the next chunk of input. Invalidates earlier frame ranges.
  public mutating func append(_ chunk: [UInt8]) {
    chunk.withUnsafeBytes { append($0) }
  }

  private mutating func compact() {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      scanned = 0
      start = 0
    } else if start >= 64 * 1024 && start >= buffer.count / 2 {
      buffer.removeSubrange(0..<start)
      scanned -= start
      start = 0
    }
  }

  /// The next complete frame, or `nil` when more input is needed.
  public mutating func next() throws(FramingError) -> Frame? {
    if framing == nil, try !detectFraming() { return nil }
    switch framing {
    case .lsp: return try nextLSPFrame()
    case .ndjson: return nextLine()
    case nil: return nil
    }
  }

  /// At end of input: the last NDJSON line if it had no newline; LSP leftovers are dropped.
  public mutating func finish() -> Frame? {
    defer { start = buffer.count }
    guard framing == .ndjson, !discardingLine, start < buffer.count else { return nil }
    let line = start..<buffer.count
    return buffer[line].allSatisfy(Self.isWhitespace) ? nil : .message(line)
  }

  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private mutating func skipWhitespace() {
    while start < buffer.count && Self.isWhitespace(buffer[start]) { start += 1 }
    if scanned < start { scanned = start }
  }

  private mutating func detectFraming() throws(FramingError) -> Bool {
    skipWhitespace()
    guard start < buffer.count else { return false }
    switch buffer[start] {
    case UInt8(ascii: "C"), UInt8(ascii: "c"): framing = .lsp
    case UInt8(ascii: "{"), UInt8(ascii: "["): framing = .ndjson
    default: throw .unrecognizedFirstByte(buffer[start])
    }
    return true
  }

  private func newline(from index: Int) -> Int? {
    buffer.withUnsafeBufferPointer { bytes in
      UnsafeBufferPointer(rebasing: bytes[index...]).firstIndex(of: 0x0A).map { $0 + index }
    }
  }

  private mutating func nextLine() -> Frame? {
    while true {
      guard let newline = newline(from: scanned) else {
        scanned = buffer.count
        guard buffer.count - start > maxMessageBytes else { return nil }
        start = buffer.count
        discardingLine = true
        return .oversized
      }
      let line = start..<newline
      start = newline + 1
      scanned = start
      if line.count > maxMessageBytes { return .oversized }
      if buffer[line].allSatisfy(Self.isWhitespace) { continue }
      return .message(line)
    }
  }

  private mutating func nextLSPFrame() throws(FramingError) -> Frame? {
    while true {
      switch lspState {
      case .skipping(let remaining):
        let skipped = min(remaining, buffer.count - start)
        start += skipped
        scanned = start
        guard skipped == remaining else {
          lspState = .skipping(remaining: remaining - skipped)
          return nil
        }
        lspState = .headers(contentLength: nil, headerBytes: 0)
      case .body(let length):
        guard buffer.count - start >= length else { return nil }
        let body = start..<(start + length)
        start += length
        scanned = start
        lspState = .headers(contentLength: nil, headerBytes: 0)
        return .message(body)
      case .headers(let contentLength, let headerBytes):
        if headerBytes == 0 { skipWhitespace() }
        guard let newline = newline(from: scanned) else {
          scanned = buffer.count
          if headerBytes + buffer.count - start > Self.maxHeaderBlockBytes {
            throw .headerBlockTooLong(limit: Self.maxHeaderBlockBytes)
          }
          return nil
        }
        let consumed = newline + 1 - start
        guard headerBytes + consumed <= Self.maxHeaderBlockBytes else {
          throw .headerBlockTooLong(limit: Self.maxHeaderBlockBytes)
        }
        var lineEnd = newline
        if lineEnd > start && buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        let line = start..<lineEnd
        start = newline + 1
        scanned = start
        if line.isEmpty {
          guard let contentLength else { throw .missingContentLength }
          if contentLength > maxMessageBytes {
            lspState = .skipping(remaining: contentLength)
            return .oversized
          }
          lspState = .body(length: contentLength)
        } else {
          let length = try parseHeaderLine(line)
          if let contentLength, let length, contentLength != length { throw .conflictingContentLength }
          lspState = .headers(contentLength: length ?? contentLength, headerBytes: headerBytes + consumed)
        }
      }
    }
  }

  /// Validates one `Name: value` line; returns the length if it is `Content-Length`.
  private func parseHeaderLine(_ line: Range<Int>) throws(FramingError) -> Int? {
    let text = { String(decoding: buffer[line], as: UTF8.self) }
    guard let colon = buffer[line].firstIndex(of: UInt8(ascii: ":")), colon > line.lowerBound,
      buffer[line.lowerBound..<colon].allSatisfy(Self.isTokenByte),
      buffer[(colon + 1)..<line.upperBound].allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) })
    else { throw .malformedHeaderLine(text()) }
    guard Self.equalsIgnoringASCIICase(buffer[line.lowerBound..<colon], "content-length") else { return nil }
    var valueStart = colon + 1
    var valueEnd = line.upperBound
    while valueStart < valueEnd && (buffer[valueStart] == 0x20 || buffer[valueStart] == 0x09) { valueStart += 1 }
    while valueEnd > valueStart && (buffer[valueEnd - 1] == 0x20 || buffer[valueEnd - 1] == 0x09) { valueEnd -= 1 }
    let digits = buffer[valueStart..<valueEnd]
    let valueText = String(decoding: digits, as: UTF8.self)
    guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      throw .invalidContentLength(valueText)
    }
    var length = 0
    for digit in digits {
      let (times10, overflow1) = length.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = times10.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
      guard !overflow1, !overflow2, skipsOversizedLSPMessages || next <= maxMessageBytes else {
        throw .contentLengthOverLimit(length: valueText, limit: maxMessageBytes)
      }
      length = next
    }
    return length
  }

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }

  private static func equalsIgnoringASCIICase(_ bytes: ArraySlice<UInt8>, _ lowercase: StaticString) -> Bool {
    guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
    let expected = UnsafeBufferPointer(start: lowercase.utf8Start, count: lowercase.utf8CodeUnitCount)
    return zip(bytes, expected).allSatisfy { byte, lower in
      (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == lower
    }
  }
}
