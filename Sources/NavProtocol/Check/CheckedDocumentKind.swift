/// What a checked file was recognised as, from its shape.
public enum CheckedDocumentKind: String, Sendable, Hashable, CaseIterable {
  /// `[{"name", "patterns"}]`, or `{"routes": [...]}` with no other key.
  case routeTable
  /// `{"settings", "rules"}`: the Hotwire path-configuration JSON.
  case pathConfiguration
  /// A client configuration of docs/protocol.md §4 (`{"pathConfiguration", "routes", ...}`).
  case clientConfiguration
}
