/// Parses a pattern (ICU/Java syntax subset) into a ``RegexNode``.
///
/// The parser is iterative: open groups live on an explicit stack capped at ``RegexLimits/maximumNestingDepth``,
/// so hostile nesting fails with an error instead of exhausting the call stack.
struct RegexParser {
  private let pattern: String
  private let scalars: [UInt32]
  private var position = 0
  private var caseInsensitive = false
  private var groups: [OpenGroup] = []
  /// How many more class members may be closed under case mapping; it bounds the compile-time work a
  /// pattern full of large case-insensitive classes could cause. Classes beyond it skip the closure.
  private var caseClosureBudget = 4096

  /// A group being parsed: finished alternatives, the current branch, and what to restore when it closes.
  private struct OpenGroup {
    var branches: [RegexNode] = []
    var items: [RegexNode] = []
    var lastItemIsQuantifiable = false
    let caseInsensitiveOnOpen: Bool
    let offset: Int
  }

  init(_ pattern: String, caseInsensitive: Bool = false) {
    self.pattern = pattern
    self.caseInsensitive = caseInsensitive
    self.scalars = pattern.unicodeScalars.map(\.value)
  }

  /// Parses the whole pattern.
  static func parse(_ pattern: String, caseInsensitive: Bool = false) throws(RegexSyntaxError) -> RegexNode {
    var parser = RegexParser(pattern, caseInsensitive: caseInsensitive)
    return try parser.parseAll()
  }

  private mutating func parseAll() throws(RegexSyntaxError) -> RegexNode {
    groups = [OpenGroup(caseInsensitiveOnOpen: caseInsensitive, offset: 0)]
    while let scalar = next() {
      let start = position - 1
      switch scalar {
      case ascii("("): try openGroup(at: start)
      case ascii(")"): try closeGroup(at: start)
      case ascii("|"):
        let branch = RegexNode.sequence(groups[groups.count - 1].items)
        groups[groups.count - 1].branches.append(branch)
        groups[groups.count - 1].items = []
        groups[groups.count - 1].lastItemIsQuantifiable = false
      case ascii("*"): try quantify(minimum: 0, maximum: nil, from: start)
      case ascii("+"): try quantify(minimum: 1, maximum: nil, from: start)
      case ascii("?"): try quantify(minimum: 0, maximum: 1, from: start)
      case ascii("{"):
        let (minimum, maximum) = try countedRepetition(from: start)
        try quantify(minimum: minimum, maximum: maximum, from: start)
      case ascii("["): append(try characterClass(from: start))
      case ascii("."): append(.anyExceptLineTerminator)
      case ascii("^"): append(.assertion(.startOfInput))
      case ascii("$"): append(.assertion(.endOfInputOrBeforeFinalLineTerminator))
      case ascii("\\"):
        switch try escape(from: start, inClass: false) {
        case .scalar(let value): append(.scalar(value, caseInsensitive: caseInsensitive))
        case .property(let property, let negated):
          append(.characterClass(RegexCharacterClass(property: property, negated: negated)))
        case .assertion(let assertion): append(.assertion(assertion))
        case .quoted(let values):
          for value in values { append(.scalar(value, caseInsensitive: caseInsensitive)) }
        }
      default: append(.scalar(scalar, caseInsensitive: caseInsensitive))
      }
    }
    guard groups.count == 1 else { throw failure(.unclosedGroup, at: groups[groups.count - 1].offset) }
    return finish(groups[0])
  }

  // MARK: Groups

