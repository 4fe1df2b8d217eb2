import NavJSON
import NavProtocol
import Testing

/// One URL and the route it should resolve to (or the unknown reason).
struct RouteExpectation: Sendable, CustomTestStringConvertible {
  let url: String
  let name: String
  let params: JSONObject
  let query: JSONObject?

  init(_ url: String, _ name: String, _ params: JSONValue = [:], query: JSONValue? = nil) {
    self.url = url
    self.name = name
    self.params = RouteFixtures.object(params)
    self.query = query.map(RouteFixtures.object)
  }

  var testDescription: String { url.count > 100 ? String(url.prefix(100)) + "…" : url }

  /// Checks `table.resolve(url)` against the expectation.
  func check(in table: RouteTable, sourceLocation: SourceLocation = #_sourceLocation) {
    let resolution = table.resolve(url)
    #expect(resolution.name == name, sourceLocation: sourceLocation)
    if let route = resolution.route {
      #expect(route.params == params, sourceLocation: sourceLocation)
      if let query { #expect(route.query == query, sourceLocation: sourceLocation) }
    }
  }
}

@Suite struct RouteNormalisationTests {
  static let table: RouteTable = {
    do {
      return try RouteTable([
        RouteDefinition(name: "album", patterns: ["kkbox://album/{id:digits}"]),
        RouteDefinition(name: "pause", patterns: ["kkbox://playctrl_pause"]),
        RouteDefinition(name: "genre", patterns: ["kkbox://genre/{name}"]),
        RouteDefinition(name: "café", patterns: ["kkbox://caf%C3%A9/{x:(é|ü)}"]),
        RouteDefinition(name: "webAlbum", patterns: ["HTTPS://WWW.KKBox.com/album/{id:digits}"]),
        RouteDefinition(name: "local", patterns: ["http://localhost:8080/a/{x}"]),
        RouteDefinition(name: "plain", patterns: ["http://example.com:80/p"]),
        RouteDefinition(
          name: "search", patterns: ["kkbox://search?q={q}&page={page:int?}&type={type:(song|album)=song}"]),
      ])
    } catch {
      fatalError("\(error)")
    }
  }()

  static let cases: [RouteExpectation] = [
    // A custom scheme's authority is path segment 0, whatever the slashes.
    .init("kkbox://album/1", "album", ["id": "1"]),
    .init("kkbox:///album/1", "album", ["id": "1"]),
    .init("kkbox:album/1", "album", ["id": "1"]),
    .init("kkbox:/album/1", "album", ["id": "1"]),
    // The scheme is case-insensitive; a custom authority and path literals are not.
    .init("KKBOX://album/1", "album", ["id": "1"]),
    .init("kkbox://Album/1", "unknown"),
    .init("kkbox://PLAYCTRL_PAUSE", "unknown"),
    // http(s): scheme and host lowercased (in the pattern too), default ports dropped, path case-sensitive.
    .init("https://www.kkbox.com/album/7", "webAlbum", ["id": "7"]),
    .init("HTTPS://WWW.KKBOX.COM/album/7", "webAlbum", ["id": "7"]),
    .init("https://www.kkbox.com:443/album/7", "webAlbum", ["id": "7"]),
    .init("https://www.kkbox.com/ALBUM/7", "unknown"),
    .init("http://example.com/p", "plain"),
    .init("http://example.com:80/p", "plain"),
    .init("http://localhost:8080/a/b", "local", ["x": "b"]),
    .init("https://user:secret@www.kkbox.com/album/7", "webAlbum", ["id": "7"]),
    // Split before decoding: %2F stays inside its segment.
    .init("kkbox://genre/hip%2Fhop", "genre", ["name": "hip/hop"]),
    .init("kkbox://album%2F1", "unknown"),
    .init("kkbox://genre/%61%62", "genre", ["name": "ab"]),
    .init("kkbox://%61lbum/1", "album", ["id": "1"]),
    // Empty segments are dropped.
    .init("kkbox://album//1", "album", ["id": "1"]),
    .init("kkbox://album/1/", "album", ["id": "1"]),
    .init("kkbox:////album///1//", "album", ["id": "1"]),
    .init("https://www.kkbox.com//album//7/", "webAlbum", ["id": "7"]),
    // `+` is literal; the fragment is ignored (even when it holds spaces or bad escapes).
    .init("kkbox://genre/a+b", "genre", ["name": "a+b"]),
    .init("kkbox://search?q=a+b", "search", ["q": "a+b", "type": "song"]),
    .init("kkbox://album/1#top", "album", ["id": "1"]),
    .init("kkbox://album/1#a b %zz", "album", ["id": "1"]),
    .init("kkbox://search?q=x#page=2", "search", ["q": "x", "type": "song"]),
    // Raw non-ASCII equals its percent-encoding; hex digits in either case.
    .init("kkbox://café/é", "café", ["x": "é"]),
    .init("kkbox://caf%c3%a9/%C3%BC", "café", ["x": "ü"]),
    .init("kkbox://genre/搖滾", "genre", ["name": "搖滾"]),
    .init("kkbox://genre/%E6%90%96%E6%BB%BE", "genre", ["name": "搖滾"]),
    // Query: keys case-sensitive, first occurrence wins, empty counts as absent.
    .init("kkbox://search?Q=x", "unknown"),
    .init("kkbox://search?q=a&q=b", "search", ["q": "a", "type": "song"]),
    .init("kkbox://search?q=&q=b", "unknown"),
    .init("kkbox://search?q", "unknown"),
    .init("kkbox://search?%71=x", "search", ["q": "x", "type": "song"]),
    .init("kkbox://search?q=x&page=", "search", ["q": "x", "type": "song"]),
    .init("kkbox://search?q=x&page=3&type=album", "search", ["q": "x", "page": 3, "type": "album"]),
    // A wrong type is a non-match even for optional and defaulted parameters.
    .init("kkbox://search?q=x&page=two", "unknown"),
    .init("kkbox://search?q=x&type=video", "unknown"),
    .init("kkbox://search?q=x&type=Album", "unknown"),
    // Undeclared keys come back with their first decoded value, "" for a bare key, in URL order.
    .init(
      "kkbox://search?z=1&q=x&a=%20&z=2&flag&=skipped", "search", ["q": "x", "type": "song"],
      query: ["z": "1", "a": " ", "flag": ""]),
    .init("kkbox://album/1?from=push", "album", ["id": "1"], query: ["from": "push"]),
  ]

