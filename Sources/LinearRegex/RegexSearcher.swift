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

  /// Subjects at least this long use the DFA cache; shorter ones would spend more building it than it saves.
  private static let cacheThreshold = 128

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
    // The threads at position 0: the start closure.
    if addThread(startingAt: 0, position: 0) { return true }
    swap(&current, &next)
    let startThreads = current.sorted()
    let canSkip = program.firstBytes != nil && !program.usesWordBoundary
    // `\b` depends on the previous scalar, which a state does not record, so such programs never use the cache.
    // The cache is mutated in place (never copied out of an optional), so its tables are not duplicated.
    let usesCache = end >= Self.cacheThreshold && !program.usesWordBoundary
    var cache = RegexStateCache()
    var state = usesCache ? cache.intern(current).id : RegexStateCache.unknown
    var currentIsStale = false
    var position = 0
    while position < end {
      if let firstBytes = program.firstBytes, canSkip {
        let idle: Bool
        if usesCache {
          idle = cache.threads(of: state) == startThreads
        } else {
          idle = current.count == startThreads.count && current.sorted() == startThreads
        }
        if idle {
          // Only the start closure is live: nothing can happen before the next possible first byte.
          while position < end && !firstBytes.contains(bytes[position]) { position += 1 }
          guard position < end else { return false }
        }
      }
      let lead = bytes[position]
      let (scalar, length) = decode(at: position)
      let nextPosition = position + length
      // Away from both ends every assertion is false, so the successor depends only on the state and the byte.
      let inMiddle = nextPosition + 3 < end
      if inMiddle, lead < 0x80, usesCache {
        let known = cache.transition(from: state, on: lead)
        if known != RegexStateCache.unknown {
          if program.anchoredAtStart && cache.threads(of: known).isEmpty { return false }
          state = known
          currentIsStale = true
          position = nextPosition
          continue
        }
        if currentIsStale { current = cache.threads(of: state) }
        if step(scalar, to: nextPosition) { return true }
        let (target, emptied) = cache.intern(current)
        if !emptied { cache.record(from: state, on: lead, to: target) }
        state = target
      } else {
        if currentIsStale { current = cache.threads(of: state) }
        if program.usesWordBoundary && !RegexScalarSemantics.isTransparentToWordBoundary(scalar) {
          previousIsWord = RegexScalarSemantics.isWord(scalar)
        }
        if step(scalar, to: nextPosition) { return true }
        if usesCache { state = cache.intern(current).id }
      }
      currentIsStale = false
      if current.isEmpty && program.anchoredAtStart { return false }
      position = nextPosition
    }
    return false
  }

  /// Advances every live thread over `scalar` and starts a new thread (unless anchored) at `nextPosition`;
  /// the result replaces `current`. Returns true as soon as any thread reaches `match`.
  private mutating func step(_ scalar: UInt32, to nextPosition: Int) -> Bool {
    generation += 1
    next.removeAll(keepingCapacity: true)
    for pc in current where consumes(program.instructions[pc], scalar) {
      if addThread(startingAt: pc + 1, position: nextPosition) { return true }
    }
    if !program.anchoredAtStart && addThread(startingAt: 0, position: nextPosition) { return true }
    swap(&current, &next)
    return false
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
