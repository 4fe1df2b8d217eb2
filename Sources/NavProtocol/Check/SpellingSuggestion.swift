/// Finds the intended word for a near miss ("Modal" → "modal", "clearAll" → "clear_all").
enum SpellingSuggestion {
  /// Words longer than this (in scalars) get no edit-distance suggestion, bounding the work.
  static let maximumLength = 64

  /// The word of `candidates` that `word` spells loosely: equal ignoring case, `_`, `-`
  /// and spaces; else, when `allowTypos`, the single closest one within two edits.
  static func suggestion(for word: String, among candidates: [String], allowTypos: Bool) -> String? {
    let loose = loosened(word)
    if let match = candidates.first(where: { loosened($0) == loose }) { return match }
    guard allowTypos, word.unicodeScalars.count <= maximumLength else { return nil }
    let scored = candidates.map {
      (word: $0, distance: editDistance(Array(loose.unicodeScalars), Array(loosened($0).unicodeScalars)))
    }
    guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2 else { return nil }
    return scored.count { $0.distance == best.distance } == 1 ? best.word : nil
  }

  /// The typed key that `key` misspells: equal to one ignoring case, `_`, `-` and spaces;
  /// else the only one at edit distance 1 or 2 of it, both loosened that way.
  static func keySuggestion(for key: String, among keys: [String]) -> String? {
    let loose = loosened(key)
    if let match = keys.first(where: { loosened($0) == loose }) { return match }
    guard !loose.isEmpty, key.unicodeScalars.count <= maximumLength else { return nil }
    let scalars = Array(loose.unicodeScalars)
    let close = keys.filter { editDistance(scalars, Array(loosened($0).unicodeScalars)) <= 2 }
    return close.count == 1 ? close[0] : nil
  }

  /// Lowercased, without `_`, `-` and spaces.
  static func loosened(_ word: String) -> String {
    String(String.UnicodeScalarView(word.lowercased().unicodeScalars.filter { !"_- ".unicodeScalars.contains($0) }))
  }

  /// Levenshtein distance (insert, delete, substitute).
  static func editDistance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
    if left.isEmpty { return right.count }
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for (row, leftScalar) in left.enumerated() {
      current[0] = row + 1
      for (column, rightScalar) in right.enumerated() {
        let substitution = previous[column] + (leftScalar == rightScalar ? 0 : 1)
        current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}
