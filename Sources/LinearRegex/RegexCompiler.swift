/// Compiles a ``RegexNode`` into a ``RegexProgram``, refusing programs above ``RegexLimits/maximumProgramSize``.
///
/// The size is computed (with saturating arithmetic) before anything is emitted, so a pattern like
/// `(a{1000}){1000}` is rejected without allocating its expansion. Recursion follows the tree, whose depth the
/// parser bounds through ``RegexLimits/maximumNestingDepth``.
struct RegexCompiler {
  private var instructions: [RegexInstruction] = []
  private var classes: [RegexCharacterClass] = []

  /// Compiles `node`. A too-large program is reported at offset 0: the whole pattern is the problem.
  static func compile(_ node: RegexNode) throws(RegexSyntaxError) -> RegexProgram {
    guard size(of: node) + 1 <= RegexLimits.maximumProgramSize else {
      throw RegexSyntaxError(.patternTooLarge, offset: 0)
    }
    var compiler = RegexCompiler()
    compiler.instructions.reserveCapacity(size(of: node) + 1)
    compiler.emit(node)
    compiler.instructions.append(.match)
    let instructions = compiler.instructions
    return RegexProgram(
      instructions: instructions,
      classes: compiler.classes,
      anchoredAtStart: RegexProgramAnalysis.isAnchoredAtStart(instructions),
      usesWordBoundary: instructions.contains { $0 == .assertion(.wordBoundary) || $0 == .assertion(.notWordBoundary) },
      firstBytes: RegexProgramAnalysis.firstBytes(instructions, classes: compiler.classes),
      literal: literal(node))
  }

  /// The number of instructions `node` compiles to, saturating at `Int.max / 4`.
  private static func size(of node: RegexNode) -> Int {
    let cap = Int.max / 4
    func add(_ left: Int, _ right: Int) -> Int { min(cap, left + right) }
    func multiply(_ left: Int, _ right: Int) -> Int {
      let (product, overflow) = left.multipliedReportingOverflow(by: right)
      return overflow ? cap : min(cap, product)
    }
    switch node {
    case .empty: return 0
    case .scalar, .anyExceptLineTerminator, .characterClass, .assertion: return 1
    case .concatenation(let nodes): return nodes.reduce(0) { add($0, size(of: $1)) }
    case .alternation(let branches):
      return branches.reduce(0) { add($0, add(size(of: $1), 2)) }
    case .repetition(let body, let minimum, let maximum):
      let bodySize = size(of: body)
      let required = multiply(bodySize, minimum)
      guard let maximum else { return add(required, add(bodySize, 2)) }
      return add(required, multiply(add(bodySize, 1), maximum - minimum))
    }
  }

  private mutating func emit(_ node: RegexNode) {
    switch node {
    case .empty: break
    case .scalar(let value, let caseInsensitive):
      let folded = RegexScalarSemantics.caseFold(value)
      let needsFolding = caseInsensitive && RegexScalarSemantics.caseVariants(value).contains { $0 != value }
      instructions.append(needsFolding ? .foldedScalar(folded) : .scalar(value))
    case .anyExceptLineTerminator: instructions.append(.anyExceptLineTerminator)
    case .characterClass(let set):
      // Copies of a repeated class share their storage, so there is no need to look for duplicates.
      classes.append(set)
      instructions.append(.characterClass(classes.count - 1))
    case .assertion(let assertion): instructions.append(.assertion(assertion))
    case .concatenation(let nodes): for child in nodes { emit(child) }
    case .alternation(let branches): emitAlternation(branches[...])
    case .repetition(let body, let minimum, let maximum):
      for _ in 0..<minimum { emit(body) }
      if let maximum {
        emitOptionalCopies(of: body, count: maximum - minimum)
      } else {
        emitStar(body)
      }
    }
  }

  /// `split(first, rest); first; jump end; rest…` for each branch but the last.
  private mutating func emitAlternation(_ branches: ArraySlice<RegexNode>) {
    var jumpsToPatch: [Int] = []
    for (offset, branch) in branches.enumerated() {
      guard offset < branches.count - 1 else {
        emit(branch)
        break
      }
      let split = instructions.count
      instructions.append(.split(split + 1, -1))
      emit(branch)
      jumpsToPatch.append(instructions.count)
      instructions.append(.jump(-1))
      instructions[split] = .split(split + 1, instructions.count)
    }
    for jump in jumpsToPatch { instructions[jump] = .jump(instructions.count) }
  }

  /// `loop: split(body, end); body; jump loop; end:`.
  private mutating func emitStar(_ body: RegexNode) {
    let loop = instructions.count
    instructions.append(.split(loop + 1, -1))
    emit(body)
    instructions.append(.jump(loop))
    instructions[loop] = .split(loop + 1, instructions.count)
  }

  /// `count` nested optional copies: each `split(body, end); body`, all exits going to the common end.
  private mutating func emitOptionalCopies(of body: RegexNode, count: Int) {
    var splits: [Int] = []
    for _ in 0..<count {
      splits.append(instructions.count)
      instructions.append(.split(instructions.count + 1, -1))
      emit(body)
    }
    for split in splits { instructions[split] = .split(split + 1, instructions.count) }
  }

  /// The UTF-8 bytes of the pattern when it is nothing but case-sensitive scalars.
  private static func literal(_ node: RegexNode) -> [UInt8]? {
    let nodes: [RegexNode]
    switch node {
    case .concatenation(let children): nodes = children
    case .scalar, .empty: nodes = [node]
    default: return nil
    }
    var text = String.UnicodeScalarView()
    for child in nodes {
      switch child {
      case .empty: continue
      case .scalar(let value, let caseInsensitive):
        guard let scalar = Unicode.Scalar(value) else { return nil }
        if caseInsensitive && RegexScalarSemantics.caseVariants(value).contains(where: { $0 != value }) { return nil }
        text.append(scalar)
      default: return nil
      }
    }
    return Array(String(text).utf8)
  }
}
