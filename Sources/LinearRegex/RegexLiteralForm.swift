/// A pattern that is a plain string, optionally anchored, read from the engine's
/// syntax tree: an optional leading `^` (`\A`), scalars that match only themselves,
/// and an optional trailing `$` (`\Z`). `/recede_historical_location`, `^/admin/`,
/// `\.pdf$`, `^/a\?b$`, `\Qa*\E`.
package struct RegexLiteralForm: Sendable, Hashable {
  /// The text must begin the subject.
  package var anchoredAtStart: Bool
  /// The scalars matched.
  package var text: [Unicode.Scalar]
  /// The text must end the subject (or precede a final line terminator).
  package var anchoredAtEnd: Bool

  /// The literal form of `pattern`, or `nil` when it is invalid or uses any other syntax.
  package init?(_ pattern: String) {
    guard let tree = try? RegexParser.parse(pattern) else { return nil }
    var nodes: ArraySlice<RegexNode>
    switch tree {
    case .concatenation(let children): nodes = children[...]
    case .empty: nodes = []
    default: nodes = [tree]
    }
    anchoredAtStart = nodes.first == .assertion(.startOfInput)
    if anchoredAtStart { nodes = nodes.dropFirst() }
    anchoredAtEnd = nodes.last == .assertion(.endOfInputOrBeforeFinalLineTerminator)
    if anchoredAtEnd { nodes = nodes.dropLast() }
    var text: [Unicode.Scalar] = []
    for node in nodes {
      guard case .scalar(let value, let caseInsensitive) = node, let scalar = Unicode.Scalar(value),
        !caseInsensitive || !RegexScalarSemantics.caseVariants(value).contains(where: { $0 != value })
      else { return nil }
      text.append(scalar)
    }
    self.text = text
  }
}