  private mutating func openGroup(at start: Int) throws(RegexSyntaxError) {
    var newCaseInsensitive = caseInsensitive
    if peek() == ascii("?") {
      position += 1
      switch next() {
      case ascii(":"): break
      case ascii("="): throw failure(.needsBacktracking(feature: "lookahead '(?='"), at: start)
      case ascii("!"): throw failure(.needsBacktracking(feature: "negative lookahead '(?!'"), at: start)
      case ascii(">"): throw failure(.needsBacktracking(feature: "atomic group '(?>'"), at: start)
      case ascii("#"):
        while let scalar = next() { if scalar == ascii(")") { return } }
        throw failure(.unclosedComment, at: start)
      case ascii("<"):
        if peek() == ascii("=") { throw failure(.needsBacktracking(feature: "lookbehind '(?<='"), at: start) }
        if peek() == ascii("!") {
          throw failure(.needsBacktracking(feature: "negative lookbehind '(?<!'"), at: start)
        }
        try groupName(from: start)
      case let scalar?:
        position -= 1
        guard isFlagCharacter(scalar) else { throw failure(.unknownGroupSyntax(text(start, position + 1)), at: start) }
        var enable = true
        while let flag = next() {
          switch flag {
          case ascii("-"): enable = false
          case ascii("i"): newCaseInsensitive = enable
          case ascii(")"):
            caseInsensitive = newCaseInsensitive
            groups[groups.count - 1].lastItemIsQuantifiable = false
            return
          case ascii(":"):
            try push(at: start, caseInsensitive: newCaseInsensitive)
            return
          default:
            guard isFlagCharacter(flag) else {
              throw failure(.unknownGroupSyntax(text(start, position)), at: start)
            }
            throw failure(.unsupportedFlag(Character(text(position - 1, position))), at: position - 1)
          }
        }
        throw failure(.unclosedGroup, at: start)
      case nil: throw failure(.unclosedGroup, at: start)
      }
    }
    try push(at: start, caseInsensitive: newCaseInsensitive)
  }

  private mutating func push(at start: Int, caseInsensitive newCaseInsensitive: Bool) throws(RegexSyntaxError) {
    guard groups.count <= RegexLimits.maximumNestingDepth else { throw failure(.nestingTooDeep, at: start) }
    groups.append(OpenGroup(caseInsensitiveOnOpen: caseInsensitive, offset: start))
    caseInsensitive = newCaseInsensitive
  }

  private mutating func closeGroup(at start: Int) throws(RegexSyntaxError) {
    guard groups.count > 1, let group = groups.popLast() else {
      throw failure(.unbalancedClosingParenthesis, at: start)
    }
    caseInsensitive = group.caseInsensitiveOnOpen
    append(finish(group))
  }

  /// Reads `name>` after `(?<`, checking the name.
  private mutating func groupName(from start: Int) throws(RegexSyntaxError) {
    let nameStart = position
    while let scalar = next() {
      guard scalar != ascii(">") else {
        let name = text(nameStart, position - 1)
        let valid = name.unicodeScalars.enumerated().allSatisfy { index, character in
          character.isASCII && (isASCIILetter(character.value) || (index > 0 && isDigit(character.value)))
        }
        guard valid, !name.isEmpty else { throw failure(.invalidGroupName(name), at: nameStart) }
        return
      }
    }
    throw failure(.unclosedGroup, at: start)
  }

  private func finish(_ group: OpenGroup) -> RegexNode {
    RegexNode.choice(group.branches + [RegexNode.sequence(group.items)])
  }

  private mutating func append(_ node: RegexNode) {
    groups[groups.count - 1].items.append(node)
    groups[groups.count - 1].lastItemIsQuantifiable = true
  }

  // MARK: Quantifiers

  private mutating func quantify(minimum: Int, maximum: Int?, from start: Int) throws(RegexSyntaxError) {
    if peek() == ascii("+") {
      throw failure(.needsBacktracking(feature: "possessive quantifier '\(text(start, position + 1))'"), at: start)
    }
    if peek() == ascii("?") { position += 1 }
    let index = groups.count - 1
    guard groups[index].lastItemIsQuantifiable, let item = groups[index].items.popLast() else {
      throw failure(.nothingToRepeat(text(start, position)), at: start)
    }
    groups[index].items.append(.repetition(item, minimum: minimum, maximum: maximum))
    groups[index].lastItemIsQuantifiable = false
  }

  /// Reads `n}`, `n,}` or `n,m}` after `{`.
  private mutating func countedRepetition(from start: Int) throws(RegexSyntaxError) -> (Int, Int?) {
    guard let minimum = try count(from: start) else { throw failure(.malformedRepetition, at: start) }
    var maximum: Int? = minimum
    if peek() == ascii(",") {
      position += 1
      maximum = try count(from: start)
    }
    guard next() == ascii("}") else { throw failure(.malformedRepetition, at: start) }
    if let maximum, maximum < minimum {
      throw failure(.repetitionBoundsOutOfOrder(minimum: minimum, maximum: maximum), at: start)
    }
    return (minimum, maximum)
  }

  private mutating func count(from start: Int) throws(RegexSyntaxError) -> Int? {
    var value: Int?
    while let scalar = peek(), isDigit(scalar) {
      position += 1
      value = (value ?? 0) * 10 + Int(scalar - ascii("0"))
      if let value, value > RegexLimits.maximumRepetitionCount { throw failure(.repetitionTooLarge, at: start) }
    }
    return value
  }

