/// What `navd check` was asked to do.
public struct CheckOptions: Sendable, Hashable {
  /// The files to check, in order, as given.
  public var files: [String]
  /// Print one JSON document instead of text lines.
  public var json: Bool

  /// Options for `files`, as text unless `json`.
  public init(files: [String], json: Bool = false) {
    self.files = files
    self.json = json
  }
}
