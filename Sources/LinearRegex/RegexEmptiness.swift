/// A proof that no subject of a universe contains a match of a pattern, made by following
/// one thread of the pattern's program rather than the sets of threads ``RegexLanguage``
/// determinises: linear in the program's size, so it decides the patterns whose
/// determinised automaton is too large to explore (`/a.{30}b$c`, `(a|b)*a(a|b){20}^x`).
///
/// It over-approximates what a thread can do — `\b` and `\B` always pass, and a class
/// may consume whenever it holds a scalar that is not a line terminator — so "no thread
/// can reach `match`" is a proof, and "one can" proves nothing.
///
/// A thread's state is its instruction, whether it is at the start of the subject (where
/// `^` holds and the scalar read must be one of the universe's first scalars), and whether
/// it has passed a `$` (the subject must end here: nothing more can be read).
package enum RegexEmptiness {
  /// Whether no subject of `universe` contains a match of `pattern`: `true` is proved.
  package static func isProvedEmpty(_ pattern: RegexAutomaton, universe: RegexSubjectUniverse) -> Bool {
    let program = pattern.program
    let count = program.instructions.count
    // Index: instruction * 4 + (atStart ? 2 : 0) + (mustEnd ? 1 : 0).
    var seen = [Bool](repeating: false, count: count * 4)
    var stack: [(instruction: Int, atStart: Bool, mustEnd: Bool)] = []
    func push(_ instruction: Int, atStart: Bool, mustEnd: Bool) {
      guard instruction < count else { return }
      let index = instruction * 4 + (atStart ? 2 : 0) + (mustEnd ? 1 : 0)
      guard !seen[index] else { return }
      seen[index] = true
      stack.append((instruction, atStart, mustEnd))
    }
    // A search starts a thread at every position: at the start, or after some prefix.
    push(0, atStart: true, mustEnd: false)
    if !universe.firstScalars.isEmpty { push(0, atStart: false, mustEnd: false) }
    while let (instruction, atStart, mustEnd) = stack.popLast() {
      switch program.instructions[instruction] {
      case .match:
        return false
      case .split(let first, let second):
        push(first, atStart: atStart, mustEnd: mustEnd)
        push(second, atStart: atStart, mustEnd: mustEnd)
      case .jump(let target):
        push(target, atStart: atStart, mustEnd: mustEnd)
      case .assertion(.startOfInput):
        if atStart { push(instruction + 1, atStart: atStart, mustEnd: mustEnd) }
      case .assertion(.endOfInput), .assertion(.endOfInputOrBeforeFinalLineTerminator):
        // No subject holds a line terminator, so `$` holds only at the end.
        push(instruction + 1, atStart: atStart, mustEnd: true)
      case .assertion(.wordBoundary), .assertion(.notWordBoundary):
        push(instruction + 1, atStart: atStart, mustEnd: mustEnd)
      case .scalar, .foldedScalar, .characterClass, .anyExceptLineTerminator:
        guard !mustEnd, canConsume(program.instructions[instruction], in: program, atStart: atStart, universe: universe)
        else { continue }
        push(instruction + 1, atStart: false, mustEnd: false)
      }
    }
    return true
  }

  /// Whether `instruction` may consume a scalar of a subject: at the start one of the
  /// universe's first scalars, elsewhere any scalar but a line terminator.
  private static func canConsume(
    _ instruction: RegexInstruction, in program: RegexProgram, atStart: Bool, universe: RegexSubjectUniverse
  ) -> Bool {
    switch instruction {
    case .scalar(let value), .foldedScalar(let value):
      // The first scalars (`/`, `?`) fold to themselves and nothing else folds to them.
      return atStart ? universe.firstScalars.contains(value) : !RegexScalarSemantics.isLineTerminator(value)
    case .characterClass(let index):
      return atStart ? universe.firstScalars.contains { program.classes[index].contains($0) } : true
    case .anyExceptLineTerminator:
      return true
    default:
      return false
    }
  }
}
