import Foundation
import Testing

@testable import NavProtocol

/// Android's `same(a, b)` (docs/android.md) beside iOS's for the same pairs.
@Suite struct AndroidLocationIdentityTests {
  @Test(arguments: [
    ("/x", "/x", true, true), ("/x", "/x/", false, true), ("", "/", false, true), ("/x", "/x?", false, true),
    ("/x?a=1", "/x?a=1", true, true), ("/x?a=1&b=2", "/x?b=2&a=1", false, false), ("/a%2Fb", "/a/b", true, true),
    ("/caf%C3%A9", "/caf%c3%a9", true, true), ("/x?q=%41", "/x?q=A", true, false), ("/x#top", "/x", true, true),
  ])
  func samePage(first: String, second: String, android: Bool, ios: Bool) {
    let a = Fixture.absolute("https://app.example" + first)
    let b = Fixture.absolute("https://app.example" + second)
    #expect(
      AndroidLocationIdentity(a).isSameLocation(as: AndroidLocationIdentity(b), queryStringPresentation: .default)
        == android)
    #expect(a.isSameLocation(as: b) == ios)
    #expect(StoredURL(a).androidIdentity == AndroidLocationIdentity(a))
  }

  @Test func queryStringPresentationReplaceIgnoresTheQueryNotThePath() {
    let a = AndroidLocationIdentity(Fixture.url("/x?a=1"))
    #expect(a.isSameLocation(as: AndroidLocationIdentity(Fixture.url("/x")), queryStringPresentation: .replace))
    #expect(!a.isSameLocation(as: AndroidLocationIdentity(Fixture.url("/x/?a=1")), queryStringPresentation: .replace))
  }
}
