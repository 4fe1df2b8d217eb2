/// Why a path-configuration source is invalid: one problem at one JSON path.
public struct PathConfigurationProblem: Sendable, Hashable, CustomStringConvertible {
  /// The index of the source in a multi-source load; `nil` for a single source.
  public var source: Int?
  /// The JSON path inside the source, like `rules[2].patterns`; `""` is the source itself.
  public var path: String
  /// What is wrong there.
  public var reason: String

  /// A problem at `path` with `reason`.
  public init(source: Int? = nil, path: String, reason: String) {
    self.source = source
    self.path = path
    self.reason = reason
  }

  /// This problem with `prefix` in front of its path (`"pathConfiguration"` +
  /// `"rules[0]"` → `"pathConfiguration.rules[0]"`).
  public func prefixed(by prefix: String) -> PathConfigurationProblem {
    var copy = self
    copy.path = JSONPath.join(prefix, path)
    return copy
  }

  /// `PATH: REASON`, or just the reason for the source itself.
  public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
