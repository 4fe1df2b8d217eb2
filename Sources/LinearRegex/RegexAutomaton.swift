/// A pattern compiled for reasoning about the subjects it is found in, rather than for
/// searching one: the engine's own NFA program (``RegexCompiler``), read as an
/// automaton by ``RegexLanguage``.
package struct RegexAutomaton: Sendable {
  /// The pattern as given.
  package let pattern: String
  /// The program the searcher runs.
  let program: RegexProgram

  /// Compiles `pattern` as ``LinearRegex`` does (`caseInsensitive`: as if it began with `(?i)`).
  package init(_ pattern: String, caseInsensitive: Bool = false) throws(RegexSyntaxError) {
    self.pattern = pattern
    let tree = try RegexParser.parse(pattern, caseInsensitive: caseInsensitive)
    program = try RegexCompiler.compile(tree)
  }

  /// The automaton of an already compiled pattern.
  package init(_ regex: LinearRegex) {
    pattern = regex.pattern
    program = regex.program
  }

  /// Whether the program tests word boundaries (`\b`, `\B`).
  var usesWordBoundary: Bool { program.usesWordBoundary }

  /// The program's size, in instructions: a measure of the work it costs.
  package var size: Int { program.instructions.count }
}
