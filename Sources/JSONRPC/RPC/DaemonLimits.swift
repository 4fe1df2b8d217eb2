/// The configurable limits of docs/protocol.md §1, handed to the method layer through ``MethodContext/limits``.
public struct DaemonLimits: Sendable, Hashable {
  /// One limit, named as its command-line flag without dashes (the `data.limit` of a `-32012` error).
  public enum Name: String, Sendable, CaseIterable {
    /// `--max-message-bytes`: ``DaemonLimits/maxMessageBytes``.
    case maxMessageBytes = "max-message-bytes"
    /// `--max-depth`: ``DaemonLimits/maxDepth``.
    case maxDepth = "max-depth"
    /// `--max-clients`: ``DaemonLimits/maxClients``.
    case maxClients = "max-clients"
    /// `--max-stack-entries`: ``DaemonLimits/maxStackEntries``.
    case maxStackEntries = "max-stack-entries"
  }

  /// Largest message body in bytes (an LSP `Content-Length`, or an NDJSON line without its newline).
  public var maxMessageBytes: Int = 16 * 1024 * 1024
  /// JSON nesting levels allowed in a message (a top-level object is depth 1).
  public var maxDepth: Int = 512
  /// Clients that may exist at once, the `default` client included.
  public var maxClients: Int = 10_000
  /// Entries allowed on one stack.
  public var maxStackEntries: Int = 10_000

  /// The largest `maxDepth` accepted: deeper values would be released and compared by deep recursion.
  public static let maxDepthCeiling = 10_000

  /// The defaults of docs/protocol.md §1.
  public init() {}

  /// Limits with explicit values.
  public init(maxMessageBytes: Int, maxDepth: Int, maxClients: Int, maxStackEntries: Int) {
    self.maxMessageBytes = maxMessageBytes
    self.maxDepth = maxDepth
    self.maxClients = maxClients
    self.maxStackEntries = maxStackEntries
  }

  /// The configured value of `name`.
  public subscript(name: Name) -> Int {
    switch name {
    case .maxMessageBytes: maxMessageBytes
    case .maxDepth: maxDepth
    case .maxClients: maxClients
    case .maxStackEntries: maxStackEntries
    }
  }

  /// The `-32012` error for `name`, with its configured value.
  public func reached(_ name: Name) -> RPCError {
    .limitReached(name, value: self[name])
  }
}
