/// The bounds ``LinearRegex`` enforces while compiling, so that no pattern can make compilation or matching
/// use unbounded memory or stack.
public enum RegexLimits {
  /// The largest count allowed in a counted repetition `{n}`, `{n,}` or `{n,m}`.
  public static let maximumRepetitionCount = 1000
  /// The largest number of instructions a compiled pattern may have; it bounds the per-character matching cost.
  public static let maximumProgramSize = 10_000
  /// The deepest group nesting (`(`, `(?:`, `(?<name>`, `(?i:`) a pattern may have.
  public static let maximumNestingDepth = 256
}
