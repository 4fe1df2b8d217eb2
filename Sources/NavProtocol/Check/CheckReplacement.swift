/// A text edit that fixes a finding: replace the bytes of ``range`` with ``text``
/// (an empty text deletes them). Applying it leaves valid JSON.
public struct CheckReplacement: Sendable, Hashable {
  /// The bytes to replace.
  public var range: TextRange
  /// The new text (UTF-8 when written); `""` deletes the range.
  public var text: String
  /// What applying it does, for people: `Replace with "modal"`, `Remove the member`.
  public var title: String

  /// Replace `range` with `text`.
  public init(range: TextRange, text: String, title: String) {
    self.range = range
    self.text = text
    self.title = title
  }
}
