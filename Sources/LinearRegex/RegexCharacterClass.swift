/// A set of scalars: explicit ranges plus (possibly negated) properties, optionally negated as a whole and
/// optionally case-insensitive. ASCII membership is precomputed into a 128-bit table.
struct RegexCharacterClass: Sendable, Equatable {
  /// Sorted, non-overlapping, non-adjacent ranges.
  let ranges: [ClosedRange<UInt32>]
  let properties: [(property: RegexClassProperty, negated: Bool)]
  let negated: Bool
  let caseInsensitive: Bool
  private let asciiLow: UInt64
  private let asciiHigh: UInt64

  /// The number of scalars `ranges` covers.
  static func scalarCount(_ ranges: [ClosedRange<UInt32>]) -> Int {
    ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 }
  }

  /// Makes a class. With `closeUnderCase` (only meaningful when case-insensitive), each explicit member's case
  /// variants are added, so that e.g. `(?i)[ſ]` matches `s`; the subject's own variants are always checked.
  init(
    ranges: [ClosedRange<UInt32>], properties: [(property: RegexClassProperty, negated: Bool)] = [],
    negated: Bool = false, caseInsensitive: Bool = false, closeUnderCase: Bool = false
  ) {
    var members = ranges
    if caseInsensitive && closeUnderCase {
      for range in ranges {
        for value in range {
          for variant in RegexScalarSemantics.caseVariants(value) where variant != value {
            members.append(variant...variant)
          }
        }
      }
    }
    self.ranges = Self.normalized(members)
    self.properties = properties
    self.negated = negated
    self.caseInsensitive = caseInsensitive
    var low: UInt64 = 0
    var high: UInt64 = 0
    for value in UInt32(0)..<128 {
      guard
        Self.slowContains(
          value, ranges: self.ranges, properties: properties, negated: negated,
          caseInsensitive: caseInsensitive)
      else { continue }
      if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
    }
    asciiLow = low
    asciiHigh = high
  }

  /// A class holding one property (`\d`, `\W`, …).
  init(property: RegexClassProperty, negated: Bool) {
    self.init(ranges: [], properties: [(property, negated)])
  }

  func contains(_ value: UInt32) -> Bool {
    if value < 64 { return asciiLow & (1 << UInt64(value)) != 0 }
    if value < 128 { return asciiHigh & (1 << UInt64(value - 64)) != 0 }
    return Self.slowContains(
      value, ranges: ranges, properties: properties, negated: negated,
      caseInsensitive: caseInsensitive)
  }

  /// Whether the class can only match ASCII scalars, and which (used to find candidate first bytes).
  var asciiOnlyMembers: [UInt8]? {
    guard !negated, properties.isEmpty, let last = ranges.last, last.upperBound < 128 else { return nil }
    return (UInt8(0)..<128).filter { contains(UInt32($0)) }
  }

  static func == (left: RegexCharacterClass, right: RegexCharacterClass) -> Bool {
    left.ranges == right.ranges && left.negated == right.negated && left.caseInsensitive == right.caseInsensitive
      && left.properties.elementsEqual(right.properties) { $0.property == $1.property && $0.negated == $1.negated }
  }

  private static func slowContains(
    _ value: UInt32, ranges: [ClosedRange<UInt32>], properties: [(property: RegexClassProperty, negated: Bool)],
    negated: Bool, caseInsensitive: Bool
  ) -> Bool {
    func positive(_ candidate: UInt32) -> Bool {
      if rangesContain(ranges, candidate) { return true }
      return properties.contains { $0.property.contains(candidate) != $0.negated }
    }
    var found = positive(value)
    if !found && caseInsensitive {
      found = RegexScalarSemantics.caseVariants(value).contains { $0 != value && positive($0) }
    }
    return found != negated
  }

  private static func rangesContain(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound < value {
        low = middle + 1
      } else if ranges[middle].lowerBound > value {
        high = middle
      } else {
        return true
      }
    }
    return false
  }

  private static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
    var result: [ClosedRange<UInt32>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound + 1 {
        result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }
}
