import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A proposal to visit a URL: what the web session asks the navigator to show.
///
/// `properties` are the path-configuration properties for `url` (merged with a
/// request's overrides); the typed accessors read them with their defaults.
public struct VisitProposal: Sendable, Hashable {
  /// The URL to visit. The new screen is stamped with it.
  public var url: URL
  /// The visit options.
  public var options: VisitOptions
  /// The raw path-configuration properties.
  public var properties: JSONObject
  /// Opaque parameters passed through to the app.
  public var parameters: JSONObject?

  /// A proposal for `url` with the given options, properties and parameters.
  public init(
    url: URL, options: VisitOptions = VisitOptions(), properties: JSONObject = JSONObject(),
    parameters: JSONObject? = nil
  ) {
    self.url = url
    self.options = options
    self.properties = properties
    self.parameters = parameters
  }

  /// The properties with iOS's typed accessors.
  public var pathProperties: PathProperties { PathProperties(properties) }
  /// The properties with Hotwire Native Android's typed accessors.
  public var androidProperties: AndroidPathProperties { AndroidPathProperties(properties) }
  /// The `context` property.
  public var context: Navigation.Context { pathProperties.context }
  /// The `presentation` property.
  public var presentation: Navigation.Presentation { pathProperties.presentation }
  /// The `modal_style` property.
  public var modalStyle: Navigation.ModalStyle { pathProperties.modalStyle }
  /// The `view_controller` property.
  public var viewController: String { pathProperties.viewController }
  /// The `animated` property.
  public var animated: Bool { pathProperties.animated }
  /// The `pull_to_refresh_enabled` property.
  public var pullToRefreshEnabled: Bool { pathProperties.pullToRefreshEnabled }
  /// The `modal_dismiss_gesture_enabled` property.
  public var modalDismissGestureEnabled: Bool { pathProperties.modalDismissGestureEnabled }
  /// The `historical_location` property.
  public var isHistoricalLocation: Bool { pathProperties.historicalLocation }
  /// The `query_string_presentation` property.
  public var queryStringPresentation: Navigation.QueryStringPresentation { pathProperties.queryStringPresentation }
}
