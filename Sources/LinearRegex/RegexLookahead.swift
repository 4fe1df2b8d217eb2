/// What a product exploration (``RegexLanguage``'s products, ``RegexProductExplorer``) knows of
/// the next letter while it closes a state's threads: the end of the subject, or a letter's kind.
/// That is all an assertion needs, so both explorations decide `^`, `$`, `\b` and `\B` here.
enum RegexLookahead: Hashable {
  /// The subject ends here.
  case end
  /// A letter follows: a word letter or not, and transparent (a letter `\b` looks through) or not.
  case letter(isWord: Bool, isTransparent: Bool)

  /// The lookahead for `letter` of `alphabet`; without `\b` in any program, every letter is alike.
  init(letter: Int, of alphabet: RegexAlphabet, usesWordBoundary: Bool) {
    self = .letter(
      isWord: usesWordBoundary && alphabet.isWord[letter],
      isTransparent: usesWordBoundary && alphabet.isTransparent[letter])
  }

  /// A slot of a state's closure cache: one per distinct lookahead.
  var slot: Int {
    switch self {
    case .end: 0
    case .letter(let isWord, let isTransparent): 1 + (isWord ? 1 : 0) + (isTransparent ? 2 : 0)
    }
  }

  /// Whether `assertion` holds at a position that is the start (`atStart`) or follows a word
  /// letter (`previousIsWord`), with this lookahead next. No subject holds a line terminator, so
  /// `$` and `\Z` hold only at the end, like `\z`.
  func allows(_ assertion: RegexAssertion, atStart: Bool, previousIsWord: Bool) -> Bool {
    switch assertion {
    case .startOfInput: return atStart
    case .endOfInput, .endOfInputOrBeforeFinalLineTerminator: return self == .end
    case .wordBoundary: return isWordBoundary(previousIsWord: previousIsWord)
    case .notWordBoundary: return !isWordBoundary(previousIsWord: previousIsWord)
    }
  }

  private func isWordBoundary(previousIsWord: Bool) -> Bool {
    switch self {
    case .end: return previousIsWord
    case .letter(_, true): return false
    case .letter(let isWord, false): return isWord != previousIsWord
    }
  }
}

extension RegexAlphabet {
  /// The subject spelled by the letters on the way to state `index` of a breadth-first
  /// exploration (`parents` holds each state's parent and the letter that led there; the start's
  /// parent is -1), or `nil` when a letter has no known scalar.
  func subject(endingAt index: Int, parents: [(state: Int, letter: Int)]) -> String? {
    var scalars: [Unicode.Scalar] = []
    var current = index
    while parents[current].state >= 0 {
      guard let value = representatives[parents[current].letter], let scalar = Unicode.Scalar(value)
      else { return nil }
      scalars.append(scalar)
      current = parents[current].state
    }
    return String(String.UnicodeScalarView(scalars.reversed()))
  }
}
