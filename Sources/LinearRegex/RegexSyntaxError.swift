/// Why a pattern could not be compiled; `message` is human-readable and names the problem, `offset` is the
/// character offset in the pattern.
public struct RegexSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A human-readable explanation naming the problem.
  public let message: String
  /// The offset, in `Character`s from the start of the pattern, where the problem was found.
  public let offset: Int
  /// The problem, as a value tests and callers can switch over.
  public let problem: RegexSyntaxProblem

  /// Makes the error for `problem` found at character `offset`; the message comes from the problem.
  public init(_ problem: RegexSyntaxProblem, offset: Int) {
    self.problem = problem
    self.offset = offset
    self.message = problem.message
  }

  /// `message` followed by the offset.
  public var description: String { "\(message) (at offset \(offset))" }
}