  // MARK: Character classes

  private mutating func characterClass(from start: Int) throws(RegexSyntaxError) -> RegexNode {
    var negated = false
    if peek() == ascii("^") {
      negated = true
      position += 1
    }
    var ranges: [ClosedRange<UInt32>] = []
    var properties: [(property: RegexClassProperty, negated: Bool)] = []
    var first = true
    while true {
      guard let scalar = next() else { throw failure(.unterminatedCharacterClass, at: start) }
      let itemStart = position - 1
      if scalar == ascii("]") && !first { break }
      first = false
      if scalar == ascii("[") { throw failure(.nestedCharacterClass, at: itemStart) }
      if (scalar == ascii("&") || scalar == ascii("-")) && peek() == scalar {
        throw failure(.characterClassSetOperation(text(itemStart, itemStart + 2)), at: itemStart)
      }
      var lower = scalar
      if scalar == ascii("\\") {
        switch try escape(from: itemStart, inClass: true) {
        case .scalar(let value): lower = value
        case .property(let property, let negated):
          properties.append((property, negated))
          continue
        case .assertion, .quoted: throw failure(.unsupportedEscape(text(itemStart, position)), at: itemStart)
        }
      }
      guard peek() == ascii("-"), position + 1 < scalars.count, scalars[position + 1] != ascii("]") else {
        ranges.append(lower...lower)
        continue
      }
      position += 1
      let upperStart = position
      var upper = scalars[position]
      position += 1
      if upper == ascii("[") { throw failure(.nestedCharacterClass, at: upperStart) }
      if upper == ascii("\\") {
        guard case .scalar(let value) = try escape(from: upperStart, inClass: true) else {
          throw failure(.classEscapeInRange, at: upperStart)
        }
        upper = value
      }
      guard lower <= upper else { throw failure(.invalidClassRange(lower: lower, upper: upper), at: itemStart) }
      ranges.append(lower...upper)
    }
    var closeUnderCase = false
    if caseInsensitive {
      let members = RegexCharacterClass.scalarCount(ranges)
      closeUnderCase = members <= caseClosureBudget
      if closeUnderCase { caseClosureBudget -= members }
    }
    let set = RegexCharacterClass(
      ranges: ranges, properties: properties, negated: negated, caseInsensitive: caseInsensitive,
      closeUnderCase: closeUnderCase)
    return .characterClass(set)
  }

  // MARK: Escapes

  private enum Escape {
    case scalar(UInt32)
    case property(RegexClassProperty, negated: Bool)
    case assertion(RegexAssertion)
    case quoted([UInt32])
  }

