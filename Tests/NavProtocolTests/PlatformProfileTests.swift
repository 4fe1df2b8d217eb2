import Foundation
import NavJSON
import NavdTestKit
import Testing

@testable import NavProtocol

/// Each platform's facts, pinned as one row per platform (the values the platform switches
/// answered before the profiles held them), and the rule that keeps them in the profiles: no
/// more than a handful of `.ios`/`.android` sites outside `Sources/NavProtocol/Platform`.
@Suite struct PlatformProfileTests {
  /// What one profile answers.
  struct Facts: Sendable, CustomTestStringConvertible {
    var platform: Platform
    var productName: String
    var otherPlatform: Platform
    var patternsIgnoreCase: Bool
    var requiresRules: Bool
    var rejectsNonObjectSettings: Bool
    var typedKeys: [String]
    var crashingKeys: [String]
    var valuesIgnoreCase: Bool
    var otherPlatformKeys: [String]
    var identifyingKeys: [String]
    var ignoredPresentationValues: [String]
    var refusesModalReplaceRoot: Bool
    var webViewController: String
    var defaultVisitableViewControllers: [String]
    var hasDialogs: Bool
    var defaultDialogViewControllers: [String]
    var hasModalStyles: Bool
    var hasModalResult: Bool
    var routeDecisionHandlerNames: [RouteDecisionHandlerName]
    var defaultRouteDecisionHandlers: [RouteDecisionHandlerName]
    var handlerTypes: [RouteDecisionHandlerName: String]
    var rules: String

    var testDescription: String { platform.rawValue }
  }

  static let facts: [Facts] = [
    Facts(
      platform: .ios, productName: "Hotwire Native iOS", otherPlatform: .android, patternsIgnoreCase: false,
      requiresRules: true, rejectsNonObjectSettings: false,
      typedKeys: [
        "context", "presentation", "modal_style", "pull_to_refresh_enabled", "modal_dismiss_gesture_enabled",
        "view_controller", "animated", "historical_location", "query_string_presentation",
      ],
      crashingKeys: [], valuesIgnoreCase: false, otherPlatformKeys: ["uri", "fallback_uri"], identifyingKeys: [],
      ignoredPresentationValues: ["push"], refusesModalReplaceRoot: false, webViewController: "web",
      defaultVisitableViewControllers: ["web"], hasDialogs: false, defaultDialogViewControllers: [],
      hasModalStyles: true, hasModalResult: false,
      routeDecisionHandlerNames: [.appNavigation, .safari, .systemNavigation],
      defaultRouteDecisionHandlers: [.appNavigation, .safari, .systemNavigation],
      handlerTypes: [
        .appNavigation: "AppNavigationRouteDecisionHandler", .safari: "SafariRouteDecisionHandler",
        .browserTab: "BrowserTabRouteDecisionHandler", .systemNavigation: "SystemNavigationRouteDecisionHandler",
      ],
      rules: "IOSRules"),
    Facts(
      platform: .android, productName: "Hotwire Native Android", otherPlatform: .ios, patternsIgnoreCase: true,
      requiresRules: false, rejectsNonObjectSettings: true,
      typedKeys: [
        "context", "presentation", "pull_to_refresh_enabled", "animated", "historical_location",
        "query_string_presentation", "uri", "fallback_uri", "title",
      ],
      crashingKeys: ["pull_to_refresh_enabled", "animated", "historical_location"], valuesIgnoreCase: true,
      otherPlatformKeys: ["view_controller", "modal_style", "modal_dismiss_gesture_enabled"],
      identifyingKeys: ["uri", "fallback_uri"], ignoredPresentationValues: [], refusesModalReplaceRoot: true,
      webViewController: "hotwire://fragment/web", defaultVisitableViewControllers: ["hotwire://fragment/web"],
      hasDialogs: true, defaultDialogViewControllers: ["hotwire://fragment/web/modal/sheet"], hasModalStyles: false,
      hasModalResult: true,
      routeDecisionHandlerNames: [.appNavigation, .browserTab, .systemNavigation],
      defaultRouteDecisionHandlers: [.appNavigation, .browserTab, .systemNavigation],
      handlerTypes: [
        .appNavigation: "AndroidAppNavigationRouteDecisionHandler", .safari: "SafariRouteDecisionHandler",
        .browserTab: "BrowserTabRouteDecisionHandler",
        .systemNavigation: "AndroidSystemNavigationRouteDecisionHandler",
      ],
      rules: "AndroidRules"),
  ]

  @Test(arguments: facts) func profileAnswersItsFacts(_ expected: Facts) {
    let profile = expected.platform.profile
    #expect(profile.platform == expected.platform)
    #expect(profile.productName == expected.productName)
    #expect(profile.otherPlatform == expected.otherPlatform)
    #expect(profile.patternsIgnoreCase == expected.patternsIgnoreCase)
    #expect(profile.requiresRules == expected.requiresRules)
    #expect(profile.rejectsNonObjectSettings == expected.rejectsNonObjectSettings)
    #expect(profile.typedProperties.map(\.key) == expected.typedKeys)
    #expect(profile.typedProperties.filter(\.wrongTypeCrashes).map(\.key) == expected.crashingKeys)
    #expect(profile.valuesIgnoreCase == expected.valuesIgnoreCase)
    #expect(profile.otherPlatformKeys == expected.otherPlatformKeys)
    #expect(profile.identifyingKeys == expected.identifyingKeys)
    #expect(profile.ignoredPresentationValues == expected.ignoredPresentationValues)
    #expect(profile.refusesModalReplaceRoot == expected.refusesModalReplaceRoot)
    #expect(profile.webViewController == expected.webViewController)
    #expect(profile.defaultVisitableViewControllers == expected.defaultVisitableViewControllers)
    #expect(profile.hasDialogs == expected.hasDialogs)
    #expect(profile.defaultDialogViewControllers == expected.defaultDialogViewControllers)
    #expect(profile.hasModalStyles == expected.hasModalStyles)
    #expect(profile.hasModalResult == expected.hasModalResult)
    #expect(profile.routeDecisionHandlerNames == expected.routeDecisionHandlerNames)
    #expect(profile.defaultRouteDecisionHandlers == expected.defaultRouteDecisionHandlers)
    for name in RouteDecisionHandlerName.allCases {
      #expect(String(describing: type(of: profile.routeDecisionHandler(name))) == expected.handlerTypes[name])
    }
    #expect(String(describing: type(of: expected.platform.rules)) == expected.rules)
  }

