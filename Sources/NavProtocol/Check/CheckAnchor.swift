/// What part of the text a finding points at (its ``TextRange``).
public enum CheckAnchor: Sendable, Hashable {
  /// The JSON value at the finding's path (string quotes included; the whole document for `""`).
  case value
  /// The key of the member at the finding's path (quotes included).
  case key
  /// The first byte (the opening `{`) of the object that lacks the member at the finding's path:
  /// the document's, or a client configuration's `pathConfiguration`.
  case documentStart
  /// The byte where parsing failed.
  case syntaxError(offset: Int)
}
