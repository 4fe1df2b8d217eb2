import NavProtocol
import NavdTestKit
import Testing

/// Hostile input: huge, deeply segmented, badly escaped, control characters.
/// Every one must come back as `unknown` (or a match) without trapping.
@Suite struct RouteHostileInputTests {
  static let hundredKB = 100 * 1024

  static let cases: [RouteUnknownCase] = [
    .init(String(repeating: "a", count: hundredKB), .unsupportedSource),
    .init(String(repeating: "k", count: hundredKB) + "://x", .unsupportedSource),
    .init("https://" + String(repeating: "w", count: hundredKB) + "/album/1", .unsupportedSource),
    .init("https://www.kkbox.com:" + String(repeating: "4", count: hundredKB) + "/", .unsupportedSource),
    .init("kkbox://search?q=" + String(repeating: "a", count: hundredKB), .tooLong),
    .init("kkbox://" + String(repeating: "a/", count: hundredKB / 2), .tooLong),
    .init("kkbox://" + String(repeating: "/", count: hundredKB) + "playctrl_pause", .tooLong),
    .init("kkbox://" + String(repeating: "%41", count: hundredKB / 3), .tooLong),
    .init("kkbox://" + String(repeating: "a/", count: hundredKB / 2) + "%zz", .badEncoding),
    .init("kkbox://" + String(repeating: "a/", count: hundredKB / 2) + "..", .dotSegment),
    .init("kkbox://search?q=" + String(repeating: "a", count: hundredKB) + "\u{1}", .badEncoding),
    .init("kkbox://" + String(repeating: "%", count: hundredKB), .badEncoding),
    .init("kkbox://" + String(repeating: "%C3", count: hundredKB / 3), .badEncoding),
    .init("kkbox://" + String(repeating: "😀", count: hundredKB / 4), .tooLong),
    .init("kkbox://" + String(repeating: "{", count: hundredKB), .tooLong),
    .init("kkbox://album/1#" + String(repeating: "%zz ", count: hundredKB / 4), .tooLong),
    .init("kkbox://?" + String(repeating: "&", count: hundredKB), .tooLong),
    .init("kkbox://\u{0}", .badEncoding),
    .init("kkbox://\u{1B}[31m", .badEncoding),
    .init("kkbox://album/\u{2028}", .noMatch),
    .init("kkbox://album/\u{FEFF}1", .noMatch),
    .init("kkbox://album/%00", .noMatch),
    .init("kkbox:%", .badEncoding),
    .init("kkbox:?%", .badEncoding),
    .init(":", .unsupportedSource),
    .init("%", .unsupportedSource),
    .init("\u{0}kkbox://", .unsupportedSource),
    .init(" kkbox://playctrl_pause", .unsupportedSource),
    .init("https://[::1/", .unsupportedSource),
    .init("https://@/", .unsupportedSource),
    .init("https://:443/", .unsupportedSource),
  ]

  @Test(arguments: cases) func answersUnknownWithoutTrapping(_ example: RouteUnknownCase) {
    let table = RouteFixtures.musicAppTable
    #expect(table.resolve(example.url) == .unknown(example.reason))
    #expect(table.resolveByLinearScan(example.url) == .unknown(example.reason))
  }

  @Test func oddButValidInputsStillMatch() {
    let table = RouteFixtures.musicAppTable
    #expect(table.resolve("kkbox:").name == "home")
    #expect(table.resolve("kkbox:?").name == "home")
    #expect(table.resolve("kkbox://?#").name == "home")
    #expect(table.resolve("kkbox:#%").name == "home")
    #expect(table.resolve("kkbox://?" + String(repeating: "=", count: 4000)).route?.query.isEmpty == true)
    #expect(table.resolve("kkbox://" + String(repeating: "/", count: 4000) + "playctrl_pause").name == "pause")
    #expect(RouteFixtures.params(table.resolve("kkbox://genre/%00")) == ["genreName": "\u{0}"])
    #expect(table.resolve("kkbox://genre/%00").route?.canonicalURL == "kkbox://genre/%00")
    #expect(table.resolve("kkbox://genre/😀").route?.canonicalURL == "kkbox://genre/%F0%9F%98%80")
  }

  /// Random strings over URL-ish characters, controls and escapes: never a trap,
  /// and the index always agrees with the linear scan.
  @Test(arguments: [UInt64(9), 99, 999]) func fuzzedStringsAreTotal(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let atoms = [
      "kkbox:", "kkbox://", "https://www.kkbox.com", "/", "//", "?", "#", "&", "=", "%", "%2", "%2F", "%2e", "%C3",
      "%A9", "%FF", ".", "..", "album", "1", "search", "q", "+", " ", "\u{0}", "\u{85}", "é", "😀", "{", "}", "@",
      ":", "[", "]", "playctrl_pause", "help", "tw", "tc",
    ]
    let table = RouteFixtures.musicAppTable
    for _ in 0..<3000 {
      let url = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        atoms[Int.random(in: 0..<atoms.count, using: &random)]
      }.joined()
      let resolution = table.resolve(url)
      #expect(resolution == table.resolveByLinearScan(url), "\(url.debugDescription)")
      if let route = resolution.route {
        #expect(table.resolve(route.canonicalURL).route?.params == route.params, "\(url.debugDescription)")
      }
    }
  }
}
