import Foundation
import Testing

@testable import NavProtocol

/// The platform facts deep links, declared handlers and the version line ask for, one row per
/// platform (kept beside ``PlatformProfileTests``' table).
@Suite struct PlatformDeepLinkFactsTests {
  struct Facts: Sendable, CustomTestStringConvertible {
    var platform: Platform
    var shortName: String
    var modelledRelease: String
    var inAppBrowser: ExternalNavigation.Kind
    var routesColdDeepLinkAfterStart: Bool
    /// `startsAtColdDeepLink` for a link on the start host, on `App.example` (another spelling),
    /// on another host, and with no start location.
    var startsAt: [Bool]
    var testDescription: String { platform.rawValue }
  }

  static let facts: [Facts] = [
    Facts(
      platform: .ios, shortName: "iOS", modelledRelease: "1.3.1", inAppBrowser: .safari,
      routesColdDeepLinkAfterStart: true, startsAt: [false, false, false, false]),
    Facts(
      platform: .android, shortName: "Android", modelledRelease: "1.3.1", inAppBrowser: .browserTab,
      routesColdDeepLinkAfterStart: false, startsAt: [true, false, false, false]),
  ]

  @Test(arguments: facts)
  func eachProfileAnswers(_ facts: Facts) throws {
    let profile = facts.platform.profile
    #expect(profile.shortName == facts.shortName)
    #expect(profile.modelledRelease == facts.modelledRelease)
    #expect(profile.inAppBrowser == facts.inAppBrowser)
    #expect(profile.routesColdDeepLinkAfterStart == facts.routesColdDeepLinkAfterStart)
    let start = try #require(URL(string: "https://app.example/"))
    let links = ["https://app.example/posts/1", "https://App.example/posts/1", "https://other.example/"]
      .compactMap(URL.init(string:))
    let startsAt =
      links.map { profile.startsAtColdDeepLink($0, startLocation: start) }
      + [profile.startsAtColdDeepLink(links[0], startLocation: nil)]
    #expect(startsAt == facts.startsAt)
  }
}
