import NavdTestKit
import Testing

@testable import NavProtocol

/// The index must agree with trying every pattern in turn, and its work must
/// not grow with the table (counted, not timed).
@Suite struct RouteIndexTests {
  /// 1 000 routes in the shapes real tables have: literal prefixes, typed ids,
  /// enums, query specs, catch-alls, several origins.
  static let largeTable: RouteTable = {
    var routes: [RouteDefinition] = []
    for number in 0..<250 {
      routes.append(RouteDefinition(name: "item\(number)", patterns: ["kkbox://item\(number)/{id:int}"]))
      routes.append(
        RouteDefinition(
          name: "itemTab\(number)", patterns: ["kkbox://item\(number)/{id:int}/{tab:(info|songs|fans)}"]))
      routes.append(
        RouteDefinition(
          name: "web\(number)", patterns: ["https://www.kkbox.com/s\(number)/{slug}?ref={ref?}&v={v:int=1}"]))
      routes.append(RouteDefinition(name: "docs\(number)", patterns: ["https://docs\(number).kkbox.com/{*path}"]))
    }
    do {
      return try RouteTable(routes)
    } catch {
      fatalError("\(error)")
    }
  }()

  static let largeTableURLs: [String] = [
    "kkbox://item0/1", "kkbox://item249/-7/songs", "kkbox://item125/5/fans?x=1", "kkbox://item125/5/other",
    "https://www.kkbox.com/s17/hello?ref=mail", "https://www.kkbox.com/s17/hello?v=x", "https://docs3.kkbox.com/a/b/c",
    "https://docs249.kkbox.com/", "kkbox://item250/1", "https://docs250.kkbox.com/", "kkbox://item7",
  ]

  @Test func resolvingALargeTableVisitsAFewNodesNotEveryPattern() {
    let table = Self.largeTable
    #expect(table.routeNames.count == 1000)
    for url in Self.largeTableURLs {
      var indexed = RouteMatcher.Work()
      var linear = RouteMatcher.Work()
      let viaIndex = table.resolve(url, byIndex: true, work: &indexed)
      let viaScan = table.resolve(url, byIndex: false, work: &linear)
      #expect(viaIndex == viaScan, "\(url)")
      // The index touches at most one node per segment plus the root, and the
      // patterns ending there — twice when it matched (the canonical URL's round
      // trip); the linear scan tries all 1 000 patterns each time.
      // No search for an unknown source, one for noMatch, two for a match.
      let rounds = viaIndex.route != nil ? 2 : viaIndex == .unknown(.noMatch) ? 1 : 0
      #expect(indexed.nodesVisited <= 5 * rounds, "\(url)")
      #expect(indexed.patternsTried <= 4 * rounds, "\(url)")
      #expect(linear.patternsTried == 1000 * rounds, "\(url)")
    }
    #expect(RouteFixtures.params(table.resolve("kkbox://item249/-7/songs")) == ["id": -7, "tab": "songs"])
    #expect(
      RouteFixtures.params(table.resolve("https://www.kkbox.com/s17/hello?ref=mail")) == [
        "slug": "hello", "ref": "mail", "v": 1,
      ])
    #expect(table.resolve("kkbox://item250/1") == .unknown(.noMatch))
    #expect(table.resolve("https://docs250.kkbox.com/") == .unknown(.unsupportedSource))
  }

  @Test func unknownBeforeMatchingCostsNoIndexWork() {
    for url in ["spotify://x", "kkbox://a b", "kkbox://a/../b", "kkbox://" + String(repeating: "a/", count: 40)] {
      var work = RouteMatcher.Work()
      _ = Self.largeTable.resolve(url, byIndex: true, work: &work)
      #expect(work == RouteMatcher.Work(), "\(url)")
    }
  }

  @Test(arguments: RouteCatalogTests.cases.map(\.url) + RouteUnknownReasonTests.cases.map(\.url))
  func agreesWithTheLinearScanOnTheMusicApp(_ url: String) {
    let table = RouteFixtures.musicAppTable
    #expect(table.resolve(url) == table.resolveByLinearScan(url))
  }

  /// Random tables built from a small vocabulary so that kinds collide at every
  /// position; a pattern is kept only if the table stays valid.
  @Test(arguments: [UInt64(101), 202, 303, 404, 505])
  func agreesWithTheLinearScanOnRandomTables(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    let elements = [
      "a", "b", "1", "{x:(a|b)}", "{x:(b|1)}", "{x:int}", "{x:digits}", "{x:uuid}", "{x}",
    ]
    let queries = ["", "?m=1", "?m={m:int}", "?m={m:int?}", "?k=a", "?k=a&m=1", "?q={q:(a|b)=a}"]
    var table = RouteTable()
    var definitions: [RouteDefinition] = []
    for number in 0..<80 {
      var segments: [String] = []
      for position in 0..<Int.random(in: 0...3, using: &random) {
        segments.append(
          pick(elements).split(separator: "{x", omittingEmptySubsequences: false).joined(separator: "{x\(position)"))
      }
      if Int.random(in: 0...4, using: &random) == 0 { segments.append("{*rest}") }
      let pattern = "kkbox://" + segments.joined(separator: "/") + pick(queries)
      let candidate = definitions + [RouteDefinition(name: "r\(number)", patterns: [pattern])]
      if let built = try? RouteTable(candidate) {
        definitions = candidate
        table = built
      }
    }
    #expect(definitions.count >= 15)
    let urlPieces = ["a", "b", "1", "01", "-2", "c", "00000000-0000-0000-0000-000000000000", "%61"]
    let urlQueries = ["", "?m=1", "?m=x", "?k=a", "?k=a&m=1", "?q=b", "?q=c", "?m=2&k=b"]
    var matched = 0
    for _ in 0..<1500 {
      let path = (0..<Int.random(in: 0...5, using: &random)).map { _ in pick(urlPieces) }.joined(separator: "/")
      let url = "kkbox://" + path + pick(urlQueries)
      let resolution = table.resolve(url)
      #expect(resolution == table.resolveByLinearScan(url), "\(url) in \(definitions.map(\.patterns))")
      if resolution.route != nil { matched += 1 }
    }
    #expect(matched > 100)
  }
}
