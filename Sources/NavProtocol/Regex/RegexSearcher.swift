/// Runs a ``RegexProgram`` over UTF-8 bytes as a Thompson/Pike NFA simulation: every live state advances in
/// lock-step, one scalar at a time, so a search costs O(program size × subject length) whatever the pattern.
///
/// Only match/no-match is needed, so threads carry no captures and the search stops at the first `match`.
struct RegexSearcher {
  private let program: RegexProgram
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Consuming instructions live at the current position, and those being collected for the next one.
  private var current: [Int]
  private var next: [Int]
  /// `marks[pc] == generation` when `pc` was already added at the position being filled.
  private var marks: [Int]
  private var generation = 0
  private var stack: [Int]
  /// Whether the last scalar before the position being filled (skipping `\b`-transparent ones) is a word scalar.
  private var previousIsWord = false

  /// Whether `program` matches anywhere in `bytes`, which must be valid UTF-8.
  static func search(_ program: RegexProgram, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if let literal = program.literal { return RegexLiteralSearch.contains(literal, in: bytes) }
    var searcher = RegexSearcher(program: program, bytes: bytes)
    return searcher.run()
  }

  private init(program: RegexProgram, bytes: UnsafeBufferPointer<UInt8>) {
    self.program = program
    self.bytes = bytes
    let count = program.instructions.count
    current = []
    next = []
    current.reserveCapacity(count)
    next.reserveCapacity(count)
    marks = [Int](repeating: -1, count: count)
    stack = []
    stack.reserveCapacity(count)
  }

  private mutating func run() -> Bool {
    let end = bytes.count
    let canSkip = program.firstBytes != nil && !program.usesWordBoundary
    var position = 0
    while true {
      if current.isEmpty {
        if program.anchoredAtStart && position > 0 { return false }
        if canSkip, let firstBytes = program.firstBytes {
          while position < end && !firstBytes.contains(bytes[position]) { position += 1 }
          // A match needs a first byte; none is left.
          if position == end { return false }
        }
      }
      if position == 0 || !program.anchoredAtStart {
        // A new thread starts here; `addThread` fills `next`, so lend it the current list.
        swap(&current, &next)
        let matched = addThread(startingAt: 0, position: position)
        swap(&current, &next)
        if matched { return true }
      }
      guard position < end else { return false }
      let (scalar, length) = decode(at: position)
      if program.usesWordBoundary && !RegexScalarSemantics.isTransparentToWordBoundary(scalar) {
        previousIsWord = RegexScalarSemantics.isWord(scalar)
      }
      let nextPosition = position + length
      generation += 1
      next.removeAll(keepingCapacity: true)
      for pc in current where consumes(program.instructions[pc], scalar) {
        if addThread(startingAt: pc + 1, position: nextPosition) { return true }
      }
      swap(&current, &next)
      position = nextPosition
    }
  }

  private func consumes(_ instruction: RegexInstruction, _ scalar: UInt32) -> Bool {
    switch instruction {
    case .scalar(let value): return scalar == value
    case .foldedScalar(let folded): return RegexScalarSemantics.caseFold(scalar) == folded
    case .characterClass(let index): return program.classes[index].contains(scalar)
    case .anyExceptLineTerminator: return !RegexScalarSemantics.isLineTerminator(scalar)
    case .split, .jump, .assertion, .match: return false
    }
  }

  /// Adds the epsilon closure of `start` at `position` to `next`; returns true if it reaches `match`.
  private mutating func addThread(startingAt start: Int, position: Int) -> Bool {
    stack.append(start)
    while let pc = stack.popLast() {
      guard marks[pc] != generation else { continue }
      marks[pc] = generation
      switch program.instructions[pc] {
      case .match:
        stack.removeAll(keepingCapacity: true)
        return true
      case .split(let first, let second):
        stack.append(second)
        stack.append(first)
      case .jump(let target): stack.append(target)
      case .assertion(let assertion): if holds(assertion, at: position) { stack.append(pc + 1) }
      case .scalar, .foldedScalar, .characterClass, .anyExceptLineTerminator: next.append(pc)
      }
    }
    return false
  }

  private func holds(_ assertion: RegexAssertion, at position: Int) -> Bool {
    switch assertion {
    case .startOfInput: return position == 0
    case .endOfInput: return position == bytes.count
    case .endOfInputOrBeforeFinalLineTerminator: return isAtEndOrBeforeFinalLineTerminator(position)
    case .wordBoundary: return isWordBoundary(position)
    case .notWordBoundary: return !isWordBoundary(position)
    }
  }

  /// ICU's `$`: at the end; before a final line terminator (but not between a final CR and LF); or before a
  /// final CR LF.
  private func isAtEndOrBeforeFinalLineTerminator(_ position: Int) -> Bool {
    let end = bytes.count
    guard position < end else { return true }
    let (scalar, length) = decode(at: position)
    if position + length == end {
      let splitsCRLF = scalar == 0x0A && position > 0 && bytes[position - 1] == 0x0D
      return RegexScalarSemantics.isLineTerminator(scalar) && !splitsCRLF
    }
    return scalar == 0x0D && position + 2 == end && bytes[position + 1] == 0x0A
  }

  /// ICU's `\b`: never before a `\b`-transparent scalar; otherwise whether the word-ness of the scalar here
  /// differs from that of the last non-transparent scalar before it.
  private func isWordBoundary(_ position: Int) -> Bool {
    var hereIsWord = false
    if position < bytes.count {
      let (scalar, _) = decode(at: position)
      if RegexScalarSemantics.isTransparentToWordBoundary(scalar) { return false }
      hereIsWord = RegexScalarSemantics.isWord(scalar)
    }
    return hereIsWord != previousIsWord
  }

  /// The scalar starting at `position` and its length in bytes (the buffer is valid UTF-8).
  private func decode(at position: Int) -> (UInt32, Int) {
    let lead = UInt32(bytes[position])
    if lead < 0x80 { return (lead, 1) }
    let remaining = bytes.count - position
    func continuation(_ offset: Int) -> UInt32 { offset < remaining ? UInt32(bytes[position + offset]) & 0x3F : 0 }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
    if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
    return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
  }
}
