import NavJSON

/// An LSP `Range`: start and end positions (the end is exclusive).
public struct LSPRange: Sendable, Hashable {
  /// The first position.
  public var start: LSPPosition
  /// The position just after the last character.
  public var end: LSPPosition

  /// A range.
  public init(start: LSPPosition, end: LSPPosition) {
    self.start = start
    self.end = end
  }

  /// `{"start", "end"}`.
  var jsonValue: JSONValue { ["start": start.jsonValue, "end": end.jsonValue] }
}
