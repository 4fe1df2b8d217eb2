import Foundation
import Testing

@testable import NavProtocol

/// Entries keep URLs as strings; every URL must come back equal and compare as before.
@Suite struct StoredURLTests {
  static let urls: [URL] =
    [
      "https://app.example/", "https://app.example", "https://app.example?x=1", "https://app.example/a/b?x=1&y=2#f",
      "https://app.example/a?", "https://app.example/a#?not-a-query", "https://app.example/caf%C3%A9/%2F?q=%20",
      "HTTPS://App.Example:8443/A/", "https://u:p@h.example:1/p;x?q#f", "https://[::1]:8080/x", "kkbox://album/1",
      "mailto:someone@example.com?subject=hi", "data:text/plain,hi", "about:blank", "http:/x/y", "foo", "/relative?q",
      "https://app.example/a b", "https://app.example/é?ü=1#f",
    ].compactMap { URL(string: $0) }
    + [
      URL(string: "y?z", relativeTo: URL(string: "https://app.example/x/"))!,
      URL(fileURLWithPath: "/tmp/a b.txt"),
      URL(string: "https://app.example/" + String(repeating: "a", count: 70_000))!,
    ]

  @Test(arguments: urls)
  func roundTrips(url: URL) {
    let stored = StoredURL(url)
    #expect(stored.url == url)
    #expect(stored.absoluteString == url.absoluteString)
    #expect(stored == StoredURL(url))
  }

  @Test func comparesLikeURL() {
    let presentations = Navigation.QueryStringPresentation.allCases
    for first in Self.urls {
      let stored = StoredURL(first)
      for second in Self.urls {
        for presentation in presentations {
          let expected = first.isSameLocation(as: second, queryStringPresentation: presentation)
          let actual = stored.isSameLocation(as: LocationIdentity(second), queryStringPresentation: presentation)
          #expect(actual == expected, "\(first) vs \(second) (\(presentation))")
        }
      }
    }
  }

  @Test func entryStringsNeedNoParsing() throws {
    let navigator = Navigator()
    let url = try #require(URL(string: "https://app.example/articles/1?x=2"))
    try navigator.route(RouteRequest(url: url))
    let entry = try #require(navigator.mainStack.top)
    #expect(entry.routedLocationString == "https://app.example/articles/1?x=2")
    #expect(entry.currentURLString == "https://app.example/articles/1?x=2")
    #expect(entry.routedLocation == url)
    #expect(navigator.currentVisitableURLString == "https://app.example/articles/1?x=2")

    let moved = try #require(URL(string: "https://app.example/articles/1/moved"))
    let updated = try navigator.didChangeURL(moved)
    #expect(updated.currentURL == moved)
    #expect(updated.currentURLString == "https://app.example/articles/1/moved")
    #expect(updated.routedLocation == url)
    #expect(navigator.currentVisitableURL == moved)
  }
}
