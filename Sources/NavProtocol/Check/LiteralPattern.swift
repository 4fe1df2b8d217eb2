/// A path-configuration pattern that is a plain string, optionally anchored:
/// `/recede_historical_location`, `^/admin/`, `\.pdf$`, `^/a\?b$`.
///
/// For these, "every subject this pattern matches is also matched by that one"
/// can be decided exactly, which is what the overwritten-rule check needs. Any
/// other syntax (classes, groups, quantifiers, `.`, alternation, escaped letters
/// or non-ASCII characters, anchors in the middle) gives no literal pattern, so
/// the check stays sound: it only ever claims what it can prove.
struct LiteralPattern: Sendable, Hashable {
  /// `^` at the start: the text must begin the subject.
  var anchoredAtStart: Bool
  /// The characters matched, as Unicode scalars (the regex engine matches scalars).
  var text: [Unicode.Scalar]
  /// `$` at the end: the text must end the subject (or precede a final line terminator).
  var anchoredAtEnd: Bool

  /// Scalars with a meaning in the regex syntax (`]` and `}` alone are literals there).
  private static let metacharacters: Set<Unicode.Scalar> = [
    "\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "{",
  ]

  /// The literal form of `pattern`, or `nil` when it uses any other syntax.
  init?(_ pattern: String) {
    var scalars = Array(pattern.unicodeScalars)[...]
    anchoredAtStart = scalars.first == "^"
    if anchoredAtStart { scalars = scalars.dropFirst() }
    var text: [Unicode.Scalar] = []
    anchoredAtEnd = false
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\\":
        guard let escaped = scalars.popFirst(), escaped.isASCII,
          !(escaped.properties.isAlphabetic || ("0"..."9").contains(escaped))
        else { return nil }
        text.append(escaped)
      case "$" where scalars.isEmpty:
        anchoredAtEnd = true
      case _ where Self.metacharacters.contains(scalar):
        return nil
      default:
        text.append(scalar)
      }
    }
    self.text = text
  }

  /// Whether every subject this pattern is found in also contains a match of `other`.
  func implies(_ other: LiteralPattern) -> Bool {
    switch (other.anchoredAtStart, other.anchoredAtEnd) {
    case (false, false): return Self.contains(text, other.text)
    case (true, false): return anchoredAtStart && text.starts(with: other.text)
    case (false, true): return anchoredAtEnd && text.reversed().starts(with: other.text.reversed())
    case (true, true): return anchoredAtStart && anchoredAtEnd && text == other.text
    }
  }

  /// Whether `needle` occurs in `haystack`, scalar by scalar.
  private static func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    if needle.isEmpty { return true }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}
