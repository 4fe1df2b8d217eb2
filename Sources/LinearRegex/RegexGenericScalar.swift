/// What may be true of a scalar outside the ones ``RegexAlphabet`` evaluates one by one
/// (every ASCII scalar and every scalar a pattern names): a non-ASCII scalar of one
/// interval between class-range bounds, whose Unicode properties and case fold are not
/// enumerated. Each assignment of the facts that predicates depend on is one possible
/// behaviour; the alphabet tries them all, so it over-approximates what such scalars
/// can do, which keeps every "no subject does X" answer sound.
struct RegexGenericScalar {
  /// The interval the scalar lies in (non-ASCII, no surrogate).
  var interval: Range<UInt32>
  var isDigit = false
  var isWord = false
  var isWhitespace = false
  var isTransparent = false
  /// The case fold, when it is one of the values a `folded` predicate tests; `nil`: none of them.
  var fold: UInt32?
  /// The value taken by each case-insensitive class whose membership cannot be derived.
  var freeClasses: [Int: Bool] = [:]

  /// Whether `predicate` (number `id`) accepts this scalar.
  func accepts(_ predicate: RegexPredicate, id: Int) -> Bool {
    switch predicate {
    case .scalar: return false
    case .folded(let folded): return fold == folded
    case .any: return true
    case .characterClass(let set):
      if let free = freeClasses[id] { return free }
      if set.caseInsensitive { return set.negated }
      let inRanges = set.ranges.contains { $0.contains(interval.lowerBound) }
      let inProperties = set.properties.contains { has($0.property) != $0.negated }
      return (inRanges || inProperties) != set.negated
    }
  }

  private func has(_ property: RegexClassProperty) -> Bool {
    switch property {
    case .digit: isDigit
    case .word: isWord
    case .whitespace: isWhitespace
    }
  }

  /// Whether a case-insensitive class has a membership this abstraction can derive without
  /// Unicode tables: no properties and only ASCII non-letters (no scalar has those as a case
  /// variant), so a non-ASCII scalar is a member only when the class is negated.
  static func isDerivable(_ set: RegexCharacterClass) -> Bool {
    guard set.caseInsensitive else { return true }
    return set.properties.isEmpty
      && set.ranges.allSatisfy { range in
        range.upperBound < 0x80 && !range.contains { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
      }
  }
}
