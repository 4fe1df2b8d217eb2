/// Questions about the subjects in which patterns are found, answered with the engine's
/// own automata: each pattern's compiled program (a Thompson NFA), determinised on the
/// fly and run in product with the others over a finite ``RegexAlphabet``, exploring
/// every reachable combination of their thread sets breadth first. Searching is
/// unanchored, so a new thread starts at every position, and a program that has matched
/// stays matched; assertions are decided with one letter of lookahead (`$` at the end,
/// `\b` from the previous and the next letter), exactly as the searcher decides them.
///
/// Answers are exact for the alphabet, and the alphabet over-approximates what non-ASCII
/// scalars can do, so `.none` is always true ("no subject is…" is proved); a `.found`
/// whose subject is `nil` may come from an impossible scalar. Work is bounded by
/// `budget` (letter steps, shared by the caller's questions) and ``maximumStates``; past
/// either the answer is `.unknown`.
package enum RegexLanguage {
  /// The most product states one question may visit.
  package static let maximumStates = 20_000

  /// A subject of `universe` in which `pattern` is found.
  package static func subject(
    matching pattern: RegexAutomaton, universe: RegexSubjectUniverse, budget: inout Int
  ) -> RegexSubjectSearch {
    var product = Product(programs: [pattern.program], firstOther: 1, goal: .found, universe: universe)
    return product?.search(budget: &budget) ?? .unknown
  }

  /// A subject of `universe` in which `pattern` is found and none of `others` is.
  package static func subject(
    matching pattern: RegexAutomaton, noneOf others: [RegexAutomaton], universe: RegexSubjectUniverse,
    budget: inout Int
  ) -> RegexSubjectSearch {
    var product = Product(
      programs: [pattern.program] + others.map(\.program), firstOther: 1, goal: .foundWithoutOthers,
      universe: universe)
    return product?.search(budget: &budget) ?? .unknown
  }

  /// A subject of `universe` in which `pattern` is found and so is one of `others`.
  package static func subject(
    matching pattern: RegexAutomaton, andOneOf others: [RegexAutomaton], universe: RegexSubjectUniverse,
    budget: inout Int
  ) -> RegexSubjectSearch {
    var product = Product(
      programs: [pattern.program] + others.map(\.program), firstOther: 1, goal: .foundWithOthers,
      universe: universe)
    return product?.search(budget: &budget) ?? .unknown
  }

  /// What a product search looks for. Program 0 is the pattern; the others are the rest.
  enum Goal {
    /// The pattern is found.
    case found
    /// The pattern is found and no other program is.
    case foundWithoutOthers
    /// The pattern is found and some other program is too.
    case foundWithOthers
  }

  /// The product of several programs, explored breadth first.
  struct Product {
    let programs: [RegexProgram]
    let firstOther: Int
    let goal: Goal
    let alphabet: RegexAlphabet
    let usesWordBoundary: Bool
    /// Where each program's marks start in ``marks``.
    private let markOffsets: [Int]
    private var marks: [Int]
    private var generation = 0
    private var stack: [Int32] = []

    /// A state: flags, then the sorted threads (program << 16 | pc) waiting to be closed.
    private struct State: Hashable {
      var atStart: Bool
      var previousIsWord: Bool
      var matched: Bool
      var othersMatched: Bool
      var threads: [Int32]
    }

    /// The next letter's kind, which is all an assertion needs to know of it.
    private enum Lookahead: Hashable {
      case end
      case letter(isWord: Bool, isTransparent: Bool)
    }

    private struct Closure {
      var consuming: [Int32] = []
      var matched = false
      var othersMatched = false
    }

    init?(programs: [RegexProgram], firstOther: Int, goal: Goal, universe: RegexSubjectUniverse) {
      guard let alphabet = RegexAlphabet(programs: programs, universe: universe) else { return nil }
      self.programs = programs
      self.firstOther = firstOther
      self.goal = goal
      self.alphabet = alphabet
      usesWordBoundary = programs.contains(where: \.usesWordBoundary)
      var offsets: [Int] = []
      var total = 0
      for program in programs {
        offsets.append(total)
        total += program.instructions.count
      }
      markOffsets = offsets
      marks = [Int](repeating: 0, count: total)
    }

    mutating func search(budget: inout Int) -> RegexSubjectSearch {
      var states: [State] = [
        State(atStart: true, previousIsWord: false, matched: false, othersMatched: false, threads: [])
      ]
      var parents: [(state: Int, letter: Int)] = [(-1, -1)]
      var index: [State: Int] = [states[0]: 0]
      var next = 0
      while next < states.count {
        let state = states[next]
        let current = next
        next += 1
        var closures: [Lookahead: Closure] = [:]
        let atEnd = closure(of: state, lookahead: .end, cache: &closures)
        if satisfied(matched: state.matched || atEnd.matched, othersMatched: state.othersMatched || atEnd.othersMatched)
        {
          return .found(subject(endingAt: current, parents: parents))
        }
        for (letterIndex, letter) in alphabet.letters.enumerated() where !state.atStart || letter.mayStart {
          let lookahead = Lookahead.letter(
            isWord: usesWordBoundary && letter.isWord, isTransparent: usesWordBoundary && letter.isTransparent)
          let closed = closure(of: state, lookahead: lookahead, cache: &closures)
          budget -= 1 + closed.consuming.count
          guard budget > 0 else { return .unknown }
          let matched = state.matched || closed.matched
          let othersMatched = state.othersMatched || closed.othersMatched
          if goal == .foundWithoutOthers && othersMatched { continue }
          var threads: [Int32] = []
          for thread in closed.consuming {
            let program = Int(thread >> 16)
            let pc = Int(thread & 0xFFFF)
            if program < firstOther ? matched : othersMatched { continue }
            if letter.accepts(alphabet.predicateIDs[program][pc]) { threads.append(thread + 1) }
          }
          threads.sort()
          var successor = State(
            atStart: false,
            previousIsWord: usesWordBoundary && (letter.isTransparent ? state.previousIsWord : letter.isWord),
            matched: matched, othersMatched: othersMatched, threads: [])
          successor.threads = threads
          if index[successor] != nil { continue }
          states.append(successor)
          parents.append((current, letterIndex))
          index[successor] = states.count - 1
          if goal != .foundWithoutOthers && satisfied(matched: matched, othersMatched: othersMatched) {
            return .found(subject(endingAt: states.count - 1, parents: parents))
          }
          guard states.count <= RegexLanguage.maximumStates else { return .unknown }
        }
      }
      return .none
    }

    private func satisfied(matched: Bool, othersMatched: Bool) -> Bool {
      switch goal {
      case .found: matched
      case .foundWithoutOthers: matched && !othersMatched
      case .foundWithOthers: matched && othersMatched
      }
    }

    /// The subject that leads to state `index`, when every letter on the way has a known scalar.
    private func subject(endingAt index: Int, parents: [(state: Int, letter: Int)]) -> String? {
      var scalars: [Unicode.Scalar] = []
      var current = index
      while parents[current].state >= 0 {
        guard let value = alphabet.letters[parents[current].letter].representative, let scalar = Unicode.Scalar(value)
        else { return nil }
        scalars.append(scalar)
        current = parents[current].state
      }
      return String(String.UnicodeScalarView(scalars.reversed()))
    }

    /// The epsilon closure of the state's threads plus a new start thread of each program that
    /// is still looking, with the assertions decided for `lookahead`.
    private mutating func closure(of state: State, lookahead: Lookahead, cache: inout [Lookahead: Closure]) -> Closure {
      if let known = cache[lookahead] { return known }
      generation += 1
      var result = Closure()
      stack.removeAll(keepingCapacity: true)
      for program in programs.indices.reversed() {
        let done = program < firstOther ? state.matched : state.othersMatched
        if !done { stack.append(Int32(program << 16)) }
      }
      for thread in state.threads.reversed() { stack.append(thread) }
      while let thread = stack.popLast() {
        let program = Int(thread >> 16)
        let pc = Int(thread & 0xFFFF)
        let mark = markOffsets[program] + pc
        guard marks[mark] != generation else { continue }
        marks[mark] = generation
        switch programs[program].instructions[pc] {
        case .match:
          if program < firstOther { result.matched = true } else { result.othersMatched = true }
        case .split(let first, let second):
          stack.append(Int32(program << 16 | second))
          stack.append(Int32(program << 16 | first))
        case .jump(let target): stack.append(Int32(program << 16 | target))
        case .assertion(let assertion):
          if holds(assertion, state: state, lookahead: lookahead) { stack.append(thread + 1) }
        case .scalar, .foldedScalar, .characterClass, .anyExceptLineTerminator:
          result.consuming.append(thread)
        }
      }
      cache[lookahead] = result
      return result
    }

    private func holds(_ assertion: RegexAssertion, state: State, lookahead: Lookahead) -> Bool {
      switch assertion {
      case .startOfInput: return state.atStart
      // No subject holds a line terminator, so `$` and `\Z` hold only at the end, like `\z`.
      case .endOfInput, .endOfInputOrBeforeFinalLineTerminator: return lookahead == .end
      case .wordBoundary: return isWordBoundary(state: state, lookahead: lookahead)
      case .notWordBoundary: return !isWordBoundary(state: state, lookahead: lookahead)
      }
    }

    private func isWordBoundary(state: State, lookahead: Lookahead) -> Bool {
      switch lookahead {
      case .end: return state.previousIsWord
      case .letter(_, true): return false
      case .letter(let isWord, false): return isWord != state.previousIsWord
      }
    }
  }
}
