/// What a web session's proposal did before (or instead of) routing (docs/web-side.md, Proposals):
/// re-rendered in place, or which of Hotwire iOS's redirect rules applied.
public enum ProposalRule: String, Sendable, Hashable, CaseIterable {
  /// The URL is the one the session shows: the web view re-renders in place, native never sees it.
  case inPlace
  /// The response was not redirected: routed as is.
  case notRedirected
  /// iOS: a redirect proposed by the `modal` session in the `default` context dismisses the modal
  /// (animated), then routes.
  case dismissModal
  /// iOS: a redirect proposed by the `main` session in the `modal` context pops the active stack
  /// (not animated), then routes.
  case popActiveStack
  /// iOS: a redirect that stays in its session's context routes as is.
  case sameContext
  /// Android: every proposal routes as is (its navigator rule handles the context change).
  case routedAsIs

  /// Why, for people.
  public var reason: String {
    switch self {
    case .inPlace:
      "the proposal's URL is the one the session shows, so the web view re-renders in place"
    case .notRedirected:
      "the response was not redirected, so the proposal is routed as is"
    case .dismissModal:
      "a redirect proposed by the modal session in the default context dismisses the modal, then routes"
    case .popActiveStack:
      "a redirect proposed by the main session in the modal context pops the active stack, then routes"
    case .sameContext:
      "a redirect that stays in its session's context is routed as is"
    case .routedAsIs:
      "Hotwire Native Android routes every proposal as is"
    }
  }
}
