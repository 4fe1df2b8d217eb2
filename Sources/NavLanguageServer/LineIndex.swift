/// The byte offset where each line of a UTF-8 text starts, for turning LSP positions into
/// byte offsets and back.
///
/// Lines end at `\n`, `\r\n` or `\r` (LSP 3.17). A position's `character` counts code units
/// of the session's ``PositionEncoding`` from the start of its line. A character past the
/// end of its line means the line's end, and a line past the last means the end of the text
/// (as LSP asks); a character inside a scalar (half a surrogate pair) means that scalar's start.
struct LineIndex: Sendable {
  /// Offsets of the first byte of every line; the first is 0.
  private(set) var lineStarts: [Int]

  /// The index of `bytes`.
  init(_ bytes: [UInt8]) {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      let count = buffer.count
      while index < count {
        let byte = buffer[index]
        index += 1
        if byte == 0x0A {
          starts.append(index)
        } else if byte == 0x0D {
          if index < count && buffer[index] == 0x0A { index += 1 }
          starts.append(index)
        }
      }
    }
    lineStarts = starts
  }

  /// How many lines the text has (an empty text has one).
  var lineCount: Int { lineStarts.count }

  /// The offset just after line `line`'s last character (before its line break).
  func lineEnd(_ line: Int, in bytes: [UInt8]) -> Int {
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
    if end > lineStarts[line] && bytes[end - 1] == 0x0A { end -= 1 }
    if end > lineStarts[line] && bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// The byte offset of `position`, clamped as LSP says.
  func offset(of position: LSPPosition, in bytes: [UInt8], encoding: PositionEncoding) -> Int {
    guard position.line < lineStarts.count else { return bytes.count }
    let start = lineStarts[position.line]
    let end = lineEnd(position.line, in: bytes)
    if encoding == .utf8 {
      var offset = min(start + position.character, end)
      while offset > start && offset < end && bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
      return offset
    }
    var units = 0
    var offset = start
    while offset < end {
      let (scalar, length) = Self.scalar(at: offset, in: bytes, end: end)
      let width = encoding.width(of: scalar)
      if units + width > position.character { break }
      units += width
      offset += length
    }
    return offset
  }

  /// The position of byte `offset` (an offset inside a line break or a scalar counts from its start).
  func position(of offset: Int, in bytes: [UInt8], encoding: PositionEncoding) -> LSPPosition {
    let clamped = min(max(offset, 0), bytes.count)
    var line = Self.lastIndex(in: lineStarts, notAbove: clamped)
    // An offset between the \r and \n of a line break belongs to the line the break ends.
    if line > 0 && lineStarts[line] == clamped && clamped < bytes.count && clamped > 0 && bytes[clamped - 1] == 0x0D
      && bytes[clamped] == 0x0A
    {
      line -= 1
    }
    let start = lineStarts[line]
    var end = min(clamped, lineEnd(line, in: bytes))
    while end > start && end < bytes.count && bytes[end] & 0xC0 == 0x80 { end -= 1 }
    guard encoding != .utf8 else { return LSPPosition(line: line, character: end - start) }
    var units = 0
    var index = start
    while index < end {
      let (scalar, length) = Self.scalar(at: index, in: bytes, end: end)
      units += encoding.width(of: scalar)
      index += length
    }
    return LSPPosition(line: line, character: units)
  }

  /// The scalar whose UTF-8 starts at `offset`, and its byte length; an invalid byte reads as U+FFFD, one byte.
  @inline(__always)
  static func scalar(at offset: Int, in bytes: [UInt8], end: Int) -> (Unicode.Scalar, Int) {
    let lead = bytes[offset]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1, offset + length <= end else { return ("\u{FFFD}", 1) }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for continuation in bytes[(offset + 1)..<(offset + length)] {
      guard continuation & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
      value = value << 6 | UInt32(continuation & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  private static func lastIndex(in starts: [Int], notAbove offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
