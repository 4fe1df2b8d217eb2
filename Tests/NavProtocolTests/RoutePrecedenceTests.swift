import NavProtocol
import Testing

/// Patterns (each its own route, named by its text), a URL, and the pattern that must win.
struct RoutePrecedenceCase: Sendable, CustomTestStringConvertible {
  let patterns: [String]
  let url: String
  let winner: String

  init(_ patterns: [String], _ url: String, _ winner: String) {
    self.patterns = patterns
    self.url = url
    self.winner = winner
  }

  var testDescription: String { "\(url) → \(winner)" }
}

@Suite struct RoutePrecedenceTests {
  static let cases: [RoutePrecedenceCase] = [
    .init(["kkbox://a/b", "kkbox://a/{x:(b|c)}"], "kkbox://a/b", "kkbox://a/b"),
    .init(["kkbox://a/b", "kkbox://a/{x:(b|c)}"], "kkbox://a/c", "kkbox://a/{x:(b|c)}"),
    .init(["kkbox://a/{x:(1|2)}", "kkbox://a/{x:int}"], "kkbox://a/1", "kkbox://a/{x:(1|2)}"),
    .init(["kkbox://a/{x:(1|2)}", "kkbox://a/{x:int}"], "kkbox://a/3", "kkbox://a/{x:int}"),
    .init(["kkbox://a/{x:digits}", "kkbox://a/{x}"], "kkbox://a/12", "kkbox://a/{x:digits}"),
    .init(["kkbox://a/{x:digits}", "kkbox://a/{x}"], "kkbox://a/b", "kkbox://a/{x}"),
    .init(
      ["kkbox://a/{x:uuid}", "kkbox://a/{x}"], "kkbox://a/00000000-0000-0000-0000-000000000000", "kkbox://a/{x:uuid}"),
    .init(["kkbox://a/{x}", "kkbox://a/{*r}"], "kkbox://a/b", "kkbox://a/{x}"),
    .init(["kkbox://a/{x}", "kkbox://a/{*r}"], "kkbox://a/b/c", "kkbox://a/{*r}"),
    .init(["kkbox://a/{x}", "kkbox://a/{*r}"], "kkbox://a", "kkbox://a/{*r}"),
    // An exact end beats a catch-all that takes nothing.
    .init(["kkbox://a", "kkbox://a/{*r}"], "kkbox://a", "kkbox://a"),
    .init(["kkbox://", "kkbox://{*r}"], "kkbox://", "kkbox://"),
    // The first differing segment decides, not the number of literals.
    .init(["kkbox://{x}/b/c", "kkbox://a/{y}/{z}"], "kkbox://a/b/c", "kkbox://a/{y}/{z}"),
    .init(["kkbox://a/{x:int}/c", "kkbox://a/{y}/c"], "kkbox://a/5/c", "kkbox://a/{x:int}/c"),
    // A higher branch that dead-ends gives way to a lower one.
    .init(["kkbox://a/b/c", "kkbox://a/{x}/d"], "kkbox://a/b/d", "kkbox://a/{x}/d"),
    .init(["kkbox://a/b/{*r}", "kkbox://a/{x}/d"], "kkbox://a/b/d", "kkbox://a/b/{*r}"),
    // A failed int (overflow, `+`) falls through to lower-ranked patterns.
    .init(["kkbox://n/{x:int}", "kkbox://n/{x}"], "kkbox://n/99999999999999999999", "kkbox://n/{x}"),
    .init(["kkbox://n/{x:int}", "kkbox://n/{x}"], "kkbox://n/+5", "kkbox://n/{x}"),
    .init(["kkbox://n/{x:int}", "kkbox://n/{x}"], "kkbox://n/-5", "kkbox://n/{x:int}"),
    // Typed siblings that cannot overlap.
    .init(["kkbox://t/{x:int}", "kkbox://t/{x:uuid}"], "kkbox://t/5", "kkbox://t/{x:int}"),
    .init(
      ["kkbox://t/{x:int}", "kkbox://t/{x:uuid}"], "kkbox://t/00000000-0000-0000-0000-00000000000A",
      "kkbox://t/{x:uuid}"),
    // Overlapping enums told apart by a later segment.
    .init(["kkbox://e/{x:(a|b)}/one", "kkbox://e/{y:(b|c)}/two"], "kkbox://e/b/two", "kkbox://e/{y:(b|c)}/two"),
    .init(["kkbox://e/{x:(a|b)}/one", "kkbox://e/{y:(b|c)}/two"], "kkbox://e/b/one", "kkbox://e/{x:(a|b)}/one"),
    .init(["kkbox://e/{x:int}/one", "kkbox://e/{y:digits}/two"], "kkbox://e/7/two", "kkbox://e/{y:digits}/two"),
    // Then more satisfied fixed query values.
    .init(["kkbox://s?src=app", "kkbox://s?src=app&kind=x"], "kkbox://s?kind=x&src=app", "kkbox://s?src=app&kind=x"),
    .init(["kkbox://s?src=app", "kkbox://s?src=app&kind=x"], "kkbox://s?src=app", "kkbox://s?src=app"),
    .init(["kkbox://s?src=app", "kkbox://s?src=app&kind=x"], "kkbox://s?src=app&kind=y", "kkbox://s?src=app"),
    .init(["kkbox://s", "kkbox://s?mode=voice"], "kkbox://s?mode=voice", "kkbox://s?mode=voice"),
    .init(["kkbox://s", "kkbox://s?mode=voice"], "kkbox://s?mode=text", "kkbox://s"),
    // ...but only after the path: path rank comes first.
    .init(["kkbox://a/b", "kkbox://a/{x}?src=app"], "kkbox://a/b?src=app", "kkbox://a/b"),
    // A query that fails on the higher path falls back to the lower one.
    .init(["kkbox://a/b?id={id:int}", "kkbox://a/{x}"], "kkbox://a/b?id=z", "kkbox://a/{x}"),
    .init(["kkbox://a/b?id={id:int}", "kkbox://a/{x}"], "kkbox://a/b?id=1", "kkbox://a/b?id={id:int}"),
    // http(s) origins are separate tries.
    .init(["https://a.example/x", "https://b.example/{y}"], "https://b.example/x", "https://b.example/{y}"),
  ]

