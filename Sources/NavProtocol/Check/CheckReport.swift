/// Everything `navd check` found in one file.
public struct CheckReport: Sendable, Equatable {
  /// What the file was recognised as; `nil` when it is not JSON or of no known shape.
  public var kind: CheckedDocumentKind?
  /// Every problem, in document order within each part of the file.
  public var problems: [CheckProblem]

  /// A report of `kind` with `problems`.
  public init(kind: CheckedDocumentKind?, problems: [CheckProblem]) {
    self.kind = kind
    self.problems = problems
  }

  /// How many problems are errors.
  public var errorCount: Int { problems.count { $0.severity == .error } }
  /// How many problems are warnings.
  public var warningCount: Int { problems.count { $0.severity == .warning } }
  /// Whether nothing was found.
  public var isClean: Bool { problems.isEmpty }
}
