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
    self = SourceText(bytes).location(offset).position
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
