import NavJSON
import NavProtocol
import Testing

/// A print request that must fail, with the field and reason it reports.
struct RoutePrintFailureCase: Sendable, CustomTestStringConvertible {
  let name: String
  let params: JSONObject
  let field: String
  let reason: String

  init(_ name: String, _ params: JSONValue, _ field: String, _ reason: String) {
    self.name = name
    self.params = RouteFixtures.object(params)
    self.field = field
    self.reason = reason
  }

  var testDescription: String { "\(name) → \(field)" }
}

@Suite struct RoutePrintTests {
  static let table = RouteFixtures.musicAppTable

  static let failures: [RoutePrintFailureCase] = [
    .init("nope", [:], "name", "no route named \"nope\""),
    .init("unknown", [:], "name", "no route named \"unknown\""),
    .init("viewAlbum", [:], "params.albumID", "missing (required by kkbox://album/{albumID:digits})"),
    .init("viewAlbum", ["albumID": 12], "params.albumID", "expected a string, got number"),
    .init("viewAlbum", ["albumID": "12a"], "params.albumID", "expected a string of digits 0-9"),
    .init("viewAlbum", ["albumID": ""], "params.albumID", "expected a string of digits 0-9"),
    .init(
      "viewAlbum", ["albumID": "1", "extra": true], "params.extra", "not a parameter of kkbox://album/{albumID:digits}"),
    .init("volume", ["level": "3"], "params.level", "expected an integer, got string"),
    .init("volume", ["level": 3.0], "params.level", "expected an integer, got number"),
    .init("shuffle", ["mode": "maybe"], "params.mode", "expected one of on, off"),
    .init("viewPlaylist", ["playlistID": "not-a-uuid"], "params.playlistID", "expected a uuid (8-4-4-4-12 hex digits)"),
    .init("genreByName", ["genreName": ""], "params.genreName", "expected a non-empty string"),
    .init("genreByName", ["genreName": ".."], "params.genreName", "a path segment must not be \".\" or \"..\""),
    .init("genreByName", ["genreName": nil], "params.genreName", "expected a string, got null"),
    .init("help", [:], "params.topic", "missing (required by kkbox://help/{*topic})"),
    .init("help", ["topic": "a/b"], "params.topic", "expected an array of strings, got string"),
    .init("help", ["topic": ["a", 1]], "params.topic[1]", "expected a string, got number"),
    .init("help", ["topic": ["a", ""]], "params.topic[1]", "a path segment must not be empty"),
    .init("help", ["topic": ["."]], "params.topic[0]", "a path segment must not be \".\" or \"..\""),
    .init("search", ["type": "album"], "params.query", "missing (required by \(searchPattern))"),
    .init("search", ["query": "x", "page": "2"], "params.page", "expected an integer, got string"),
    .init("search", ["query": "x", "type": "video"], "params.type", "expected one of song, album, artist, playlist"),
    // A string that prints like a higher-ranked route's URL cannot be printed.
    .init(
      "genreByName", ["genreName": "12"], "params", "prints as kkbox://genre/12, which resolves to route \"genre\""),
  ]

  /// Prints with params written as a JSON object literal.
  static func printing(_ table: RouteTable, _ name: String, _ params: JSONValue) throws(RoutePrintError) -> String {
    try table.print(name: name, params: RouteFixtures.object(params))
  }

  static let searchPattern = "kkbox://search?q={query}&type={type:(song|album|artist|playlist)=song}&page={page:int?}"

  @Test(arguments: failures) func reportsTheFirstBadField(_ example: RoutePrintFailureCase) {
    #expect(throws: RoutePrintError.self) { try Self.table.print(name: example.name, params: example.params) }
    do {
      let url = try Self.table.print(name: example.name, params: example.params)
      Issue.record("printed \(url)")
    } catch {
      #expect(error.field == example.field)
      #expect(error.reason == example.reason)
      #expect(error.jsonValue == ["field": .string(example.field), "reason": .string(example.reason)])
    }
  }

