import Foundation
import NavJSON
import NavProtocol
import Testing

/// Path configuration as Hotwire Native Android reads it (docs/android.md): the
/// facts of upstream's `PathConfigurationTest` (cited by name), then every
/// place Android differs from iOS.
@Suite struct AndroidPathConfigurationTests {
  static let configuration = AndroidFixture.pathConfiguration(
    [
      "settings": [
        "custom_app_feature_enabled": true, "custom_app_number": 1,
        "custom_app_data": [
          "marketing_site": "https://native.hotwired.dev", "demo_site": "https://hotwire-native-demo.dev",
        ],
      ],
      "rules": .array(AndroidParityNavigatorRuleTests.rules),
    ])

  static func properties(_ location: String) -> JSONObject {
    configuration.properties(for: Fixture.absolute(location)).properties.values
  }

  static func android(_ location: String) -> AndroidPathProperties {
    AndroidPathProperties(properties(location))
  }

  // MARK: upstream PathConfigurationTest

  /// `assetConfigurationIsLoaded`
  @Test func assetConfigurationIsLoaded() {
    #expect(Self.configuration.rules.count == 9)
  }

  /// `presentationContext`
  @Test(arguments: [("/home", Navigation.Context.default), ("/new", .modal), ("/edit", .modal)])
  func presentationContext(path: String, context: Navigation.Context) {
    #expect(Self.android("https://turbo.hotwired.dev" + path).context == context)
  }

  /// `globalSetting`
  @Test func globalSetting() {
    let settings = Self.configuration.settings
    #expect(settings.count == 3)
    #expect(settings["no_such_key"] == nil)
    #expect(settings["custom_app_feature_enabled"] == true)
    #expect(settings["custom_app_number"] == 1)
    #expect(settings["custom_app_data"]?["demo_site"] == "https://hotwire-native-demo.dev")
  }

  /// `recedeHistoricalLocation`, `resumeHistoricalLocation`, `refreshHistoricalLocation`
  @Test(arguments: [
    ("recede", AndroidPresentation.pop), ("resume", .none), ("refresh", .refresh),
  ])
  func historicalLocation(name: String, presentation: AndroidPresentation) {
    let properties = Self.android("https://turbo.hotwired.dev/\(name)_historical_location")
    #expect(properties.presentation == presentation)
    #expect(properties.context == .default)
    #expect(properties.historicalLocation)
  }

  /// `title`
  @Test func title() {
    #expect(Self.android("https://turbo.hotwired.dev/image.jpg").title == "Image Viewer")
    #expect(Self.android("https://turbo.hotwired.dev/image.jpg").uri == "hotwire://fragment/image_viewer")
    #expect(Self.android("https://turbo.hotwired.dev/home").title == nil)
  }

  /// `animated`
  @Test(arguments: [("/home", true), ("/new", true), ("/not-animated", false)])
  func animated(path: String, animated: Bool) {
    #expect(Self.android("https://turbo.hotwired.dev" + path).animated == animated)
  }

  /// `pullToRefresh`
  @Test(arguments: [("/home", true), ("/new", false)])
  func pullToRefresh(path: String, enabled: Bool) {
    #expect(Self.android("https://turbo.hotwired.dev" + path).pullToRefreshEnabled == enabled)
  }

  /// `unknownSchemeLocationDoesNotThrow`: the subject of a URL that is not http(s) is empty, so
  /// only the rules matching `""` apply (`.*`, and `^$` of the home rule).
  @Test(arguments: ["mailto:test@example.com", "tel:+15551234567", "sms:+15551234567", "custom-app://feature"])
  func unknownSchemeLocationDoesNotThrow(location: String) {
    let url = Fixture.absolute(location)
    #expect(Self.configuration.subject(for: url, matchQueryStrings: true) == "")
    #expect(Self.configuration.properties(for: url).matchedRules == [0, 1])
  }

  /// `customProperties`: unknown keys pass through untouched.
  @Test func customProperties() {
    let tabs = Self.properties("https://turbo.hotwired.dev/custom/tabs")["tabs"]?.arrayValue
    #expect(tabs?.first?["label"] == "Tab 1")
  }

  /// `validConfigurationIsCached`: `{ "settings": {}, "rules": [] }` is a valid document.
  @Test func emptyDocumentIsValid() throws {
    let configuration = try PathConfiguration(json: ["settings": [:], "rules": []], platform: .android)
    #expect(configuration.rules.isEmpty)
  }

  /// `loadStateAndPropertiesStayInSync` (its `CACHED_JSON`): a later rule wins.
  @Test func laterRulesWin() throws {
    let configuration = try PathConfiguration(
      json: [
        "settings": [:],
        "rules": [
          ["patterns": [".+"], "properties": ["context": "default"]],
          ["patterns": ["/new$"], "properties": ["context": "modal"]],
        ],
      ], platform: .android)
    let properties = AndroidPathProperties(
      configuration.properties(for: Fixture.absolute("https://turbo.hotwired.dev/new")).properties.values)
    #expect(properties.context == .modal)
  }

  // MARK: where Android differs from iOS

  @Test func patternsAreCaseInsensitiveBuiltInsIncluded() {
    #expect(Self.android("https://app.example/HOME").presentation == .clearAll)
    #expect(Self.android("https://app.example/Recede_Historical_Location").presentation == .pop)
    let ios = PathConfiguration()
    #expect(ios.properties(for: Fixture.url("/Recede_Historical_Location")).matchedRules.isEmpty)
  }

