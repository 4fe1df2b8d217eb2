/// A half-open span of a checked file, from ``start`` up to (not including) ``end``.
public struct TextRange: Sendable, Hashable, CustomStringConvertible {
  /// The first byte of the span.
  public var start: TextLocation
  /// Just after the last byte of the span (equal to ``start`` for an empty span).
  public var end: TextLocation

  /// The span from `start` to `end`.
  public init(start: TextLocation, end: TextLocation) {
    self.start = start
    self.end = end
  }

  /// The byte offsets, `start.byteOffset..<end.byteOffset`.
  public var bytes: Range<Int> { start.byteOffset..<end.byteOffset }

  /// `line:column-line:column`.
  public var description: String { "\(start)-\(end)" }
}