  @Test func encodesEverythingButUnreservedWithUppercaseHex() throws {
    let url = try RoutePrintTests.printing(Self.table, "genreByName", ["genreName": "a b/c~d_e.f-g!*'()?#&=+%"])
    #expect(url == "kkbox://genre/a%20b%2Fc~d_e.f-g%21%2A%27%28%29%3F%23%26%3D%2B%25")
    #expect(RouteFixtures.params(Self.table.resolve(url)) == ["genreName": "a b/c~d_e.f-g!*'()?#&=+%"])
    #expect(
      try RoutePrintTests.printing(Self.table, "genreByName", ["genreName": "搖滾"]) == "kkbox://genre/%E6%90%96%E6%BB%BE"
    )
    #expect(try RoutePrintTests.printing(Self.table, "openURL", ["url": "a=b&c"]) == "kkbox://open?url=a%3Db%26c")
  }

  @Test func printsRootsAsSchemeSlashSlashAndOriginSlash() throws {
    #expect(try RoutePrintTests.printing(Self.table, "home", [:]) == "kkbox://")
    #expect(try RoutePrintTests.printing(Self.table, "webHome", [:]) == "https://www.kkbox.com/")
    // The catch-all's empty form is the web root, which belongs to the higher-ranked webHome.
    #expect(throws: RoutePrintError.self) { try RoutePrintTests.printing(Self.table, "webFallback", ["path": []]) }
    #expect(try RoutePrintTests.printing(Self.table, "webFallback", ["path": ["x"]]) == "https://www.kkbox.com/x")
  }

  @Test func writesQueryItemsInPatternOrderLeavingOutDefaultsAndAbsentOptionals() throws {
    #expect(
      try RoutePrintTests.printing(Self.table, "search", ["page": 2, "type": "album", "query": "q"])
        == "kkbox://search?q=q&type=album&page=2")
    #expect(try RoutePrintTests.printing(Self.table, "search", ["type": "song", "query": "q"]) == "kkbox://search?q=q")
    #expect(try RoutePrintTests.printing(Self.table, "search", ["query": "q"]) == "kkbox://search?q=q")
    #expect(try RoutePrintTests.printing(Self.table, "campaign", ["campaignID": "c"]) == "kkbox://campaign/c?ref=app")
    #expect(
      try RoutePrintTests.printing(Self.table, "campaign", ["source": "fb", "campaignID": "c"])
        == "kkbox://campaign/c?utm_source=fb&ref=app")
    #expect(try RoutePrintTests.printing(Self.table, "voiceSearch", [:]) == "kkbox://search?mode=voice")
  }

  @Test func choosesTheFirstPatternThatAcceptsTheParams() throws {
    #expect(try RoutePrintTests.printing(Self.table, "viewAlbum", ["albumID": "1"]) == "kkbox://album/1")
    #expect(
      try RoutePrintTests.printing(Self.table, "viewAlbum", ["albumID": "1", "lang": "en", "region": "my"])
        == "https://www.kkbox.com/my/en/album/1")
    do {
      _ = try RoutePrintTests.printing(Self.table, "viewAlbum", ["albumID": "1", "lang": "en"])
      Issue.record("lang without region cannot print")
    } catch {
      // The first pattern's problem is reported.
      #expect(error.field == "params.lang")
    }
  }

  @Test func normalisesUUIDsAndInts() throws {
    let upper = "3F2A9C1E-8B7D-4E6F-A5B4-C3D2E1F0A9B8"
    #expect(
      try RoutePrintTests.printing(Self.table, "viewPlaylist", ["playlistID": .string(upper)])
        == "kkbox://playlist/\(upper.lowercased())")
    #expect(
      try RoutePrintTests.printing(Self.table, "volume", ["level": .integer(Int64.min)])
        == "kkbox://playctrl_volume/-9223372036854775808")
  }

  @Test func refusesURLsThatWouldBeTooLong() throws {
    do {
      _ = try RoutePrintTests.printing(Self.table, "search", ["query": .string(String(repeating: "é", count: 700))])
      Issue.record("should be too long")
    } catch {
      #expect(error.field == "params")
      #expect(
        error.reason.hasPrefix("the URL would be too long (over 4096 bytes or 32 segments): kkbox://search?q=%C3%A9"))
    }
    let topic = JSONValue.array(Array(repeating: "x", count: 32))
    #expect(throws: RoutePrintError.self) { try RoutePrintTests.printing(Self.table, "help", ["topic": topic]) }
    let fits = JSONValue.array(Array(repeating: "x", count: 31))
    #expect(try RoutePrintTests.printing(Self.table, "help", ["topic": fits]).hasPrefix("kkbox://help/x/x/"))
  }

  @Test func canonicalURLFallsBackToTheMatchedPatternWhenNothingRoundTrips() throws {
    // `kkbox://a/b?n=abc` matches only `{x}` (the optional n has the wrong type for the other
    // pattern), but its canonical URL `kkbox://a/b` belongs to the higher-ranked literal pattern.
    let table = try RouteTable([
      RouteDefinition(name: "string", patterns: ["kkbox://a/{x}"]),
      RouteDefinition(name: "literal", patterns: ["kkbox://a/b?n={n:int?}"]),
    ])
    let route = try #require(table.resolve("kkbox://a/b?n=abc").route)
    #expect(route.name == "string")
    #expect(JSONValue.object(route.query) == ["n": "abc"])
    #expect(route.canonicalURL == "kkbox://a/b")
    #expect(throws: RoutePrintError.self) { try RoutePrintTests.printing(table, "string", ["x": "b"]) }
  }
}
