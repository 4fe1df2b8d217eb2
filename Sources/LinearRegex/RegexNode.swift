/// A zero-width test at a position in the subject.
enum RegexAssertion: Sendable, Equatable {
  /// `^` (without multiline) and `\A`.
  case startOfInput
  /// `$` (without multiline) and `\Z`: the end, or before a line terminator (or CR LF) that ends the input.
  case endOfInputOrBeforeFinalLineTerminator
  /// `\z`.
  case endOfInput
  /// `\b`.
  case wordBoundary
  /// `\B`.
  case notWordBoundary
}

/// The parsed form of a pattern. Groups leave no node of their own: capturing does not change whether a
/// pattern matches, and the engine only answers that question.
indirect enum RegexNode: Sendable, Equatable {
  /// Matches the empty string.
  case empty
  /// One scalar; `caseInsensitive` compares simple case folds.
  case scalar(UInt32, caseInsensitive: Bool)
  /// `.`: any scalar but a line terminator.
  case anyExceptLineTerminator
  case characterClass(RegexCharacterClass)
  case assertion(RegexAssertion)
  case concatenation([RegexNode])
  case alternation([RegexNode])
  /// `maximum == nil` means unbounded. Lazy quantifiers parse to the same node: they match the same strings.
  case repetition(RegexNode, minimum: Int, maximum: Int?)

  /// Joins `nodes` into one node, without wrapping a single node.
  static func sequence(_ nodes: [RegexNode]) -> RegexNode {
    switch nodes.count {
    case 0: return .empty
    case 1: return nodes[0]
    default: return .concatenation(nodes)
    }
  }

  /// Alternates `branches`, without wrapping a single branch.
  static func choice(_ branches: [RegexNode]) -> RegexNode {
    branches.count == 1 ? branches[0] : .alternation(branches)
  }
}
