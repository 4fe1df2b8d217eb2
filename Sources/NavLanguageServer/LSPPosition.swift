import NavJSON

/// An LSP `Position`: a 0-based line and a character offset in the session's ``PositionEncoding``.
public struct LSPPosition: Sendable, Hashable {
  /// The line, from 0.
  public var line: Int
  /// Code units from the start of the line.
  public var character: Int

  /// A position.
  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// `{"line", "character"}`.
  var jsonValue: JSONValue {
    ["line": .integer(Int64(line)), "character": .integer(Int64(character))]
  }
}
