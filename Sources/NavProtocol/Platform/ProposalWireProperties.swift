/// A proposal's typed properties as one platform reads them, in the form the wire shows them
/// (docs/protocol.md §5): enum values as their raw strings.
package struct ProposalWireProperties: Sendable, Hashable {
  /// The destination members only Android reads (`uri`, `fallbackURI`, `title`).
  package struct Destination: Sendable, Hashable {
    /// The `uri` property (the screen's destination).
    package var uri: String
    /// The `fallback_uri` property.
    package var fallbackURI: String?
    /// The `title` property.
    package var title: String?
  }

  /// The `context` property.
  package var context: String
  /// The `presentation` property.
  package var presentation: String
  /// The new screen's view-controller identifier.
  package var viewController: String
  /// The `modal_style` property; `nil` on a platform without modal styles.
  package var modalStyle: String?
  /// The `pull_to_refresh_enabled` property.
  package var pullToRefreshEnabled: Bool
  /// The `modal_dismiss_gesture_enabled` property.
  package var modalDismissGestureEnabled: Bool
  /// The `animated` property.
  package var animated: Bool
  /// The `historical_location` property.
  package var historicalLocation: Bool
  /// The `query_string_presentation` property.
  package var queryStringPresentation: String
  /// The destination members, on a platform that reads them.
  package var destination: Destination?
}
