/// A place in a checked file: its UTF-8 byte offset and its 1-based line and
/// column (columns count Unicode scalars, see ``TextPosition``).
///
/// Both are given so every consumer can use the one it needs: editors that count
/// UTF-16 code units convert from ``byteOffset``.
public struct TextLocation: Sendable, Hashable, CustomStringConvertible {
  /// The offset in the file's bytes, from 0.
  public var byteOffset: Int
  /// The line and column, from 1.
  public var position: TextPosition

  /// The location at `byteOffset`, which is at `position`.
  public init(byteOffset: Int, position: TextPosition) {
    self.byteOffset = byteOffset
    self.position = position
  }

  /// The line, from 1.
  public var line: Int { position.line }
  /// The column, from 1, in Unicode scalars.
  public var column: Int { position.column }

  /// `line:column`.
  public var description: String { position.description }
}
