/// Configurable limits, each named as its command-line flag without dashes (`max-depth`): the
/// engine's ``MessageLimits`` and a method layer's own. What follows from a name — the `-32012`
/// error and the flags a recording's `options` line spells — is written here once.
public protocol NamedLimits {
  /// One limit's name, its flag without dashes (the `data.limit` of a `-32012` error).
  associatedtype Name: RawRepresentable<String>, CaseIterable

  /// The configured value of `name`.
  subscript(name: Name) -> Int { get }
}

extension NamedLimits {
  /// The `-32012` error for `name`, with its configured value.
  public func reached(_ name: Name) -> RPCError {
    .limitReached(name, value: self[name])
  }

  /// Every limit spelled as its flag and value (`--max-depth`, `512`), in ``Name`` order: part of a
  /// recording's `options` line.
  public var arguments: [String] {
    Name.allCases.flatMap { ["--\($0.rawValue)", String(self[$0])] }
  }
}