  @Test func anInlineFlagStillTurnsCaseSensitivityOn() {
    let configuration = AndroidFixture.pathConfiguration([
      "rules": [["patterns": ["(?-i)/Exact$"], "properties": ["x": 1]]]
    ])
    #expect(configuration.properties(for: Fixture.url("/Exact")).matchedRules == [0])
    #expect(configuration.properties(for: Fixture.url("/exact")).matchedRules.isEmpty)
  }

  @Test func theQueryIsAlwaysMatched() {
    let configuration = AndroidFixture.pathConfiguration([
      "rules": [["patterns": ["\\?draft"], "properties": ["x": 1]]]
    ])
    let url = Fixture.url("/posts?draft=1")
    #expect(configuration.subject(for: url, matchQueryStrings: false) == "/posts?draft=1")
    #expect(configuration.properties(for: url, matchQueryStrings: false).matchedRules == [0])
    #expect(configuration.subject(for: Fixture.url("/posts?"), matchQueryStrings: false) == "/posts?")
  }

  @Test(arguments: [
    ("MODAL", Navigation.Context.modal), ("Modal", .modal), ("modal", .modal), ("modals", .default), ("", .default),
  ])
  func enumValuesAreCaseInsensitive(value: String, context: Navigation.Context) {
    #expect(AndroidPathProperties(["context": .string(value)]).context == context)
  }

  @Test(arguments: AndroidPresentation.allCases)
  func everyPresentationReadsInAnyCase(presentation: AndroidPresentation) {
    #expect(
      AndroidPathProperties(["presentation": .string(presentation.rawValue.uppercased())]).presentation == presentation)
  }

  @Test func pushIsAnAndroidPresentationOnly() {
    #expect(AndroidPathProperties(["presentation": "push"]).presentation == .push)
    #expect(PathProperties(["presentation": "push"]).presentation == .default)
  }

  @Test func defaults() {
    let properties = AndroidPathProperties()
    #expect(properties.context == .default)
    #expect(properties.presentation == .default)
    #expect(properties.queryStringPresentation == .default)
    #expect(!properties.pullToRefreshEnabled)
    #expect(properties.animated)
    #expect(!properties.historicalLocation)
    #expect(properties.uri == "hotwire://fragment/web")
    #expect(properties.fallbackURI == nil)
    #expect(properties.title == nil)
  }

  @Test(arguments: [
    JSONObject([
      ("pull_to_refresh_enabled", 1), ("animated", "false"), ("uri", 5), ("title", true), ("fallback_uri", []),
    ]),
    JSONObject([("pull_to_refresh_enabled", .null), ("uri", ""), ("context", 1), ("presentation", false)]),
  ])
  func wrongTypesFallBack(values: JSONObject) {
    let properties = AndroidPathProperties(values)
    #expect(!properties.pullToRefreshEnabled)
    #expect(properties.animated)
    #expect(properties.uri == "hotwire://fragment/web")
    #expect(properties.title == nil)
    #expect(properties.fallbackURI == nil)
    #expect(properties.context == .default)
    #expect(properties.presentation == .default)
  }

  @Test func uriFallbackURIAndTitleAreRead() {
    let properties = AndroidPathProperties(
      ["uri": "hotwire://fragment/map", "fallback_uri": "hotwire://fragment/web", "title": "Map"])
    #expect(properties.uri == "hotwire://fragment/map")
    #expect(properties.fallbackURI == "hotwire://fragment/web")
    #expect(properties.title == "Map")
  }

  @Test(arguments: [
    JSONValue.object(["settings": [:]]), .object(["rules": .null]), .object(["settings": .null, "rules": .null]),
    .object([:]),
  ])
  func aDocumentWithoutRulesIsValid(json: JSONValue) throws {
    let configuration = try PathConfiguration(json: json, platform: .android)
    #expect(configuration.rules.isEmpty)
    #expect(configuration.allRules.count == 3)
    #expect(throws: PathConfigurationError.self) { try PathConfiguration(json: json) }
  }

  @Test(arguments: [JSONValue.string("x"), .integer(1), .bool(true), .array([1])])
  func settingsThatAreNeitherAnObjectNorNullAreInvalid(settings: JSONValue) throws {
    let json: JSONValue = ["settings": settings, "rules": []]
    #expect(throws: PathConfigurationError.self) { try PathConfiguration(json: json, platform: .android) }
    do {
      _ = try PathConfiguration(json: json, platform: .android)
    } catch {
      #expect(error.problems.map(\.path) == ["settings"])
    }
    #expect(try PathConfiguration(json: json).settings.isEmpty)  // iOS reads it as no settings
  }

  @Test func aRuleWithoutPatternsIsStillInvalid() {
    #expect(throws: PathConfigurationError.self) {
      try PathConfiguration(json: ["rules": [["properties": [:]]]], platform: .android)
    }
  }

  @Test func anInvalidPatternIsSkippedWithAWarning() throws {
    let configuration = try PathConfiguration(
      json: ["rules": [["patterns": ["(", "/ok"], "properties": ["x": 1]]]], platform: .android)
    #expect(configuration.warnings.map(\.pattern) == ["("])
    #expect(configuration.properties(for: Fixture.url("/OK")).matchedRules == [0])
  }
}
