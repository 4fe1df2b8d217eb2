/// Every reachable combination of several patterns' automata, explored breadth first over a
/// finite ``RegexAlphabet`` exactly as ``RegexLanguage`` explores its products, but keeping
/// which programs have matched one by one: for each state the caller learns which patterns are
/// found in the subjects that lead there (the subjects themselves, when every scalar is known,
/// shortest first). A caller that compares what two rule lists resolve to (`navd diff`) decides
/// with it, for every subject, what each list does.
///
/// Sound as ``RegexLanguage`` is: ``Outcome/exhausted`` means every subject's set of found
/// patterns was visited. Work is bounded by `budget` (letter steps) and `maximumStates`.
package struct RegexProductExplorer {
  /// How an exploration ended.
  package enum Outcome: Sendable, Equatable {
    /// Every reachable state was visited.
    case exhausted
    /// The visitor asked to stop.
    case stopped
    /// The budget or the state limit ran out first.
    case unknown
  }

  /// What to do after visiting a state.
  package enum Decision: Sendable, Equatable {
    /// Go on to the subjects that extend it.
    case expand
    /// Nothing longer is of interest: its extensions are not explored.
    case skip
    /// End the exploration (``Outcome/stopped``).
    case stop
  }

  /// The patterns found in a subject, by their index in the explored list.
  package struct Found: Hashable, Sendable {
    fileprivate var words: [UInt64]

    fileprivate init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }

    /// Whether pattern `index` is found.
    package func contains(_ index: Int) -> Bool { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }

    fileprivate mutating func insert(_ index: Int) { words[index >> 6] |= 1 << UInt64(index & 63) }

    fileprivate func union(_ other: Found) -> Found {
      var result = self
      for index in words.indices { result.words[index] |= other.words[index] }
      return result
    }
  }

  private struct State: Hashable {
    var atStart: Bool
    var previousIsWord: Bool
    var found: Found
    var threads: [Int32]
  }

  private let programs: [RegexProgram]
  private let alphabet: RegexAlphabet
  private let usesWordBoundary: Bool
  private var marks: RegexClosureMarks
  private var stack: [Int32] = []

  /// An explorer of `automata` over `universe`; `nil` when the alphabet cannot be built (too
  /// many distinct classes) or there are more patterns than a thread can name.
  package init?(_ automata: [RegexAutomaton], universe: RegexSubjectUniverse) {
    let programs = automata.map(\.program)
    guard programs.count < 1 << 15, programs.allSatisfy({ $0.instructions.count < 1 << 16 }),
      let alphabet = RegexAlphabet(programs: programs, universe: universe)
    else { return nil }
    self.programs = programs
    self.alphabet = alphabet
    usesWordBoundary = programs.contains(where: \.usesWordBoundary)
    marks = RegexClosureMarks(programs: programs)
  }

  /// Visits every reachable state, shortest subjects first: `visit` gets the patterns found in
  /// every subject that extends the ones leading there (`lasting`: found stays found), those found
  /// in the subjects that end there (`atEnd`, which adds the `$` matches), and a way to spell the
  /// shortest of them (`nil` when it needs a scalar only known by its properties); it says
  /// whether to expand the state.
  package mutating func explore(
    budget: inout Int, maximumStates: Int, visit: (_ lasting: Found, _ atEnd: Found, () -> String?) -> Decision
  ) -> Outcome {
    let start = State(atStart: true, previousIsWord: false, found: Found(count: programs.count), threads: [])
    var states = [start]
    var parents: [(state: Int, letter: Int)] = [(-1, -1)]
    var index: [State: Int] = [start: 0]
    var head = 0
    while head < states.count {
      let current = head
      head += 1
      let state = states[current]
      let atEnd = closure(of: state, lookahead: .end)
      switch visit(
        state.found, state.found.union(atEnd.found), { self.alphabet.subject(endingAt: current, parents: parents) })
      {
      case .stop: return .stopped
      case .skip: continue
      case .expand: break
      }
      var successors: Set<State> = []
      for letter in 0..<alphabet.count where !state.atStart || alphabet.mayStart[letter] {
        let isWord = alphabet.isWord[letter]
        let isTransparent = alphabet.isTransparent[letter]
        let lookahead = RegexLookahead(letter: letter, of: alphabet, usesWordBoundary: usesWordBoundary)
        let closed = closure(of: state, lookahead: lookahead)
        budget -= 1 + closed.consuming.count
        guard budget > 0 else { return .unknown }
        let found = state.found.union(closed.found)
        var accepted: [Int32] = []
        for thread in closed.consuming {
          let program = Int(thread >> 16)
          if found.contains(program) { continue }
          if alphabet.accepts(letter: letter, program: program, pc: Int(thread & 0xFFFF)) {
            accepted.append(thread + 1)
          }
        }
        let successor = State(
          atStart: false, previousIsWord: usesWordBoundary && (isTransparent ? state.previousIsWord : isWord),
          found: found, threads: accepted.sorted())
        guard successors.insert(successor).inserted, index[successor] == nil else { continue }
        states.append(successor)
        parents.append((current, letter))
        index[successor] = states.count - 1
        guard states.count <= maximumStates else { return .unknown }
      }
    }
    return .exhausted
  }

  /// The epsilon closure of the state's threads plus a new start thread of each program not
  /// found yet, with the assertions decided for `lookahead`: the consuming threads, and the
  /// programs that match.
  private mutating func closure(of state: State, lookahead: RegexLookahead) -> (consuming: [Int32], found: Found) {
    marks.beginClosure()
    var consuming: [Int32] = []
    var found = Found(count: programs.count)
    stack.removeAll(keepingCapacity: true)
    for program in programs.indices.reversed() where !state.found.contains(program) {
      stack.append(Int32(program << 16))
    }
    for thread in state.threads.reversed() { stack.append(thread) }
    while let thread = stack.popLast() {
      let program = Int(thread >> 16)
      let pc = Int(thread & 0xFFFF)
      guard marks.reach(program: program, pc: pc) else { continue }
      switch programs[program].instructions[pc] {
      case .match: found.insert(program)
      case .split(let first, let second):
        stack.append(Int32(program << 16 | second))
        stack.append(Int32(program << 16 | first))
      case .jump(let target): stack.append(Int32(program << 16 | target))
      case .assertion(let assertion):
        if lookahead.allows(assertion, atStart: state.atStart, previousIsWord: state.previousIsWord) {
          stack.append(thread + 1)
        }
      case .scalar, .foldedScalar, .characterClass, .anyExceptLineTerminator:
        consuming.append(thread)
      }
    }
    return (consuming, found)
  }
}
