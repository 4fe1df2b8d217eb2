import NavJSON

/// Checks each property of a rule against its platform's typed properties
/// (``PlatformProfile/typedProperties``).
///
/// A value the platform would silently replace by the default is an error: an
/// enum string that is not one of its values (case-sensitive on iOS, not on
/// Android), a boolean written as anything but `true`/`false`, a string property
/// that is not a string. A turbo-ios-era value is a ``CheckIssue/legacyValue(key:value:replacement:platform:)``
/// with its replacement. `null` is accepted everywhere: a later rule may use it to
/// reset a key to its default. A key of the other platform is a warning (its value
/// is not checked); other keys are the app's own and are not checked, except one
/// that is close to exactly one typed key (a warning).
struct PropertyValueChecker {
  let platform: Platform

  /// The problem with property `key` holding `value` in `properties` (the rule's whole
  /// properties object), and its fix, if any.
  func issue(key: String, value: JSONValue, in properties: JSONObject) -> (CheckIssue, CheckFix?)? {
    let profile = platform.profile
    guard let property = profile.typedProperty(key) else {
      if profile.otherPlatformKeys.contains(key) {
        return (.otherPlatformKey(key: key, platform: platform), nil)
      }
      let typedKeys = profile.typedProperties.map(\.key)
      return SpellingSuggestion.keySuggestion(for: key, among: typedKeys).map {
        (.misspelledKey(key: key, suggestion: $0), .replaceKey(JSONValue.string($0).jsonText))
      }
    }
    if case .null = value { return nil }
    if let legacy = legacy(key: key, value: value, in: properties) { return legacy }
    switch (property.expectation, value) {
    case (.oneOf(let allowed), .string(let text)):
      let ignoreCase = profile.valuesIgnoreCase
      guard !allowed.contains(where: { ignoreCase ? $0.lowercased() == text.lowercased() : $0 == text }) else {
        return nil
      }
      let suggestion = SpellingSuggestion.suggestion(for: text, among: allowed, allowTypos: true)
      return (
        .unknownValue(key: key, value: text, expected: allowed, suggestion: suggestion),
        suggestion.map { .replaceValue(JSONValue.string($0).jsonText) }
      )
    case (.boolean, .bool), (.string, .string):
      return nil
    default:
      let issue = CheckIssue.wrongType(
        key: key, expected: property.expectation, got: value, crashesOnAndroid: property.wrongTypeCrashes)
      return (issue, property.expectation.fixedValue(for: value).map { .replaceValue($0) })
    }
  }

  /// `"presentation": "modal"` (any case on Android) → `"context": "modal"`, or the member's
  /// removal when `context` is set already; iOS `"presentation": "push"` → remove the member.
  private func legacy(key: String, value: JSONValue, in properties: JSONObject) -> (CheckIssue, CheckFix?)? {
    guard key == PathProperties.Key.presentation, case .string(let text) = value else { return nil }
    let folded = platform.profile.valuesIgnoreCase ? text.lowercased() : text
    let modal = Navigation.Context.modal.rawValue
    if folded == modal {
      let context = PathProperties.Key.context
      let fix: CheckFix =
        properties[context] != nil
        ? .deleteMember : .replaceMember("\(JSONValue.string(context).jsonText): \(JSONValue.string(modal).jsonText)")
      return (
        .legacyValue(key: key, value: text, replacement: .member(key: context, value: modal), platform: platform), fix
      )
    }
    if platform.profile.ignoredPresentationValues.contains(text) {
      return (.legacyValue(key: key, value: text, replacement: .removeKey, platform: platform), .deleteMember)
    }
    return nil
  }
}