  @Test(arguments: cases) func normalises(_ example: RouteExpectation) {
    example.check(in: Self.table)
  }

  @Test func portsOtherThanTheDefaultAreOtherOrigins() {
    #expect(Self.table.resolve("https://www.kkbox.com:8443/album/7") == .unknown(.unsupportedSource))
    #expect(Self.table.resolve("http://www.kkbox.com/album/7") == .unknown(.unsupportedSource))
    #expect(Self.table.resolve("https://www.kkbox.com:80/album/7") == .unknown(.unsupportedSource))
    #expect(Self.table.resolve("http://localhost/a/b") == .unknown(.unsupportedSource))
    #expect(Self.table.resolve("http://localhost:8080/a/b").name == "local")
  }

  @Test func intsAcceptLeadingZerosAndSignButNotPlus() throws {
    let table = try RouteFixtures.table(["kkbox://n/{x:int}"])
    #expect(RouteFixtures.params(table.resolve("kkbox://n/007")) == ["x": 7])
    #expect(RouteFixtures.params(table.resolve("kkbox://n/-0")) == ["x": 0])
    #expect(RouteFixtures.params(table.resolve("kkbox://n/9223372036854775807")) == ["x": .integer(Int64.max)])
    #expect(RouteFixtures.params(table.resolve("kkbox://n/-9223372036854775808")) == ["x": .integer(Int64.min)])
    #expect(table.resolve("kkbox://n/9223372036854775808") == .unknown(.noMatch))
    #expect(table.resolve("kkbox://n/+5") == .unknown(.noMatch))
    #expect(table.resolve("kkbox://n/-") == .unknown(.noMatch))
    #expect(table.resolve("kkbox://n/1.5") == .unknown(.noMatch))
  }

  @Test func uuidsAreLowercasedAndDigitsKeepZeros() throws {
    let table = try RouteFixtures.table(["kkbox://u/{id:uuid}", "kkbox://d/{id:digits}"])
    let upper = "3F2A9C1E-8B7D-4E6F-A5B4-C3D2E1F0A9B8"
    #expect(RouteFixtures.params(table.resolve("kkbox://u/\(upper)")) == ["id": .string(upper.lowercased())])
    #expect(table.resolve("kkbox://u/3f2a9c1e8b7d4e6fa5b4c3d2e1f0a9b8") == .unknown(.noMatch))
    #expect(table.resolve("kkbox://u/3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9bg") == .unknown(.noMatch))
    #expect(RouteFixtures.params(table.resolve("kkbox://d/000")) == ["id": "000"])
    #expect(table.resolve("kkbox://d/-1") == .unknown(.noMatch))
  }

  @Test func aCatchAllTakesZeroOrMoreDecodedSegments() throws {
    let table = try RouteFixtures.table(["kkbox://files/{*path}"])
    #expect(RouteFixtures.params(table.resolve("kkbox://files")) == ["path": []])
    #expect(RouteFixtures.params(table.resolve("kkbox://files/")) == ["path": []])
    #expect(RouteFixtures.params(table.resolve("kkbox://files/a//b%2Fc/%20")) == ["path": ["a", "b/c", " "]])
    #expect(table.resolve("kkbox://files/a//b%2Fc/%20").route?.canonicalURL == "kkbox://files/a/b%2Fc/%20")
  }

  @Test func rootsResolveAndPrint() throws {
    let table = try RouteFixtures.table(["kkbox://", "https://www.kkbox.com"])
    for url in ["kkbox://", "kkbox:", "kkbox:///", "kkbox:/", "KKBOX://?x=1#f"] {
      #expect(table.resolve(url).route?.canonicalURL == "kkbox://", "\(url)")
    }
    for url in ["https://www.kkbox.com", "https://www.kkbox.com/", "https://WWW.kkbox.com:443//"] {
      #expect(table.resolve(url).route?.canonicalURL == "https://www.kkbox.com/", "\(url)")
    }
  }
}
