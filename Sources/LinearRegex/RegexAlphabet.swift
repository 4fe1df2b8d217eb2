/// The letters a product of programs reads (``RegexLanguage``): finitely many classes of
/// scalars such that every scalar of the universe behaves like one of them.
///
/// Every ASCII scalar and every scalar the programs name (their scalars, case folds and
/// variants, class-range ends, the universe's first scalars) is a letter of its own,
/// evaluated exactly as the searcher would. The other non-ASCII scalars are covered by
/// ``RegexGenericScalar`` letters: for each interval between class-range bounds, every
/// assignment of the facts the predicates test (Unicode properties, a case fold, a
/// case-insensitive class), so no behaviour is missed (some may be impossible: that only
/// ever costs an answer, never makes a wrong one). Letters that behave alike are merged.
/// Line terminators are not letters: no subject holds one.
struct RegexAlphabet {
  /// How many letters there are.
  let count: Int
  /// The letters' acceptance bits, ``words`` per letter (flat, so reading them costs no reference counting).
  private let acceptance: [UInt64]
  private let words: Int
  /// Per letter: whether it is a word character, transparent to `\b`, and may start a subject.
  let isWord: [Bool]
  let isTransparent: [Bool]
  let mayStart: [Bool]
  /// Per letter: a scalar of it, when known.
  let representatives: [UInt32?]
  /// For each instruction of each program (from ``offsets``), its predicate's number (`-1`: it consumes nothing).
  private let predicateIDs: [Int32]
  /// Where each program's instructions start in ``predicateIDs``.
  let offsets: [Int]

  /// Whether `letter` is accepted by instruction `pc` of `program` (which must consume).
  func accepts(letter: Int, program: Int, pc: Int) -> Bool {
    let predicate = Int(predicateIDs[offsets[program] + pc])
    return acceptance[letter * words + predicate >> 6] & (1 << UInt64(predicate & 63)) != 0
  }

  private static let lineTerminators: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

  /// The alphabet of `programs` over `universe`; `nil` when the generic letters would be more
  /// than `maximumGenericAssignments` per interval (the question is then left unanswered).
  init?(programs: [RegexProgram], universe: RegexSubjectUniverse, maximumGenericAssignments: Int = 4096) {
    var predicates: [RegexPredicate] = []
    var ids: [Int32] = []
    var offsets: [Int] = []
    for program in programs {
      offsets.append(ids.count)
      for instruction in program.instructions {
        guard let predicate = RegexPredicate(instruction, in: program) else {
          ids.append(-1)
          continue
        }
        if let index = predicates.firstIndex(of: predicate) {
          ids.append(Int32(index))
        } else {
          predicates.append(predicate)
          ids.append(Int32(predicates.count - 1))
        }
      }
    }
    predicateIDs = ids
    self.offsets = offsets
    let usesWordBoundary = programs.contains(where: \.usesWordBoundary)
    let words = (predicates.count + 63) / 64
    var acceptance: [UInt64] = []
    var isWord: [Bool] = []
    var isTransparent: [Bool] = []
    var mayStart: [Bool] = []
    var representatives: [UInt32?] = []
    var known: [UInt64: Int] = [:]
    var scratch = [UInt64](repeating: 0, count: words)

    /// Adds the letter whose acceptance bits are in `scratch`, unless an equal one exists.
    func add(isWord word: Bool, isTransparent transparent: Bool, mayStart start: Bool, representative: UInt32?) {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for value in scratch { hash = (hash ^ value) &* 0x100_0000_01b3 }
      let flags = (word && usesWordBoundary ? 1 : 0) | (transparent && usesWordBoundary ? 2 : 0) | (start ? 4 : 0)
      hash = (hash ^ UInt64(flags)) &* 0x100_0000_01b3
      if let existing = known[hash], isWord[existing] == word || !usesWordBoundary,
        isTransparent[existing] == transparent || !usesWordBoundary, mayStart[existing] == start,
        acceptance[(existing * words)..<((existing + 1) * words)].elementsEqual(scratch)
      {
        return
      }
      known[hash] = isWord.count
      acceptance += scratch
      isWord.append(word)
      isTransparent.append(transparent)
      mayStart.append(start)
      representatives.append(representative)
    }

    // Scalars evaluated exactly: ASCII, and every non-ASCII scalar the programs name.
    var named: Set<UInt32> = Set(universe.firstScalars.filter { $0 >= 0x80 })
    var rangeBounds: [UInt32] = [0x80, 0xD800, 0xE000, 0x11_0000]
    for predicate in predicates {
      switch predicate {
      case .scalar(let value): if value >= 0x80 { named.insert(value) }
      case .folded(let folded):
        for variant in [folded] + RegexScalarSemantics.caseVariants(folded) where variant >= 0x80 {
          named.insert(variant)
        }
      case .any: break
      case .characterClass(let set):
        for range in set.ranges {
          if range.lowerBound >= 0x80 {
            named.insert(range.lowerBound)
            rangeBounds.append(range.lowerBound)
          }
          if range.upperBound >= 0x80 { named.insert(range.upperBound) }
          if range.upperBound >= 0x7F && range.upperBound < 0x10_FFFF { rangeBounds.append(range.upperBound + 1) }
        }
      }
    }
    named.subtract(Self.lineTerminators)
    named = named.filter { Unicode.Scalar($0) != nil }
    // Lowercase letters first, so that merged letters are represented by them ("/welcome", not "/WELCOME").
    let ascii = Array(UInt32(0x61)...0x7A) + (UInt32(0)..<0x80).filter { !(0x61...0x7A).contains($0) }
    let exact = ascii.filter { !Self.lineTerminators.contains($0) } + named.sorted()
    for value in exact {
      for word in scratch.indices { scratch[word] = 0 }
      for (index, predicate) in predicates.enumerated() where predicate.accepts(value) {
        scratch[index >> 6] |= 1 << UInt64(index & 63)
      }
      add(
        isWord: RegexScalarSemantics.isWord(value),
        isTransparent: RegexScalarSemantics.isTransparentToWordBoundary(value),
        mayStart: universe.firstScalars.contains(value), representative: value)
    }

    // Every other non-ASCII scalar, interval by interval.
    let bounds = Array(Set(rangeBounds)).sorted()
    guard let assignments = Self.assignments(predicates: predicates, usesWordBoundary: usesWordBoundary),
      assignments.count <= maximumGenericAssignments
    else { return nil }
    for (lower, upper) in zip(bounds, bounds.dropFirst()) where lower >= 0x80 && !(lower >= 0xD800 && lower < 0xE000) {
      let interval = lower..<upper
      let taken = named.count { interval.contains($0) } + Self.lineTerminators.count { interval.contains($0) }
      guard interval.count > taken else { continue }
      for var generic in assignments {
        generic.interval = interval
        for word in scratch.indices { scratch[word] = 0 }
        for (index, predicate) in predicates.enumerated() where generic.accepts(predicate, id: index) {
          scratch[index >> 6] |= 1 << UInt64(index & 63)
        }
        add(isWord: generic.isWord, isTransparent: generic.isTransparent, mayStart: false, representative: nil)
      }
    }
    count = isWord.count
    self.words = words
    self.acceptance = acceptance
    self.isWord = isWord
    self.isTransparent = isTransparent
    self.mayStart = mayStart
    self.representatives = representatives
  }

