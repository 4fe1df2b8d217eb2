/// Byte strings that every match of a pattern contains, read conservatively from
/// the pattern's text: a subject that lacks one cannot match, so its search can be
/// skipped (path configuration tries every rule on every `route`).
///
/// Only plain ASCII characters at the top level of the pattern count, in runs
/// that no quantifier makes optional. Anything whose meaning is not certain
/// gives no literals at all (the pattern is then always searched): alternation
/// at the top level, inline flags and other `(?` groups (case-insensitivity),
/// `\Q…\E`, escapes other than an escaped ASCII symbol or a one-letter class or
/// anchor, and unbalanced brackets. Groups, classes, `.`, anchors and non-ASCII
/// characters end a run. The regex syntax is the one in docs/regex.md.
enum RequiredLiterals {
  /// Runs shorter than this are not worth checking (every subject has a `/`).
  static let minimumLength = 2

  /// The required runs of `pattern`, longest first (ties in pattern order); empty when nothing is known.
  static func of(_ pattern: String) -> [[UInt8]] {
    if pattern.contains("(?") || pattern.contains("\\Q") { return [] }
    var scanner = Scanner(Array(pattern.unicodeScalars))
    guard let runs = scanner.scan() else { return [] }
    // Longest first (most selective), ties in pattern order.
    return runs.enumerated().sorted { ($0.element.count, $1.offset) > ($1.element.count, $0.offset) }.map(\.element)
  }

  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var runs: [[UInt8]] = []
    var run: [UInt8] = []
    /// Whether the last byte of `run` is the atom just read (so a quantifier applies to it).
    var lastAtomInRun = false

    init(_ scalars: [Unicode.Scalar]) {
      self.scalars = scalars
    }

    /// The runs, or `nil` when the pattern uses something this scanner does not vouch for.
    mutating func scan() -> [[UInt8]]? {
      while index < scalars.count {
        let scalar = scalars[index]
        switch scalar {
        case "\\":
          guard index + 1 < scalars.count else { return nil }
          let escaped = scalars[index + 1]
          if escaped.isASCII && !isAlphanumeric(escaped) {
            appendLiteral(escaped)
          } else if "dDwWsSbBAzZ".unicodeScalars.contains(escaped) {
            endRun()
          } else {
            return nil  // code points, controls, backreferences: not worth the risk
          }
          index += 2
        case "[":
          endRun()
          guard let end = endOfClass(from: index) else { return nil }
          index = end
        case "(":
          endRun()
          guard let end = endOfGroup(from: index) else { return nil }
          index = end
        case ")", "|":
          return nil
        case "*", "?", "+", "{":
          guard skipQuantifier() else { return nil }
        case ".", "^", "$", "]", "}":
          endRun()
          index += 1
        default:
          if scalar.isASCII {
            appendLiteral(scalar)
          } else {
            endRun()
          }
          index += 1
        }
      }
      endRun()
      return runs
    }

    private mutating func appendLiteral(_ scalar: Unicode.Scalar) {
      run.append(UInt8(scalar.value))
      lastAtomInRun = true
    }

    private mutating func endRun() {
      if run.count >= RequiredLiterals.minimumLength { runs.append(run) }
      run = []
      lastAtomInRun = false
    }

    /// Reads a quantifier (and a lazy `?` after it). A literal it applies to is
    /// dropped from the run unless the quantifier is `+`; the run ends either way.
    private mutating func skipQuantifier() -> Bool {
      let quantifier = scalars[index]
      if lastAtomInRun && quantifier != "+" { run.removeLast() }
      endRun()
      if quantifier == "{" {
        guard let close = scalars[index...].firstIndex(of: "}") else { return false }
        index = close + 1
      } else {
        index += 1
      }
      if index < scalars.count && scalars[index] == "?" { index += 1 }
      return true
    }

    /// The index after the class opening at `start`.
    private func endOfClass(from start: Int) -> Int? {
      var position = start + 1
      if position < scalars.count && scalars[position] == "^" { position += 1 }
      if position < scalars.count && scalars[position] == "]" { position += 1 }
      while position < scalars.count {
        switch scalars[position] {
        case "]": return position + 1
        case "[": return nil
        case "\\": position += 2
        default: position += 1
        }
      }
      return nil
    }

    /// The index after the group opening at `start`.
    private func endOfGroup(from start: Int) -> Int? {
      var depth = 0
      var position = start
      while position < scalars.count {
        switch scalars[position] {
        case "\\":
          position += 2
        case "[":
          guard let end = endOfClass(from: position) else { return nil }
          position = end
        case "(":
          depth += 1
          position += 1
        case ")":
          depth -= 1
          position += 1
          if depth == 0 { return position }
        default:
          position += 1
        }
      }
      return nil
    }

    private func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9": true
      default: false
      }
    }
  }
}
