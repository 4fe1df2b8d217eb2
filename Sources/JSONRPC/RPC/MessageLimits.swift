/// The engine's configurable limits on what it reads (docs/protocol.md §1), handed to the method layer
/// through ``MethodContext/limits``. A method layer's own limits are part of its ``MethodLayer/Options``.
public struct MessageLimits: NamedLimits, Sendable, Hashable {
  /// One limit, named as its command-line flag without dashes (the `data.limit` of a `-32012` error).
  public enum Name: String, Sendable, CaseIterable {
    /// `--max-message-bytes`: ``MessageLimits/maxMessageBytes``.
    case maxMessageBytes = "max-message-bytes"
    /// `--max-depth`: ``MessageLimits/maxDepth``.
    case maxDepth = "max-depth"
  }

  /// Largest message body in bytes (an LSP `Content-Length`, or an NDJSON line without its newline).
  public var maxMessageBytes: Int = 16 * 1024 * 1024
  /// JSON nesting levels allowed in a message (a top-level object is depth 1).
  public var maxDepth: Int = 512

  /// The largest `maxDepth` accepted: deeper values would be released and compared by deep recursion.
  public static let maxDepthCeiling = 10_000

  /// The defaults of docs/protocol.md §1.
  public init() {}

  /// Limits with explicit values.
  public init(maxMessageBytes: Int, maxDepth: Int) {
    self.maxMessageBytes = maxMessageBytes
    self.maxDepth = maxDepth
  }

  /// The configured value of `name`.
  public subscript(name: Name) -> Int {
    switch name {
    case .maxMessageBytes: maxMessageBytes
    case .maxDepth: maxDepth
    }
  }
}
