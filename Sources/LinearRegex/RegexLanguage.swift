/// Questions about the subjects in which patterns are found, answered with the engine's
/// own automata: each pattern's compiled program (a Thompson NFA), determinised on the
/// fly and run in product with the others over a finite ``RegexAlphabet``, exploring
/// every reachable combination of their thread sets. Searching is
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
    search(.found, pattern, [], universe, &budget)
  }

  /// A subject of `universe` in which `pattern` is found and none of `others` is.
  package static func subject(
    matching pattern: RegexAutomaton, noneOf others: [RegexAutomaton], universe: RegexSubjectUniverse,
    budget: inout Int
  ) -> RegexSubjectSearch {
    search(.foundWithoutOthers, pattern, others, universe, &budget)
  }

  /// A subject of `universe` in which `pattern` is found and so is one of `others`.
  package static func subject(
    matching pattern: RegexAutomaton, andOneOf others: [RegexAutomaton], universe: RegexSubjectUniverse,
    budget: inout Int
  ) -> RegexSubjectSearch {
    search(.foundWithOthers, pattern, others, universe, &budget)
  }

  /// Explores the product of `pattern` and `others` for a subject that meets `goal`.
  private static func search(
    _ goal: Goal, _ pattern: RegexAutomaton, _ others: [RegexAutomaton], _ universe: RegexSubjectUniverse,
    _ budget: inout Int
  ) -> RegexSubjectSearch {
    var product = Product(
      programs: [pattern.program] + others.map(\.program), firstOther: 1, goal: goal, universe: universe)
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
    private var marks: RegexClosureMarks
    private var stack: [Int32] = []

    /// A state: flags, then the sorted threads (program << 16 | pc) waiting to be closed.
    /// Hashed once, when it is made (states are looked up far more often than made).
    private struct State: Hashable {
      let atStart: Bool
      let previousIsWord: Bool
      let matched: Bool
      let othersMatched: Bool
      let threads: [Int32]
      private let hash: Int

      init(atStart: Bool, previousIsWord: Bool, matched: Bool, othersMatched: Bool, threads: [Int32]) {
        self.atStart = atStart
        self.previousIsWord = previousIsWord
        self.matched = matched
        self.othersMatched = othersMatched
        self.threads = threads
        let flags = (atStart ? 1 : 0) | (previousIsWord ? 2 : 0) | (matched ? 4 : 0) | (othersMatched ? 8 : 0)
        var value = (0xcbf2_9ce4_8422_2325 ^ UInt64(flags)) &* 0x100_0000_01b3
        for element in threads { value = (value ^ UInt64(UInt32(bitPattern: element))) &* 0x100_0000_01b3 }
        hash = Int(truncatingIfNeeded: value)
      }

      static func == (left: State, right: State) -> Bool {
        left.hash == right.hash && left.atStart == right.atStart && left.previousIsWord == right.previousIsWord
          && left.matched == right.matched && left.othersMatched == right.othersMatched
          && left.threads == right.threads
      }

      func hash(into hasher: inout Hasher) { hasher.combine(hash) }
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
      marks = RegexClosureMarks(programs: programs)
    }

    mutating func search(budget: inout Int) -> RegexSubjectSearch {
      if goal == .found, let subject = walk(budget: &budget) { return .found(subject) }
      var states: [State] = [
        State(atStart: true, previousIsWord: false, matched: false, othersMatched: false, threads: [])
      ]
      var parents: [(state: Int, letter: Int)] = [(-1, -1)]
      var index: [State: Int] = [states[0]: 0]
      // Breadth first, except when looking for any subject of one pattern: then depth first,
      // following the letters that advance the pattern furthest, which finds one in a few steps.
      let depthFirst = goal == .found
      var frontier = [0]
      var head = 0
      var made: [(progress: Int, state: Int)] = []
      // Per state: its closures by lookahead slot, and the successors made so far (letters that the
      // same threads accept, with the same lookahead, lead to the same state).
      var closures = [Closure?](repeating: nil, count: 5)
      var successors: [(hash: UInt64, slot: Int, threads: [Int32])] = []
      var accepted: [Int32] = []
      while head < frontier.count {
        let current: Int
        if depthFirst {
          current = frontier.removeLast()
        } else {
          current = frontier[head]
          head += 1
        }
        let state = states[current]
        made.removeAll(keepingCapacity: true)
        for slot in closures.indices { closures[slot] = nil }
        let atEnd = closure(of: state, lookahead: .end, cache: &closures)
        if satisfied(matched: state.matched || atEnd.matched, othersMatched: state.othersMatched || atEnd.othersMatched)
        {
          return .found(alphabet.subject(endingAt: current, parents: parents))
        }
        successors.removeAll(keepingCapacity: true)
        for letterIndex in 0..<alphabet.count where !state.atStart || alphabet.mayStart[letterIndex] {
          let letterIsWord = alphabet.isWord[letterIndex]
          let letterIsTransparent = alphabet.isTransparent[letterIndex]
          let lookahead = RegexLookahead(letter: letterIndex, of: alphabet, usesWordBoundary: usesWordBoundary)
          let closed = closure(of: state, lookahead: lookahead, cache: &closures)
          budget -= 1 + closed.consuming.count
          guard budget > 0 else { return .unknown }
          let matched = state.matched || closed.matched
          let othersMatched = state.othersMatched || closed.othersMatched
          if goal == .foundWithoutOthers && othersMatched { continue }
          // Letters that the same threads accept, with the same lookahead, lead to the same state.
          accepted.removeAll(keepingCapacity: true)
          var signatureHash = UInt64(lookahead.slot) &+ 0xcbf2_9ce4_8422_2325
          for thread in closed.consuming {
            let program = Int(thread >> 16)
            let pc = Int(thread & 0xFFFF)
            if program < firstOther ? matched : othersMatched { continue }
            if alphabet.accepts(letter: letterIndex, program: program, pc: pc) {
              accepted.append(thread + 1)
              signatureHash = (signatureHash ^ UInt64(UInt32(bitPattern: thread))) &* 0x100_0000_01b3
            }
          }
          if successors.contains(where: {
            $0.hash == signatureHash && $0.slot == lookahead.slot && $0.threads == accepted
          }) {
            continue
          }
          successors.append((signatureHash, lookahead.slot, accepted))
          let successor = State(
            atStart: false,
            previousIsWord: usesWordBoundary && (letterIsTransparent ? state.previousIsWord : letterIsWord),
            matched: matched, othersMatched: othersMatched, threads: accepted.sorted())
          if index[successor] != nil { continue }
          states.append(successor)
          parents.append((current, letterIndex))
          index[successor] = states.count - 1
          made.append((Int(accepted.max() ?? 0), states.count - 1))
          if goal != .foundWithoutOthers && satisfied(matched: matched, othersMatched: othersMatched) {
            return .found(alphabet.subject(endingAt: states.count - 1, parents: parents))
          }
          guard states.count <= RegexLanguage.maximumStates else { return .unknown }
        }
        if depthFirst {
          made.sort { $0.progress < $1.progress }
          frontier += made.map(\.state)
        } else {
          frontier += made.map(\.state)
        }
      }
      return .none
    }

    /// One walk that always takes the letter advancing the pattern furthest (a known scalar
    /// only), stopping at a state seen before: finds a subject of most patterns in as many
    /// steps as the subject has scalars, without storing the states around the path.
    private mutating func walk(budget: inout Int) -> String?? {
      var state = State(atStart: true, previousIsWord: false, matched: false, othersMatched: false, threads: [])
      var seen: Set<State> = [state]
      var scalars = String.UnicodeScalarView()
      var closures = [Closure?](repeating: nil, count: 5)
      var accepted: [Int32] = []
      while true {
        for slot in closures.indices { closures[slot] = nil }
        if state.matched || closure(of: state, lookahead: .end, cache: &closures).matched { return String(scalars) }
        var best: (progress: Int32, letter: Int, matched: Bool, threads: [Int32])?
        for letter in 0..<alphabet.count where !state.atStart || alphabet.mayStart[letter] {
          guard alphabet.representatives[letter] != nil else { continue }
          let lookahead = RegexLookahead(letter: letter, of: alphabet, usesWordBoundary: usesWordBoundary)
          let closed = closure(of: state, lookahead: lookahead, cache: &closures)
          budget -= 1 + closed.consuming.count
          guard budget > 0 else { return nil }
          if closed.matched, let value = alphabet.representatives[letter], let scalar = Unicode.Scalar(value) {
            // Matched here, with this letter next: the subject goes on with it.
            scalars.append(scalar)
            return String(scalars)
          }
          accepted.removeAll(keepingCapacity: true)
          for thread in closed.consuming
          where alphabet.accepts(letter: letter, program: Int(thread >> 16), pc: Int(thread & 0xFFFF)) {
            accepted.append(thread + 1)
          }
          let progress = accepted.max() ?? -1
          if best == nil || progress > best!.progress { best = (progress, letter, false, accepted) }
        }
        guard let chosen = best, chosen.progress >= 0, let value = alphabet.representatives[chosen.letter],
          let scalar = Unicode.Scalar(value)
        else { return nil }
        scalars.append(scalar)
        let letterIsWord = alphabet.isWord[chosen.letter]
        state = State(
          atStart: false,
          previousIsWord: usesWordBoundary
            && (alphabet.isTransparent[chosen.letter] ? state.previousIsWord : letterIsWord),
          matched: chosen.matched, othersMatched: false, threads: chosen.threads.sorted())
        guard seen.insert(state).inserted else { return nil }
      }
    }

    private func satisfied(matched: Bool, othersMatched: Bool) -> Bool {
      switch goal {
      case .found: matched
      case .foundWithoutOthers: matched && !othersMatched
      case .foundWithOthers: matched && othersMatched
      }
    }

    /// The epsilon closure of the state's threads plus a new start thread of each program that
    /// is still looking, with the assertions decided for `lookahead`.
    private mutating func closure(of state: State, lookahead: RegexLookahead, cache: inout [Closure?]) -> Closure {
      if let known = cache[lookahead.slot] { return known }
      marks.beginClosure()
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
        guard marks.reach(program: program, pc: pc) else { continue }
        switch programs[program].instructions[pc] {
        case .match:
          if program < firstOther { result.matched = true } else { result.othersMatched = true }
        case .split(let first, let second):
          stack.append(Int32(program << 16 | second))
          stack.append(Int32(program << 16 | first))
        case .jump(let target): stack.append(Int32(program << 16 | target))
        case .assertion(let assertion):
          if lookahead.allows(assertion, atStart: state.atStart, previousIsWord: state.previousIsWord) {
            stack.append(thread + 1)
          }
        case .scalar, .foldedScalar, .characterClass, .anyExceptLineTerminator:
          result.consuming.append(thread)
        }
      }
      cache[lookahead.slot] = result
      return result
    }
  }
}
