/// What `navd diff` decided for one property key.
public struct KeyDifferences: Sendable, Equatable {
  /// Whether the analysis finished.
  public enum Verdict: String, Sendable, Hashable {
    /// Proved: the key resolves the same for every subject.
    case same
    /// Proved: it resolves differently somewhere (``KeyDifferences/differences`` shows where).
    case different
    /// The budget ran out: ``KeyDifferences/differences`` lists what was found before; there may be more.
    case undecided
  }

  /// The key.
  public var key: String
  /// The verdict.
  public var verdict: Verdict
  /// Each combination of old and new value (and the rules setting them) found, with a shortest subject.
  public var differences: [PropertyDifference]

  /// `key`'s verdict and differences.
  public init(key: String, verdict: Verdict, differences: [PropertyDifference]) {
    self.key = key
    self.verdict = verdict
    self.differences = differences
  }
}
