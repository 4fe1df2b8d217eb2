import JSONRPC

/// navd's own limits (docs/protocol.md §1), beside the engine's ``MessageLimits``.
public struct NavigationLimits: NamedLimits, Sendable, Hashable {
  /// One limit, named as its command-line flag without dashes (the `data.limit` of a `-32012` error).
  public enum Name: String, Sendable, CaseIterable {
    /// `--max-clients`: ``NavigationLimits/maxClients``.
    case maxClients = "max-clients"
    /// `--max-stack-entries`: ``NavigationLimits/maxStackEntries``.
    case maxStackEntries = "max-stack-entries"
  }

  /// Clients that may exist at once, the `default` client included.
  public var maxClients: Int = 10_000
  /// Entries allowed on one stack.
  public var maxStackEntries: Int = 10_000

  /// The defaults of docs/protocol.md §1.
  public init() {}

  /// Limits with explicit values.
  public init(maxClients: Int, maxStackEntries: Int) {
    self.maxClients = maxClients
    self.maxStackEntries = maxStackEntries
  }

  /// The configured value of `name`.
  public subscript(name: Name) -> Int {
    switch name {
    case .maxClients: maxClients
    case .maxStackEntries: maxStackEntries
    }
  }
}
