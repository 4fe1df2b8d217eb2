import NavDaemon
import NavJSON
import NavProtocol

/// What a phone needs to know of its platform and configuration to draw a State: which entries
/// are plain web screens and which are bottom-sheet dialogs.
struct ScreenPlatform: Sendable, Hashable {
  /// The platform.
  var platform: Platform
  /// The identifier of a plain web screen (`web`, `hotwire://fragment/web`), not shown on its card.
  var webViewController: String
  /// The bottom-sheet dialogs' identifiers: the configuration's, else the platform's defaults.
  var dialogs: [String]

  /// The platform of a client configured with `configuration`.
  init(platform: Platform, configuration: JSONObject) {
    self.platform = platform
    webViewController = platform.profile.webViewController
    dialogs =
      configuration["dialogViewControllers"]?.arrayValue?.compactMap(\.stringValue)
      ?? platform.profile.defaultDialogViewControllers
  }
}
