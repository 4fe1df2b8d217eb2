/// One instruction of a compiled NFA program (Thompson/Pike style). Consuming instructions advance one scalar.
enum RegexInstruction: Sendable, Equatable {
  /// Consume exactly this scalar.
  case scalar(UInt32)
  /// Consume a scalar whose simple case fold is this value.
  case foldedScalar(UInt32)
  /// Consume a scalar in the class at this index of ``RegexProgram/classes``.
  case characterClass(Int)
  /// Consume any scalar but a line terminator.
  case anyExceptLineTerminator
  /// Continue at both targets.
  case split(Int, Int)
  case jump(Int)
  /// Continue at the next instruction only if the assertion holds here.
  case assertion(RegexAssertion)
  case match
}
