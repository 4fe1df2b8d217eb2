/// Shortest strings a pattern matches, written with a preferred alphabet: the scaffold's way
/// of finding a URL path that a path-configuration rule's pattern matches (`navd scaffold paths`).
///
/// Built directly on the parser's ``RegexNode`` tree: a concatenation's witness is its parts'
/// witnesses in order, an alternation's the shortest of its branches', a repetition its body's
/// repeated the minimum number of times, an assertion contributes nothing (callers check the
/// result with ``LinearRegex/containsMatch(in:)``), and a character or class the first
/// member of `alphabet` it accepts.
package enum RegexWitness {
  /// The characters a URL path or query may carry unescaped, in the order a witness prefers
  /// them: lowercase letters, digits, uppercase letters, then `-._~/?=&` and the other
  /// sub-delimiters a path allows.
  package static let urlAlphabet: [Unicode.Scalar] = Array(
    "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-._~/?=&!$'()*+,;:@".unicodeScalars)

  /// A shortest string that `pattern` matches whole, using only `alphabet`'s characters (and
  /// the pattern's literal characters that are in it); `nil` when the pattern does not parse or
  /// needs a character outside the alphabet.
  package static func shortest(matching pattern: String, alphabet: [Unicode.Scalar] = urlAlphabet) -> String? {
    guard let node = try? RegexParser.parse(pattern) else { return nil }
    let allowed = Set(alphabet.map(\.value))
    guard let scalars = witness(node, alphabet: alphabet, allowed: allowed) else { return nil }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  private static func witness(_ node: RegexNode, alphabet: [Unicode.Scalar], allowed: Set<UInt32>)
    -> [Unicode.Scalar]?
  {
    switch node {
    case .empty, .assertion:
      return []
    case .scalar(let value, let caseInsensitive):
      if allowed.contains(value), let scalar = Unicode.Scalar(value) { return [scalar] }
      guard caseInsensitive, let scalar = Unicode.Scalar(value) else { return nil }
      let other = Character(scalar).isUppercase ? Character(scalar).lowercased() : Character(scalar).uppercased()
      guard let swapped = other.unicodeScalars.first, other.unicodeScalars.count == 1, allowed.contains(swapped.value)
      else { return nil }
      return [swapped]
    case .anyExceptLineTerminator:
      return alphabet.first.map { [$0] }
    case .characterClass(let characterClass):
      return alphabet.first { characterClass.contains($0.value) }.map { [$0] }
    case .concatenation(let parts):
      var result: [Unicode.Scalar] = []
      for part in parts {
        guard let piece = witness(part, alphabet: alphabet, allowed: allowed) else { return nil }
        result += piece
      }
      return result
    case .alternation(let branches):
      var best: [Unicode.Scalar]?
      for branch in branches {
        guard let candidate = witness(branch, alphabet: alphabet, allowed: allowed) else { continue }
        if best == nil || candidate.count < best!.count { best = candidate }
      }
      return best
    case .repetition(let body, let minimum, _):
      guard minimum > 0 else { return [] }
      guard let piece = witness(body, alphabet: alphabet, allowed: allowed) else { return nil }
      return Array(repeating: piece, count: minimum).flatMap { $0 }
    }
  }
}
