/// What a consuming instruction of a program accepts, as a value that the
/// instructions of several programs can share (``RegexAlphabet`` interns them).
enum RegexPredicate: Sendable, Equatable {
  /// Exactly this scalar.
  case scalar(UInt32)
  /// A scalar whose simple case fold is this value.
  case folded(UInt32)
  /// Any scalar but a line terminator.
  case any
  /// A member of the class.
  case characterClass(RegexCharacterClass)

  /// The predicate of `instruction` in `program`, if it consumes a scalar.
  init?(_ instruction: RegexInstruction, in program: RegexProgram) {
    switch instruction {
    case .scalar(let value): self = .scalar(value)
    case .foldedScalar(let folded): self = .folded(folded)
    case .anyExceptLineTerminator: self = .any
    case .characterClass(let index): self = .characterClass(program.classes[index])
    case .split, .jump, .assertion, .match: return nil
    }
  }

  /// Whether the predicate accepts `value`, exactly as the searcher decides it.
  func accepts(_ value: UInt32) -> Bool {
    switch self {
    case .scalar(let expected): value == expected
    case .folded(let folded): RegexScalarSemantics.caseFold(value) == folded
    case .any: !RegexScalarSemantics.isLineTerminator(value)
    case .characterClass(let set): set.contains(value)
    }
  }
}
