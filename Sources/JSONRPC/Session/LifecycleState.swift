/// Where the session is in the LSP-style lifecycle (docs/protocol.md §2).
public enum LifecycleState: Sendable, Hashable {
  /// Before a successful `initialize`: other requests are -32002, notifications dropped.
  case uninitialized
  /// Serving.
  case initialized
  /// After `shutdown`: every request but `exit` is -32600.
  case shutDown
}
