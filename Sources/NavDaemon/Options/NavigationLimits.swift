import JSONRPC

/// navd's own limits (docs/protocol.md §1), beside the engine's ``MessageLimits``.
public struct NavigationLimits: Sendable, Hashable {
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

  /// The `-32012` error for `name`, with its configured value.
  public func reached(_ name: Name) -> RPCError {
    .limitReached(name, value: self[name])
  }

  /// Every limit spelled as its flag and value (`--max-clients`, `10000`), in ``Name`` order.
  public var arguments: [String] {
    Name.allCases.flatMap { ["--\($0.rawValue)", String(self[$0])] }
  }
}
