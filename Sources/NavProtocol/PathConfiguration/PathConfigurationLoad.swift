import NavJSON

/// The result of loading several path-configuration sources in order.
public struct PathConfigurationLoad: Sendable {
  /// The configuration of the last valid source; `nil` when none was valid
  /// (the caller keeps its previous configuration).
  public let configuration: PathConfiguration?
  /// The index of the source that won, if any.
  public let loadedSource: Int?
  /// The document of the source that won, if any.
  public let document: JSONValue?
  /// The problems of every invalid source, each tagged with its source index.
  public let problems: [ConfigurationProblem]
  /// The skipped patterns of every valid source, each tagged with its source index.
  public let warnings: [PathConfigurationWarning]
}