  /// Reads what follows a `\` at `start`.
  private mutating func escape(from start: Int, inClass: Bool) throws(RegexSyntaxError) -> Escape {
    guard let scalar = next() else { throw failure(.trailingBackslash, at: start) }
    switch scalar {
    case ascii("d"), ascii("D"): return .property(.digit, negated: scalar == ascii("D"))
    case ascii("w"), ascii("W"): return .property(.word, negated: scalar == ascii("W"))
    case ascii("s"), ascii("S"): return .property(.whitespace, negated: scalar == ascii("S"))
    case ascii("t"): return .scalar(0x09)
    case ascii("n"): return .scalar(0x0A)
    case ascii("r"): return .scalar(0x0D)
    case ascii("f"): return .scalar(0x0C)
    case ascii("a"): return .scalar(0x07)
    case ascii("e"): return .scalar(0x1B)
    case ascii("x"):
      if peek() == ascii("{") {
        position += 1
        let value = try hexadecimal(from: start, minimumDigits: 1, maximumDigits: 8)
        guard next() == ascii("}") else { throw failure(.malformedEscape(text(start, position)), at: start) }
        return .scalar(try scalarValue(value, from: start))
      }
      return .scalar(try scalarValue(hexadecimal(from: start, minimumDigits: 2, maximumDigits: 2), from: start))
    case ascii("u"):
      return .scalar(try scalarValue(hexadecimal(from: start, minimumDigits: 4, maximumDigits: 4), from: start))
    case ascii("U"):
      return .scalar(try scalarValue(hexadecimal(from: start, minimumDigits: 8, maximumDigits: 8), from: start))
    case ascii("0"):
      var value: UInt32 = 0
      var digits = 0
      while digits < 3, let digit = peek(), digit >= ascii("0"), digit <= ascii("7"), value * 8 + digit - 0x30 <= 0o377
      {
        value = value * 8 + digit - ascii("0")
        digits += 1
        position += 1
      }
      guard digits > 0 else { throw failure(.malformedEscape("\\0"), at: start) }
      return .scalar(value)
    case ascii("c"):
      guard let control = next(), control >= 0x40, control < 0x80 else {
        throw failure(.malformedEscape(text(start, position)), at: start)
      }
      return .scalar(control ^ 0x40)
    case ascii("b"), ascii("B"), ascii("A"), ascii("z"), ascii("Z"):
      guard !inClass else { throw failure(.unsupportedEscape(text(start, position) + " inside a class"), at: start) }
      switch scalar {
      case ascii("b"): return .assertion(.wordBoundary)
      case ascii("B"): return .assertion(.notWordBoundary)
      case ascii("A"): return .assertion(.startOfInput)
      case ascii("z"): return .assertion(.endOfInput)
      default: return .assertion(.endOfInputOrBeforeFinalLineTerminator)
      }
    case ascii("Q"):
      guard !inClass else { throw failure(.unsupportedEscape("\\Q inside a class"), at: start) }
      var values: [UInt32] = []
      while let quoted = next() {
        if quoted == ascii("\\") && peek() == ascii("E") {
          position += 1
          break
        }
        values.append(quoted)
      }
      return .quoted(values)
    case ascii("1")...ascii("9"):
      throw failure(.needsBacktracking(feature: "backreference '\(text(start, position))'"), at: start)
    case ascii("k"):
      throw failure(.needsBacktracking(feature: "named backreference '\\k'"), at: start)
    case ascii("p"), ascii("P"):
      throw failure(.unsupportedEscape("\(text(start, position)){…} (Unicode property)"), at: start)
    default:
      if isASCIILetter(scalar) || isDigit(scalar) {
        throw failure(.unsupportedEscape(text(start, position)), at: start)
      }
      return .scalar(scalar)
    }
  }

  private mutating func hexadecimal(from start: Int, minimumDigits: Int, maximumDigits: Int) throws(RegexSyntaxError)
    -> UInt32
  {
    var value: UInt32 = 0
    var digits = 0
    while digits < maximumDigits, let scalar = peek(), let digit = hexDigit(scalar) {
      value = value << 4 | digit
      digits += 1
      position += 1
    }
    guard digits >= minimumDigits else { throw failure(.malformedEscape(text(start, position)), at: start) }
    return value
  }

  private func scalarValue(_ value: UInt32, from start: Int) throws(RegexSyntaxError) -> UInt32 {
    guard Unicode.Scalar(value) != nil else { throw failure(.invalidCodePoint(value), at: start) }
    return value
  }

  // MARK: Reading

  private mutating func next() -> UInt32? {
    guard position < scalars.count else { return nil }
    position += 1
    return scalars[position - 1]
  }

  private func peek() -> UInt32? { position < scalars.count ? scalars[position] : nil }

  private func text(_ start: Int, _ end: Int) -> String {
    let clamped = min(max(end, start), scalars.count)
    var view = String.UnicodeScalarView()
    for value in scalars[start..<clamped] { if let scalar = Unicode.Scalar(value) { view.append(scalar) } }
    return String(view)
  }

  /// The error for `problem` at scalar offset `scalarOffset`, reported as a `Character` offset.
  private func failure(_ problem: RegexSyntaxProblem, at scalarOffset: Int) -> RegexSyntaxError {
    RegexSyntaxError(problem, offset: text(0, scalarOffset).count)
  }

  private func ascii(_ character: Unicode.Scalar) -> UInt32 { character.value }
  private func isDigit(_ value: UInt32) -> Bool { value >= 0x30 && value <= 0x39 }
  private func isASCIILetter(_ value: UInt32) -> Bool { (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }
  private func isFlagCharacter(_ value: UInt32) -> Bool { (value >= 0x61 && value <= 0x7A) || value == ascii("-") }

  private func hexDigit(_ value: UInt32) -> UInt32? {
    switch value {
    case 0x30...0x39: return value - 0x30
    case 0x41...0x46: return value - 0x41 + 10
    case 0x61...0x66: return value - 0x61 + 10
    default: return nil
    }
  }
}
