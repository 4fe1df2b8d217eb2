/// Byte strings that every match of a pattern contains, read from the pattern's
/// syntax tree (``RegexNode``): a subject that lacks one cannot match, so its search
/// can be skipped (path configuration tries every rule on every `route`).
///
/// A run is a sequence of ASCII scalars matched exactly (case-sensitive, or without
/// case variants) that every match passes in a row, at the top level of the pattern
/// (groups are transparent: they leave no node). A quantified scalar that must occur
/// (`b+`, `c{2}`) adds one copy and ends the run; anything else (an optional part, a
/// class, `.`, an assertion, a non-ASCII or case-insensitive letter, an alternation
/// inside) ends it. An alternation at the top gives no literals: no run is certain.
package enum RequiredLiterals {
  /// Runs shorter than this are not worth checking (every subject has a `/`).
  static let minimumLength = 2

  /// The required runs of `pattern`, longest first (ties in pattern order); empty when
  /// nothing is known or the pattern does not compile.
  package static func of(_ pattern: String) -> [[UInt8]] {
    guard let tree = try? RegexParser.parse(pattern) else { return [] }
    return of(tree)
  }

  /// The required runs of a parsed pattern, longest first (ties in pattern order).
  static func of(_ tree: RegexNode) -> [[UInt8]] {
    if case .alternation = tree { return [] }
    var collector = Collector()
    collector.add(tree)
    collector.endRun()
    let runs = collector.runs
    return runs.enumerated().sorted { ($0.element.count, $1.offset) > ($1.element.count, $0.offset) }.map(\.element)
  }

  private struct Collector {
    var runs: [[UInt8]] = []
    var run: [UInt8] = []

    mutating func add(_ node: RegexNode) {
      switch node {
      case .empty: break
      case .concatenation(let children): for child in children { add(child) }
      case .scalar:
        if let byte = Self.exactByte(node) { run.append(byte) } else { endRun() }
      case .repetition(let body, let minimum, let maximum):
        if minimum >= 1, let byte = Self.exactByte(body) {
          run.append(byte)
          if minimum == 1 && maximum == 1 { return }
        }
        endRun()
      case .anyExceptLineTerminator, .characterClass, .assertion, .alternation:
        endRun()
      }
    }

    mutating func endRun() {
      if run.count >= RequiredLiterals.minimumLength { runs.append(run) }
      run = []
    }

    /// The byte of an ASCII scalar node that matches only itself.
    private static func exactByte(_ node: RegexNode) -> UInt8? {
      guard case .scalar(let value, let caseInsensitive) = node, value < 0x80 else { return nil }
      if caseInsensitive && RegexScalarSemantics.caseVariants(value).contains(where: { $0 != value }) { return nil }
      return UInt8(value)
    }
  }
}
