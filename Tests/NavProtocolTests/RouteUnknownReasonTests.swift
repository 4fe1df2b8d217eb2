import NavProtocol
import Testing

/// A URL and the `unknown` reason it must get.
struct RouteUnknownCase: Sendable, CustomTestStringConvertible {
  let url: String
  let reason: UnknownRouteReason

  init(_ url: String, _ reason: UnknownRouteReason) {
    self.url = url
    self.reason = reason
  }

  var testDescription: String {
    let shown = url.count > 80 ? String(url.prefix(80)) + "…(\(url.utf8.count) bytes)" : url
    return "\(reason): \(shown.debugDescription)"
  }
}

@Suite struct RouteUnknownReasonTests {
  static let many = Array(repeating: "a", count: 40).joined(separator: "/")

  static let cases: [RouteUnknownCase] = [
    .init("", .unsupportedSource),
    .init("album/1", .unsupportedSource),
    .init("://album/1", .unsupportedSource),
    .init("1kkbox://album/1", .unsupportedSource),
    .init("spotify://album/1", .unsupportedSource),
    .init("mailto:someone@example.com", .unsupportedSource),
    .init("https://evil.example/album/1", .unsupportedSource),
    .init("https://www.kkbox.com@evil.example/album/1", .unsupportedSource),
    .init("https:www.kkbox.com/album/1", .unsupportedSource),
    .init("https://www.kkbox.com:99999/", .unsupportedSource),
    .init("https://www.kkbox.com:x/", .unsupportedSource),
    .init("http://www.kkbox.com/album/1", .unsupportedSource),
    .init("https://www.kk box.com/album/1", .unsupportedSource),
    .init("spotify://a b/%zz/../", .unsupportedSource),
    .init("kkbox://album/1 2", .badEncoding),
    .init("kkbox://album/%zz", .badEncoding),
    .init("kkbox://album/%4", .badEncoding),
    .init("kkbox://album/1%", .badEncoding),
    .init("kkbox://album/%FF", .badEncoding),
    .init("kkbox://album/%C3", .badEncoding),
    .init("kkbox://album/%C3/%A9", .badEncoding),
    .init("kkbox://album/%C3é", .badEncoding),
    .init("kkbox://search?q=%ED%A0%80", .badEncoding),
    .init("kkbox://search?q=%C0%AF", .badEncoding),
    .init("kkbox://search?q=%F4%90%80%80", .badEncoding),
    .init("kkbox://search?q=%E6%90", .badEncoding),
    .init("kkbox://search?q=%E6%90&x=%96", .badEncoding),
    .init("kkbox://search?q=a\tb", .badEncoding),
    .init("kkbox://search?q=a%2", .badEncoding),
    .init("kkbox://album/1\n", .badEncoding),
    .init("kkbox://album/\u{0}", .badEncoding),
    .init("kkbox://album/\u{7F}", .badEncoding),
    .init("kkbox://album/\u{85}", .badEncoding),
    .init("kkbox://album/../\(many) x", .badEncoding),
    .init("kkbox://album/../1", .dotSegment),
    .init("kkbox://./album/1", .dotSegment),
    .init("kkbox://album/%2e%2E/x", .dotSegment),
    .init("kkbox://album/.%2e", .dotSegment),
    .init("https://www.kkbox.com/tw/./tc", .dotSegment),
    .init("kkbox://\(many)/..", .dotSegment),
    .init("kkbox://\(many)", .tooLong),
    .init("kkbox://help/" + Array(repeating: "x", count: 32).joined(separator: "/"), .tooLong),
    .init("kkbox://search?q=" + String(repeating: "a", count: 4096 - 17 + 1), .tooLong),
    .init("kkbox://search?q=" + String(repeating: "é", count: 680), .tooLong),
    .init("kkbox://play_music", .noMatch),
    .init("kkbox://PLAYCTRL_PAUSE", .noMatch),
    .init("kkbox://album/abc", .noMatch),
    .init("kkbox://album", .noMatch),
    .init("kkbox://album/1/2/3", .noMatch),
    .init("kkbox://search", .noMatch),
    .init("kkbox://....", .noMatch),
    .init("https://kma.kkbox.com/awards/MMXXIV", .noMatch),
  ]

  @Test(arguments: cases) func reportsTheFirstReason(_ example: RouteUnknownCase) {
    let table = RouteFixtures.musicAppTable
    #expect(table.resolve(example.url) == .unknown(example.reason))
    #expect(table.resolveByLinearScan(example.url) == .unknown(example.reason))
  }

  @Test func limitsAreInclusive() {
    let table = RouteFixtures.musicAppTable
    let longest = "kkbox://search?q=" + String(repeating: "a", count: 4096 - 17)
    #expect(longest.utf8.count == 4096)
    #expect(RouteFixtures.params(table.resolve(longest))?["query"] == .string(String(repeating: "a", count: 4079)))
    // Raw non-ASCII counts as its percent-encoding: 679 × "é" = 679 × 6 bytes.
    let accented = "kkbox://search?q=" + String(repeating: "é", count: 679)
    #expect(table.resolve(accented).name == "search")
    let thirtyTwo = "kkbox://help/" + Array(repeating: "x", count: 31).joined(separator: "/")
    #expect(RouteFixtures.params(table.resolve(thirtyTwo))?["topic"]?.arrayValue?.count == 31)
    // Empty segments do not count.
    #expect(table.resolve(thirtyTwo + "////").name == "help")
  }

  @Test func reasonsKeepTheirDeclaredOrderAndNames() {
    #expect(
      UnknownRouteReason.allCases.map(\.rawValue) == [
        "unsupportedSource", "badEncoding", "dotSegment", "tooLong", "noMatch",
      ])
  }

  @Test func anEmptyTableKnowsNoSource() {
    #expect(RouteTable().resolve("kkbox://album/1") == .unknown(.unsupportedSource))
    #expect(RouteTable().resolve("") == .unknown(.unsupportedSource))
  }
}
