/// A Unicode property class usable on its own (`\d`) or inside brackets (`[\d_]`).
enum RegexClassProperty: Sendable, Equatable {
  case digit
  case word
  case whitespace

  func contains(_ value: UInt32) -> Bool {
    switch self {
    case .digit: return RegexScalarSemantics.isDigit(value)
    case .word: return RegexScalarSemantics.isWord(value)
    case .whitespace: return RegexScalarSemantics.isWhitespace(value)
    }
  }
}
