/// Everything the checker found in one document.
public struct CheckReport: Sendable, Equatable {
  /// What the file was recognised as; `nil` when it is not JSON or of no known shape.
  public var kind: CheckedDocumentKind?
  /// The platform whose rules were applied: the one asked for, else auto's choice;
  /// `nil` when the document is not a JSON object.
  public var platform: Platform?
  /// What decided ``platform`` (`nil` with it).
  public var platformFrom: PlatformSource?
  /// Every problem, in document order within each part of the file.
  public var problems: [CheckProblem]

  /// A report of `kind`, checked as `platform`, with `problems`.
  public init(
    kind: CheckedDocumentKind?, platform: Platform? = nil, platformFrom: PlatformSource? = nil,
    problems: [CheckProblem]
  ) {
    self.kind = kind
    self.platform = platform
    self.platformFrom = platform == nil ? nil : platformFrom
    self.problems = problems
  }

  /// How many problems are errors.
  public var errorCount: Int { problems.count { $0.severity == .error } }
  /// How many problems are warnings.
  public var warningCount: Int { problems.count { $0.severity == .warning } }
  /// Whether nothing was found.
  public var isClean: Bool { problems.isEmpty }
}
