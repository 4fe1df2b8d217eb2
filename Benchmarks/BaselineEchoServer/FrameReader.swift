import Foundation

/// Splits stdin bytes into message bodies, in LSP (`Content-Length`) or
/// newline-delimited framing, detected from the first non-whitespace byte.
struct FrameReader {
  /// The two framings navd speaks.
  enum Framing: String, Sendable {
    case lsp
    case ndjson
  }

  /// What the reader can hand out next.
  enum Event {
    case message(Data)
    case needInput
    case fatal(String)
  }

  private var buffer: [UInt8] = []
  private var start = 0
  private(set) var framing: Framing?

  /// Adds bytes read from stdin, dropping the part already handed out.
  mutating func append(_ bytes: ArraySlice<UInt8>) {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next complete message body, if the buffer holds one.
  mutating func next(atEndOfInput: Bool) -> Event {
    skipWhitespace()
    guard start < buffer.count else { return .needInput }
    if framing == nil {
      switch buffer[start] {
      case UInt8(ascii: "C"), UInt8(ascii: "c"): framing = .lsp
      case UInt8(ascii: "{"), UInt8(ascii: "["): framing = .ndjson
      default: return .fatal("cannot detect framing from first byte \(buffer[start])")
      }
    }
    return framing == .lsp ? nextLSPFrame() : nextLine(atEndOfInput: atEndOfInput)
  }

  private mutating func skipWhitespace() {
    while start < buffer.count, Self.isWhitespace(buffer[start]) {
      start += 1
    }
  }

  private mutating func nextLine(atEndOfInput: Bool) -> Event {
    if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
      let line = Data(buffer[start..<newline])
      start = newline + 1
      return .message(line)
    }
    guard atEndOfInput else { return .needInput }
    let line = Data(buffer[start...])
    start = buffer.count
    return .message(line)
  }

  private mutating func nextLSPFrame() -> Event {
    guard let headerEnd = headerTerminator() else { return .needInput }
    let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
    var length: Int?
    for line in header.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == "content-length" {
        length = Int(parts[1].trimmingCharacters(in: .whitespaces))
      }
    }
    guard let length, length >= 0 else { return .fatal("unusable Content-Length header: \(header)") }
    let bodyStart = headerEnd + 4
    guard buffer.count - bodyStart >= length else { return .needInput }
    let body = Data(buffer[bodyStart..<bodyStart + length])
    start = bodyStart + length
    return .message(body)
  }

  private func headerTerminator() -> Int? {
    var index = start
    while index + 3 < buffer.count {
      if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
        return index
      }
      index += 1
    }
    return nil
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
