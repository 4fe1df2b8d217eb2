/// `--record FILE` could not be opened (or its first line written); the server exits with status 2 before reading input.
public struct RecordingFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// The system's reason.
  public var reason: String

  /// `cannot open the recording PATH: REASON`.
  public var description: String { "cannot open the recording \(path): \(reason)" }
}
