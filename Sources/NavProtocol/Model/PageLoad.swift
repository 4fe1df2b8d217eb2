/// How a visit gets its page (docs/web-side.md, Page loads): from the network, from the response
/// its proposal carries, or from its web session's snapshot cache.
public enum PageLoad: String, Sendable, Hashable, CaseIterable {
  /// The web view requests the page.
  case network
  /// The web view renders the response the proposal carries (a 2xx `options.response`).
  case response
  /// A `restore` visit renders the snapshot its session cached for the URL.
  case snapshot
}
