import Foundation
import NavJSON
import NavProtocol
import Testing

/// `isSameLocation` (docs/navigator.md §3.6).
@Suite struct SameLocationTests {
  @Test(arguments: [
    ("https://h.example/a", "https://h.example/a/", true),
    ("https://h.example/a/", "https://h.example/a", true),
    ("https://h.example", "https://h.example/", true),
    ("https://h.example/a", "https://h.example/b", false),
    ("https://h.example/a", "https://h.example/a/b", false),
    ("https://h.example/a//", "https://h.example/a", false),
    ("https://h.example/A", "https://h.example/a", false),
    ("https://h.example/caf%C3%A9", "https://h.example/caf%c3%a9", true),
    ("https://h.example/caf%C3%A9", "https://h.example/café", true),
    ("https://h.example/a%2Fb", "https://h.example/a/b", true),
    ("https://h.example/%7Euser", "https://h.example/~user", true),
    ("https://h.example/a%20b", "https://h.example/a+b", false),
    ("https://h.example/a?x=1", "https://h.example/a?x=1", true),
    ("https://h.example/a?x=1", "https://h.example/a?x=2", false),
    ("https://h.example/a?x=1&y=2", "https://h.example/a?y=2&x=1", false),
    ("https://h.example/a", "https://h.example/a?", true),
    ("https://h.example/a", "https://h.example/a?x", false),
    ("https://h.example/a?x=%20", "https://h.example/a?x=+", false),
    ("https://h.example/a/?x=1", "https://h.example/a?x=1", true),
    ("https://one.example/a", "http://two.example:8080/a", true),
    ("https://h.example/a#one", "https://h.example/a#two", true),
    ("kkbox://album/1", "https://h.example/1", true),
  ])
  func byDefault(lhs: String, rhs: String, same: Bool) {
    #expect(Fixture.absolute(lhs).isSameLocation(as: Fixture.absolute(rhs)) == same)
    #expect(Fixture.absolute(rhs).isSameLocation(as: Fixture.absolute(lhs)) == same)
  }

  @Test(arguments: [
    ("https://h.example/a?x=1", "https://h.example/a?x=2", true),
    ("https://h.example/a", "https://h.example/a?x=2", true),
    ("https://h.example/a?x=1", "https://h.example/b?x=1", false),
  ])
  func withQueryStringPresentationReplace(lhs: String, rhs: String, same: Bool) {
    let properties = PathProperties(JSONObject([("query_string_presentation", "replace")]))
    #expect(Fixture.absolute(lhs).isSameLocation(as: Fixture.absolute(rhs), pathProperties: properties) == same)
    #expect(
      Fixture.absolute(lhs).isSameLocation(as: Fixture.absolute(rhs), queryStringPresentation: .replace) == same)
  }
}
