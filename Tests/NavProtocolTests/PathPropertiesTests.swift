import Foundation
import NavJSON
import NavProtocol
import Testing

/// Typed accessors and their defaults (docs/navigator.md §1).
@Suite struct PathPropertiesTests {
  /// Every accessor of `properties` gives its documented default.
  private func expectDefaults(_ properties: PathProperties, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(properties.context == .default, sourceLocation: sourceLocation)
    #expect(properties.presentation == .default, sourceLocation: sourceLocation)
    #expect(properties.modalStyle == .large, sourceLocation: sourceLocation)
    #expect(properties.pullToRefreshEnabled, sourceLocation: sourceLocation)
    #expect(properties.modalDismissGestureEnabled, sourceLocation: sourceLocation)
    #expect(properties.viewController == "web", sourceLocation: sourceLocation)
    #expect(properties.animated, sourceLocation: sourceLocation)
    #expect(!properties.historicalLocation, sourceLocation: sourceLocation)
    #expect(properties.queryStringPresentation == .default, sourceLocation: sourceLocation)
  }

  @Test func missingKeysGiveTheDefaults() {
    expectDefaults(PathProperties())
  }

  @Test func validValuesAreRead() {
    let properties = PathProperties(
      JSONObject([
        ("context", "modal"), ("presentation", "replace_root"), ("modal_style", "page_sheet"),
        ("pull_to_refresh_enabled", false), ("modal_dismiss_gesture_enabled", false), ("view_controller", "map"),
        ("animated", false), ("historical_location", true), ("query_string_presentation", "replace"),
      ]))
    #expect(properties.context == .modal)
    #expect(properties.presentation == .replaceRoot)
    #expect(properties.modalStyle == .pageSheet)
    #expect(!properties.pullToRefreshEnabled)
    #expect(!properties.modalDismissGestureEnabled)
    #expect(properties.viewController == "map")
    #expect(!properties.animated)
    #expect(properties.historicalLocation)
    #expect(properties.queryStringPresentation == .replace)
  }

  @Test(arguments: [
    JSONObject([
      ("context", "Modal"), ("presentation", "POP"), ("modal_style", "sheet"), ("pull_to_refresh_enabled", 0),
      ("modal_dismiss_gesture_enabled", "false"), ("view_controller", 5), ("animated", 0),
      ("historical_location", "true"), ("query_string_presentation", "Replace"),
    ]),
    JSONObject([
      ("context", 1), ("presentation", .null), ("modal_style", .array(["large"])), ("pull_to_refresh_enabled", .null),
      ("modal_dismiss_gesture_enabled", 0.0), ("view_controller", .null), ("animated", "false"),
      ("historical_location", 1), ("query_string_presentation", true),
    ]),
  ])
  func wrongTypesAndUnknownStringsFallBack(values: JSONObject) {
    expectDefaults(PathProperties(values))
  }

  @Test func everyEnumRawValueIsTheWireString() {
    #expect(
      Navigation.Presentation.allCases.map(\.rawValue) == [
        "default", "pop", "replace", "refresh", "clear_all", "replace_root", "none",
      ])
    #expect(Navigation.ModalStyle.allCases.map(\.rawValue) == ["medium", "large", "full", "page_sheet", "form_sheet"])
  }

  @Test func mergingOverridesInPlaceAndAppendsNewKeys() {
    let base = PathProperties(JSONObject([("context", "modal"), ("animated", false)]))
    let merged = base.merging(JSONObject([("animated", true), ("presentation", "pop")]))
    #expect(merged.values.keys == ["context", "animated", "presentation"])
    #expect(merged.animated)
    #expect(merged.context == .modal)
    #expect(merged.presentation == .pop)
  }
}
