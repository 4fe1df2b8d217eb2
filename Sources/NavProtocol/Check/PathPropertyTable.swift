/// The typed properties of each platform (docs/navigator.md §1 and §2 for iOS, docs/android.md for
/// Android): the one table that both the checker (``PropertyValueChecker``) and
/// `navd schema` read, so the two cannot disagree.
package enum PathPropertyTable {

  /// The typed properties of `platform`, in the order the documentation lists them.
  package static func properties(of platform: Platform) -> [PathProperty] {
    switch platform {
    case .ios: ios
    case .android: android
    }
  }

  /// The typed property `key` of `platform`, if it is one.
  package static func property(_ key: String, of platform: Platform) -> PathProperty? {
    properties(of: platform).first { $0.key == key }
  }

  /// The keys only the other platform reads, which `platform` ignores (their values are not checked).
  package static func otherPlatformKeys(of platform: Platform) -> [String] {
    switch platform {
    case .ios: [AndroidPathProperties.Key.uri, AndroidPathProperties.Key.fallbackURI]
    case .android:
      [PathProperties.Key.viewController, PathProperties.Key.modalStyle, PathProperties.Key.modalDismissGestureEnabled]
    }
  }

  /// Whether enum values are compared ignoring case (Android).
  package static func valuesIgnoreCase(on platform: Platform) -> Bool { platform == .android }

  private static let ios: [PathProperty] = [
    PathProperty(PathProperties.Key.context, .oneOf(Navigation.Context.allCases.map(\.rawValue))),
    PathProperty(PathProperties.Key.presentation, .oneOf(Navigation.Presentation.allCases.map(\.rawValue))),
    PathProperty(PathProperties.Key.modalStyle, .oneOf(Navigation.ModalStyle.allCases.map(\.rawValue))),
    PathProperty(PathProperties.Key.pullToRefreshEnabled, .boolean),
    PathProperty(PathProperties.Key.modalDismissGestureEnabled, .boolean),
    PathProperty(PathProperties.Key.viewController, .string),
    PathProperty(PathProperties.Key.animated, .boolean),
    PathProperty(PathProperties.Key.historicalLocation, .boolean),
    PathProperty(
      PathProperties.Key.queryStringPresentation, .oneOf(Navigation.QueryStringPresentation.allCases.map(\.rawValue))),
  ]

  private static let android: [PathProperty] = [
    PathProperty(PathProperties.Key.context, .oneOf(Navigation.Context.allCases.map(\.rawValue))),
    PathProperty(PathProperties.Key.presentation, .oneOf(AndroidPresentation.allCases.map(\.rawValue))),
    PathProperty(PathProperties.Key.pullToRefreshEnabled, .boolean, wrongTypeCrashes: true),
    PathProperty(PathProperties.Key.animated, .boolean, wrongTypeCrashes: true),
    PathProperty(PathProperties.Key.historicalLocation, .boolean, wrongTypeCrashes: true),
    PathProperty(
      PathProperties.Key.queryStringPresentation, .oneOf(Navigation.QueryStringPresentation.allCases.map(\.rawValue))),
    PathProperty(AndroidPathProperties.Key.uri, .string),
    PathProperty(AndroidPathProperties.Key.fallbackURI, .string),
    PathProperty(AndroidPathProperties.Key.title, .string),
  ]
}
