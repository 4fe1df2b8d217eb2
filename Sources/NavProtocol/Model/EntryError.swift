/// The error view an entry shows after a failed visit (docs/web-side.md, Failed visits), until its
/// next visit that renders.
public struct EntryError: Sendable, Hashable {
  /// The HTTP status of the failed visit, or `0` for a network error.
  public var statusCode: Int

  /// An error with `statusCode`.
  public init(statusCode: Int) {
    self.statusCode = statusCode
  }
}
