/// The Unicode character predicates the engine uses, following ICU (and so NSRegularExpression):
/// `\d` is `\p{Nd}`, `\w` is `[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200C\u200D]`, `\s` is `\p{White_Space}`,
/// and line terminators are U+000A–U+000D, U+0085, U+2028 and U+2029. Each has an ASCII fast path.
enum RegexScalarSemantics {
  static func isDigit(_ value: UInt32) -> Bool {
    if value < 0x80 { return value >= 0x30 && value <= 0x39 }
    return scalar(value)?.properties.generalCategory == .decimalNumber
  }

  static func isWord(_ value: UInt32) -> Bool {
    if value < 0x80 {
      return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
        || value == 0x5F
    }
    guard let properties = scalar(value)?.properties else { return false }
    if properties.isAlphabetic || properties.isJoinControl { return true }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
    default: return false
    }
  }

  static func isWhitespace(_ value: UInt32) -> Bool {
    if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
    return scalar(value)?.properties.isWhitespace ?? false
  }

  static func isLineTerminator(_ value: UInt32) -> Bool {
    (value >= 0x0A && value <= 0x0D) || value == 0x85 || value == 0x2028 || value == 0x2029
  }

  /// Whether `\b` looks through this scalar to the one before it (ICU: Grapheme_Extend or general category Cf).
  static func isTransparentToWordBoundary(_ value: UInt32) -> Bool {
    if value < 0x80 { return false }
    guard let properties = scalar(value)?.properties else { return false }
    return properties.isGraphemeExtend || properties.generalCategory == .format
  }

  /// A simple (one scalar to one scalar) case fold: lowercase of uppercase, where each mapping is a single scalar.
  static func caseFold(_ value: UInt32) -> UInt32 {
    if value < 0x80 { return value >= 0x41 && value <= 0x5A ? value + 0x20 : value }
    guard let original = scalar(value) else { return value }
    let upper = singleScalar(original.properties.uppercaseMapping) ?? original
    return (singleScalar(upper.properties.lowercaseMapping) ?? upper).value
  }

  /// The scalar and its simple lowercase, uppercase, titlecase and folded forms (duplicates possible).
  static func caseVariants(_ value: UInt32) -> [UInt32] {
    if value < 0x80 {
      if value >= 0x41 && value <= 0x5A { return [value, value + 0x20] }
      if value >= 0x61 && value <= 0x7A { return [value, value - 0x20] }
      return [value]
    }
    guard let original = scalar(value) else { return [value] }
    var variants = [value, caseFold(value)]
    let properties = original.properties
    for mapping in [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping] {
      if let single = singleScalar(mapping) { variants.append(single.value) }
    }
    return variants
  }

  private static func scalar(_ value: UInt32) -> Unicode.Scalar? { Unicode.Scalar(value) }

  private static func singleScalar(_ string: String) -> Unicode.Scalar? {
    var iterator = string.unicodeScalars.makeIterator()
    guard let first = iterator.next(), iterator.next() == nil else { return nil }
    return first
  }
}
