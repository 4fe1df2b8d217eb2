/// A 1-based line and column in a text file.
///
/// Lines end at LF, CR or CR LF. Columns count Unicode scalars (every byte that
/// does not continue a UTF-8 sequence), so `é` is one column and so is a stray
/// invalid byte.
public struct TextPosition: Sendable, Hashable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// The position `line`:`column`.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The position of byte `offset` of `bytes` (an offset past the end is the end).
  public init(byteOffset offset: Int, in bytes: [UInt8]) {
    var line = 1
    var column = 1
    var index = 0
    let end = min(max(offset, 0), bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if byte == 0x0D {
        // The CR of a CR LF: the LF ends the line.
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    self.init(line: line, column: column)
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
