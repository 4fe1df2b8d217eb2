import NavJSON

/// Checks the value of each typed path-configuration property (docs/navigator.md §1).
///
/// A value navd would silently replace by the default is an error: an enum
/// string that is not one of its values (case-sensitive), a boolean written
/// as anything but `true`/`false`, a `view_controller` that is not a string.
/// `null` is accepted everywhere: a later rule may use it to reset a key to
/// its default. Other keys are the app's own and are not checked, except one
/// that differs from a known key only in case, `_` or `-` (a warning).
package enum PropertyValueChecker {
  /// The expectation of every typed key, in docs/navigator.md §1's order.
  package static let expectations: [(key: String, expectation: CheckExpectation)] = [
    (PathProperties.Key.context, .oneOf(Navigation.Context.allCases.map(\.rawValue))),
    (PathProperties.Key.presentation, .oneOf(Navigation.Presentation.allCases.map(\.rawValue))),
    (PathProperties.Key.modalStyle, .oneOf(Navigation.ModalStyle.allCases.map(\.rawValue))),
    (PathProperties.Key.pullToRefreshEnabled, .boolean),
    (PathProperties.Key.modalDismissGestureEnabled, .boolean),
    (PathProperties.Key.viewController, .string),
    (PathProperties.Key.animated, .boolean),
    (PathProperties.Key.historicalLocation, .boolean),
    (PathProperties.Key.queryStringPresentation, .oneOf(Navigation.QueryStringPresentation.allCases.map(\.rawValue))),
  ]

  /// The typed keys.
  static let knownKeys = expectations.map(\.key)

  /// The problem with property `key` holding `value`, if any.
  static func issue(key: String, value: JSONValue) -> CheckIssue? {
    guard let expectation = expectations.first(where: { $0.key == key })?.expectation else {
      return SpellingSuggestion.suggestion(for: key, among: knownKeys, allowTypos: false).map {
        .misspelledKey(key: key, suggestion: $0)
      }
    }
    if case .null = value { return nil }
    switch (expectation, value) {
    case (.oneOf(let allowed), .string(let text)):
      guard !allowed.contains(text) else { return nil }
      let suggestion = SpellingSuggestion.suggestion(for: text, among: allowed, allowTypos: true)
      return .unknownValue(key: key, value: text, expected: allowed, suggestion: suggestion)
    case (.boolean, .bool), (.string, .string):
      return nil
    default:
      return .wrongType(key: key, expected: expectation, got: value)
    }
  }
}