  /// `(platform, url, matchQueryStrings, subject)`: iOS honours the client's setting; Android always
  /// matches the query and gives a URL that is not http(s) the empty subject.
  @Test(arguments: [
    (Platform.ios, "https://example.com/a/?b=1", false, "/a/"),
    (.ios, "https://example.com/a/?b=1", true, "/a/?b=1"),
    (.ios, "myapp://host/x", true, "/x"),
    (.android, "https://example.com/a/?b=1", false, "/a/?b=1"),
    (.android, "https://example.com/a/", true, "/a/"),
    (.android, "myapp://host/x", true, ""),
  ])
  func subject(_ platform: Platform, _ url: String, _ matchQueryStrings: Bool, _ subject: String) throws {
    let url = try #require(URL(string: url))
    #expect(platform.profile.subject(for: url, matchQueryStrings: matchQueryStrings) == subject)
  }

  /// `(platform, url, adopted start location)`: iOS lowercases the host, Android keeps it.
  @Test(arguments: [
    (Platform.ios, "HTTPS://App.Example:8443/a/b?c", String?("https://app.example:8443/")),
    (.android, "HTTPS://App.Example:8443/a/b?c", "https://App.Example:8443/"),
    (.ios, "myapp://host/x", nil),
    (.android, "myapp://host/x", nil),
  ])
  func originRule(_ platform: Platform, _ url: String, _ origin: String?) throws {
    let url = try #require(URL(string: url))
    #expect(platform.profile.adoptableStartLocation(for: url)?.absoluteString == origin)
  }

  /// `(platform, viewController, visitable)` against the platform's default visitable screens: a
  /// destination below one is visitable on Android only.
  @Test(arguments: [
    (Platform.ios, "web", true), (.ios, "web/modal", false), (.ios, "hotwire://fragment/web", false),
    (.android, "hotwire://fragment/web", true), (.android, "hotwire://fragment/web/modal", true),
    (.android, "hotwire://fragment/webview", false), (.android, "web", false),
  ])
  func visitableScreens(_ platform: Platform, _ viewController: String, _ visitable: Bool) {
    let profile = platform.profile
    #expect(
      profile.isVisitable(viewController, visitableViewControllers: profile.defaultVisitableViewControllers)
        == visitable)
  }

  @Test func wirePropertiesOfAProposalWithoutProperties() throws {
    let proposal = VisitProposal(url: try #require(URL(string: "https://example.com/a")))
    let ios = Platform.ios.profile.wireProperties(of: proposal)
    #expect(ios.viewController == "web")
    #expect(ios.modalStyle == "large")
    #expect(ios.pullToRefreshEnabled)
    #expect(ios.destination == nil)
    let android = Platform.android.profile.wireProperties(of: proposal)
    #expect(android.viewController == "hotwire://fragment/web")
    #expect(android.modalStyle == nil)
    #expect(!android.pullToRefreshEnabled)
    #expect(android.modalDismissGestureEnabled)
    #expect(
      android.destination
        == ProposalWireProperties.Destination(uri: "hotwire://fragment/web", fallbackURI: nil, title: nil))
    #expect([ios.context, android.context] == ["default", "default"])
  }

  @Test func eachPlatformHasItsOwnProfileAndIOSIsTheDefault() {
    #expect(Platform.allCases.map(\.profile.platform) == Platform.allCases)
    #expect(Platform.default == .ios)
    #expect(NavigatorConfiguration.defaultRouteDecisionHandlers == Platform.ios.defaultRouteDecisionHandlers)
  }

  // MARK: - The rule that keeps the facts in the profiles

  /// The `.ios`/`.android` sites allowed outside `Sources/NavProtocol/Platform`: the two cases of
  /// `Platform.rulesProfile` (the one switch from wire value to profile) and `Platform.default`.
  static let allowedSitesOutsideProfiles = 3

  @Test func platformSitesStayInTheProfiles() throws {
    let sources = PackageRoot.url("Sources")
    let profiles = "NavProtocol/Platform/"
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(profiles) }
    #expect(files.count > 100)
    // `.ios` or `.android` as a platform: not a member of something else (`row.ios`, `\.ios`).
    let site = try Regex(#"(?:^|[^A-Za-z0-9_\\\])])\.(?:ios|android)\b|Platform\.(?:ios|android)\b"#)
    var sites: [String] = []
    for file in files.sorted() {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
        if line.contains(site) { sites.append("\(file):\(number + 1): \(line)") }
      }
    }
    #expect(
      sites.count <= Self.allowedSitesOutsideProfiles,
      "platform facts belong in IOSProfile/AndroidProfile; found:\n\(sites.joined(separator: "\n"))")
  }
}