  private static func table(_ patterns: [String]) throws -> RouteTable {
    try RouteTable(patterns.map { RouteDefinition(name: $0, patterns: [$0]) })
  }

  @Test(arguments: cases) func winsInDeclarationOrder(_ example: RoutePrecedenceCase) throws {
    let table = try Self.table(example.patterns)
    #expect(table.resolve(example.url).name == example.winner)
    #expect(table.resolveByLinearScan(example.url).name == example.winner)
  }

  @Test(arguments: cases) func winsInReverseOrder(_ example: RoutePrecedenceCase) throws {
    let table = try Self.table(example.patterns.reversed())
    #expect(table.resolve(example.url).name == example.winner)
    #expect(table.resolveByLinearScan(example.url).name == example.winner)
  }

  @Test func musicAppPrecedence() {
    let table = RouteFixtures.musicAppTable
    #expect(table.resolve("kkbox://user/me").name == "myProfile")
    #expect(table.resolve("kkbox://user/42").name == "userProfile")
    #expect(table.resolve("kkbox://charts/daily").name == "chartByPeriod")
    #expect(table.resolve("kkbox://charts/1").name == "chartByID")
    #expect(table.resolve("kkbox://genre/1").name == "genre")
    #expect(table.resolve("kkbox://genre/pop").name == "genreByName")
    #expect(table.resolve("https://www.kkbox.com/tw/tc/artist/5").name == "webArtist")
    #expect(table.resolve("https://www.kkbox.com/tw/en/album/5").name == "viewAlbum")
    #expect(table.resolve("https://www.kkbox.com/tw/tc/album/5").name == "viewAlbum")
    #expect(table.resolve("https://www.kkbox.com/tw/tc/artist").name == "webFallback")
    #expect(table.resolve("https://www.kkbox.com/").name == "webHome")
  }
}