  /// Every combination of the facts some predicate (or `\b`) depends on; `nil` when there are
  /// too many free classes to enumerate.
  private static func assignments(predicates: [RegexPredicate], usesWordBoundary: Bool) -> [RegexGenericScalar]? {
    var testsDigit = false
    var testsWord = usesWordBoundary
    var testsWhitespace = false
    var folds: [UInt32?] = [nil]
    var freeClasses: [Int] = []
    for (index, predicate) in predicates.enumerated() {
      switch predicate {
      case .folded(let folded): if !folds.contains(folded) { folds.append(folded) }
      case .characterClass(let set):
        if !RegexGenericScalar.isDerivable(set) {
          freeClasses.append(index)
          continue
        }
        for (property, _) in set.properties {
          switch property {
          case .digit: testsDigit = true
          case .word: testsWord = true
          case .whitespace: testsWhitespace = true
          }
        }
      default: continue
      }
    }
    guard freeClasses.count <= 12 else { return nil }
    // (digit, word, whitespace, transparent), without the impossible ones: a digit is a word
    // character, whitespace is neither.
    var propertySets: [(Bool, Bool, Bool, Bool)] = []
    for digit in testsDigit ? [false, true] : [false] {
      for word in testsWord ? [false, true] : [false] {
        for whitespace in testsWhitespace ? [false, true] : [false] {
          // Only facts that are tested constrain each other (an untested one stays false).
          if digit && testsWord && !word { continue }
          if whitespace && (word || digit) { continue }
          for transparent in usesWordBoundary ? [false, true] : [false] {
            propertySets.append((digit, word, whitespace, transparent))
          }
        }
      }
    }
    var result: [RegexGenericScalar] = []
    for properties in propertySets {
      for fold in folds {
        for mask in 0..<(1 << freeClasses.count) {
          var generic = RegexGenericScalar(interval: 0x80..<0x81)
          (generic.isDigit, generic.isWord, generic.isWhitespace, generic.isTransparent) = properties
          generic.fold = fold
          for (bit, index) in freeClasses.enumerated() { generic.freeClasses[index] = mask & (1 << bit) != 0 }
          result.append(generic)
        }
      }
    }
    return result
  }
}
