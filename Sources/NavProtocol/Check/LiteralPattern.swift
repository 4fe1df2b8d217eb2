import LinearRegex

/// A path-configuration pattern that is a plain string, optionally anchored:
/// `/recede_historical_location`, `^/admin/`, `\.pdf$`, `^/a\?b$` (``RegexLiteralForm``).
///
/// For these, "every subject this pattern matches is also matched by that one"
/// can be decided exactly, which is what the overwritten-rule check needs. Any
/// other syntax (classes, quantifiers, `.`, alternation, case-insensitive letters,
/// anchors in the middle) gives no literal pattern, so
/// the check stays sound: it only ever claims what it can prove.
struct LiteralPattern: Sendable, Hashable {
  /// `^` at the start: the text must begin the subject.
  var anchoredAtStart: Bool
  /// The characters matched, as Unicode scalars (the regex engine matches scalars).
  var text: [Unicode.Scalar]
  /// `$` at the end: the text must end the subject (or precede a final line terminator).
  var anchoredAtEnd: Bool

  /// The literal form of `pattern` as the regex engine's syntax tree reads it, or `nil`
  /// when it uses any other syntax.
  init?(_ pattern: String) {
    guard let form = RegexLiteralForm(pattern) else { return nil }
    anchoredAtStart = form.anchoredAtStart
    text = form.text
    anchoredAtEnd = form.anchoredAtEnd
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
