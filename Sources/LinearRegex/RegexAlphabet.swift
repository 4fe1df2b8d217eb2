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
  /// One letter: which predicates accept it, and what `\b` and the universe need to know.
  struct Letter {
    /// Bit `i` is set when predicate `i` accepts the letter.
    var accepts: [UInt64]
    var isWord: Bool
    var isTransparent: Bool
    /// Whether a subject may start with it.
    var mayStart: Bool
    /// A scalar of this class, when it is known (always, unless the letter is generic).
    var representative: UInt32?

    func accepts(_ predicate: Int32) -> Bool { accepts[Int(predicate) >> 6] & (1 << UInt64(predicate & 63)) != 0 }
  }

  /// The distinct letters.
  private(set) var letters: [Letter] = []
  /// For each program, for each instruction, its predicate's number (`-1`: it consumes nothing).
  let predicateIDs: [[Int32]]

  private static let lineTerminators: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

  /// The alphabet of `programs` over `universe`; `nil` when the generic letters would be more
  /// than `maximumGenericAssignments` per interval (the question is then left unanswered).
  init?(programs: [RegexProgram], universe: RegexSubjectUniverse, maximumGenericAssignments: Int = 4096) {
    var predicates: [RegexPredicate] = []
    var ids: [[Int32]] = []
    for program in programs {
      ids.append(
        program.instructions.map { instruction in
          guard let predicate = RegexPredicate(instruction, in: program) else { return -1 }
          if let index = predicates.firstIndex(of: predicate) { return Int32(index) }
          predicates.append(predicate)
          return Int32(predicates.count - 1)
        })
    }
    predicateIDs = ids
    let usesWordBoundary = programs.contains(where: \.usesWordBoundary)
    let words = (predicates.count + 63) / 64
    var seen: Set<LetterKey> = []

    func add(_ letter: Letter) {
      let key = LetterKey(
        accepts: letter.accepts, isWord: letter.isWord && usesWordBoundary,
        isTransparent: letter.isTransparent && usesWordBoundary, mayStart: letter.mayStart)
      guard seen.insert(key).inserted else { return }
      letters.append(letter)
    }

    // Scalars evaluated exactly.
    var explicit: Set<UInt32> = Set(0..<0x80).union(universe.firstScalars)
    var rangeBounds: [UInt32] = [0x80, 0xD800, 0xE000, 0x11_0000]
    for predicate in predicates {
      switch predicate {
      case .scalar(let value): explicit.insert(value)
      case .folded(let folded):
        explicit.insert(folded)
        explicit.formUnion(RegexScalarSemantics.caseVariants(folded))
      case .any: break
      case .characterClass(let set):
        for range in set.ranges {
          explicit.insert(range.lowerBound)
          explicit.insert(range.upperBound)
          if range.lowerBound >= 0x80 { rangeBounds.append(range.lowerBound) }
          if range.upperBound >= 0x7F && range.upperBound < 0x10_FFFF { rangeBounds.append(range.upperBound + 1) }
        }
      }
    }
    explicit.subtract(Self.lineTerminators)
    explicit = explicit.filter { Unicode.Scalar($0) != nil }
    for value in explicit.sorted() {
      var accepts = [UInt64](repeating: 0, count: words)
      for (index, predicate) in predicates.enumerated() where predicate.accepts(value) {
        accepts[index >> 6] |= 1 << UInt64(index & 63)
      }
      add(
        Letter(
          accepts: accepts, isWord: RegexScalarSemantics.isWord(value),
          isTransparent: RegexScalarSemantics.isTransparentToWordBoundary(value),
          mayStart: universe.firstScalars.contains(value), representative: value))
    }

    // Every other non-ASCII scalar, interval by interval.
    let bounds = Array(Set(rangeBounds)).sorted()
    guard let assignments = Self.assignments(predicates: predicates, usesWordBoundary: usesWordBoundary),
      assignments.count <= maximumGenericAssignments
    else { return nil }
    for (lower, upper) in zip(bounds, bounds.dropFirst()) where lower >= 0x80 && !(lower >= 0xD800 && lower < 0xE000) {
      let interval = lower..<upper
      let named = explicit.count { interval.contains($0) } + Self.lineTerminators.count { interval.contains($0) }
      guard interval.count > named else { continue }
      for var generic in assignments {
        generic.interval = interval
        var accepts = [UInt64](repeating: 0, count: words)
        for (index, predicate) in predicates.enumerated() where generic.accepts(predicate, id: index) {
          accepts[index >> 6] |= 1 << UInt64(index & 63)
        }
        add(
          Letter(
            accepts: accepts, isWord: generic.isWord, isTransparent: generic.isTransparent, mayStart: false,
            representative: nil))
      }
    }
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
          if digit && !word { continue }
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

  private struct LetterKey: Hashable {
    var accepts: [UInt64]
    var isWord: Bool
    var isTransparent: Bool
    var mayStart: Bool
  }
}
