/// Static facts about a compiled program, derived by walking its epsilon edges from the start.
enum RegexProgramAnalysis {
  /// Whether every path from instruction 0 reaches a start-of-input assertion before consuming or matching.
  static func isAnchoredAtStart(_ instructions: [RegexInstruction]) -> Bool {
    var anchored = true
    walkStart(instructions) { instruction in
      if instruction == .assertion(.startOfInput) { return false }
      anchored = false
      return false
    }
    return anchored
  }

  /// The UTF-8 bytes a match can begin with, or `nil` if the start can match empty, passes an assertion, or
  /// can consume a scalar whose lead byte is not known.
  static func firstBytes(_ instructions: [RegexInstruction], classes: [RegexCharacterClass]) -> RegexByteSet? {
    var set = RegexByteSet()
    var known = true
    walkStart(instructions) { instruction in
      switch instruction {
      case .scalar(let value):
        guard let scalar = Unicode.Scalar(value), let lead = String(scalar).utf8.first else {
          known = false
          break
        }
        set.insert(lead)
      case .foldedScalar:
        // Non-ASCII scalars can fold to ASCII ones (U+212A KELVIN SIGN to "k"), so lead bytes are unknown.
        known = false
      case .characterClass(let index):
        guard let members = classes[index].asciiOnlyMembers, !classes[index].caseInsensitive else {
          known = false
          break
        }
        for member in members { set.insert(member) }
      default: known = false
      }
      return false
    }
    return known ? set : nil
  }

  /// Visits every non-epsilon instruction (and every assertion) reachable from 0 through splits and jumps;
  /// `visit` returns whether to continue past an assertion.
  private static func walkStart(_ instructions: [RegexInstruction], visit: (RegexInstruction) -> Bool) {
    var seen = [Bool](repeating: false, count: instructions.count)
    var stack = [0]
    while let pc = stack.popLast() {
      guard pc < instructions.count, !seen[pc] else { continue }
      seen[pc] = true
      switch instructions[pc] {
      case .split(let first, let second):
        stack.append(second)
        stack.append(first)
      case .jump(let target): stack.append(target)
      default: if visit(instructions[pc]) { stack.append(pc + 1) }
      }
    }
  }
}
