/// How the app was running when a deep link arrived (docs/navigator.md, "Deep links").
public enum DeepLinkLaunch: String, Sendable, Hashable, CaseIterable {
  /// The link launched the app: the navigator starts with it.
  case cold
  /// The app was running: the link is routed on the active tab's navigator.
  case warm
}
