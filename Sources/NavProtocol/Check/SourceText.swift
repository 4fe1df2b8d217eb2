/// A checked file's bytes with the offset of each line start, to turn byte
/// offsets into ``TextLocation``s without rescanning the file each time.
///
/// Lines end at LF, CR or CR LF, as ``TextPosition`` counts them.
public struct SourceText: Sendable {
  /// The file's bytes.
  public let bytes: [UInt8]
  private let lineStarts: [Int]

  /// Indexes the lines of `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
        starts.append(index + 1)
      }
      index += 1
    }
    lineStarts = starts
  }

  /// The location of byte `offset` (clamped to the file).
  public func location(_ offset: Int) -> TextLocation {
    let clamped = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    while index < clamped {
      // A CR before an LF is the end of the line, not a column.
      if bytes[index] & 0xC0 != 0x80 && bytes[index] != 0x0D { column += 1 }
      index += 1
    }
    return TextLocation(byteOffset: clamped, position: TextPosition(line: low + 1, column: column))
  }

  /// The range of bytes `range`.
  public func range(_ range: Range<Int>) -> TextRange {
    TextRange(start: location(range.lowerBound), end: location(range.upperBound))
  }

  /// The bytes `range` as text.
  func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
