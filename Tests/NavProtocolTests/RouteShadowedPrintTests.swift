import NavJSON
import NavProtocol
import Testing

/// A table is rejected when one pattern of a route resolves params that the route
/// cannot print, because another of its patterns takes the URL they print as
/// (docs/routes.md, "Writing a table"); near-misses still load.
@Suite struct RouteShadowedPrintTests {
  /// The problem text for `pattern` (the one that resolves `example`) shadowed by `other` at `otherPath`.
  static func reason(
    _ pattern: String, _ example: String, printsAs printed: String, _ other: String, _ otherPath: String
  )
    -> String
  {
    "\"\(pattern)\" resolves \(example) to params its route cannot print: they print as \(printed), "
      + "which \"\(other)\" (\(otherPath)) of the same route resolves to other params"
  }

  /// Two patterns of one route, the example URL the lower one resolves, and what it prints as.
  static let rejected: [(lower: String, higher: String, example: String, printed: String)] = [
    // An undeclared key with a value the higher pattern's enum rejects (the fuzz finding's shape).
    (
      "https://app.example/{kind:(a|b|7)}?p={p:int=1}&n={n:int?}",
      "https://app.example/a?type={type:(song|album)=song}", "https://app.example/a?type=x", "https://app.example/a"
    ),
    // The same with an optional int (docs/routes.md's fallback example, within one route).
    ("kkbox://a/{x}", "kkbox://a/b?n={n:int?}", "kkbox://a/b?n=x", "kkbox://a/b"),
    // An int with a leading zero misses the literal; its canonical form does not.
    ("kkbox://n/{x:int}", "kkbox://n/7", "kkbox://n/07", "kkbox://n/7"),
    ("kkbox://n/{x:int}", "kkbox://n/{y:(7|8)}", "kkbox://n/07", "kkbox://n/7"),
    ("kkbox://n/{x:int}", "kkbox://n/0", "kkbox://n/00", "kkbox://n/0"),
    // An uppercase uuid misses the lowercase literal.
    (
      "kkbox://p/{id:uuid}", "kkbox://p/00000000-0000-0000-0000-00000000000a",
      "kkbox://p/00000000-0000-0000-0000-00000000000A", "kkbox://p/00000000-0000-0000-0000-00000000000a"
    ),
    // A default written out is rejected by the higher pattern; printing leaves it out.
    ("kkbox://s/{k:(a|b)}?p={p:int=1}", "kkbox://s/a?p={p:(2|3)?}", "kkbox://s/a?p=1", "kkbox://s/a"),
    // Only a pattern that adds a default ({type: song}) would print what the first resolves ({rest: []}).
    (
      "https://x.example/a/{*rest}", "https://x.example/a?type={type:(song|album)=song}", "https://x.example/a?type=x",
      "https://x.example/a"
    ),
    // A catch-all under a literal path with an optional typed query value.
    ("kkbox://h/{*topic}", "kkbox://h/x?v={v:digits?}", "kkbox://h/x?v=x", "kkbox://h/x"),
  ]

  @Test(arguments: rejected.indices) func rejectsARouteThatCannotPrintWhatItResolves(_ index: Int) {
    let (lower, higher, example, printed) = Self.rejected[index]
    // Declaration order does not matter; the problem is at the pattern that resolves the example.
    #expect(
      RouteFixtures.problems([RouteDefinition(name: "r", patterns: [lower, higher])]) == [
        ConfigurationProblem(
          path: "routes[0].patterns[0]",
          reason: Self.reason(lower, example, printsAs: printed, higher, "routes[0].patterns[1]"))
      ])
    #expect(
      RouteFixtures.problems([
        RouteDefinition(name: "before", patterns: ["other://"]), RouteDefinition(name: "r", patterns: [higher, lower]),
      ]) == [
        ConfigurationProblem(
          path: "routes[1].patterns[1]",
          reason: Self.reason(lower, example, printsAs: printed, higher, "routes[1].patterns[0]"))
      ])
  }

  @Test(arguments: rejected.indices) func theExampleReallyCannotPrintWithoutTheCheck(_ index: Int) throws {
    // With the two patterns in different routes the table loads (the documented fallback):
    // the example resolves through the lower pattern and its params print as the other route's URL.
    let (lower, higher, example, printed) = Self.rejected[index]
    let table = try RouteTable([
      RouteDefinition(name: "lower", patterns: [lower]), RouteDefinition(name: "higher", patterns: [higher]),
    ])
    let route = try #require(table.resolve(example).route)
    #expect(route.name == "lower")
    #expect(route.canonicalURL == printed)
    #expect(table.resolve(printed).name == "higher")
    #expect(throws: RoutePrintError.self) { try table.print(name: "lower", params: route.params) }
  }

  /// Routes whose patterns overlap in rank or source but whose resolved params all print back.
  static let accepted: [[String]] = [
    // ce9dc6e: the plain root prints through its own pattern; the defaulted one needs src=app.
    ["kkbox://?type={type:(song|album)=song}&src=app", "kkbox://"],
    // The same screen under a custom scheme and a universal link.
    ["kkbox://album/{id:digits}", "https://www.kkbox.com/{region:(tw|hk)}/{lang:(tc|en)}/album/{id:digits}"],
    // The higher pattern takes the printed URL, but with the same params.
    ["kkbox://album/{id}", "kkbox://album/{id:digits}"],
    // The literal shadows params ({id: "new"}) that never resolve through the lower pattern.
    ["kkbox://album/{id}", "kkbox://album/new"],
    // A leading zero misses the fixed value, but the higher pattern also needs m, which the lower never prints.
    ["kkbox://s?n={n:int?}", "kkbox://s?n=1&m={m}"],
    // A fixed value the lower pattern does not declare: its printed URL never has it.
    ["kkbox://a/{x}", "kkbox://a/b?src=app"],
    // A string query value rejects nothing, so the higher pattern never gives way to the lower one.
    ["kkbox://a/{x}", "kkbox://a/b?n={n?}"],
    // digits print as written (`07` stays `07`), so what they resolve prints back through them.
    ["kkbox://n/{x:digits}", "kkbox://n/7"],
    // A third pattern prints what the first resolves and the second shadows.
    [
      "https://app.example/{kind:(a|b|7)}?p={p:int=1}&n={n:int?}",
      "https://app.example/a?type={type:(song|album)=song}", "kkbox://{kind:(a|b|7)}?p={p:int=1}&n={n:int?}",
    ],
  ]

  @Test(arguments: accepted.indices) func acceptsRoutesThatPrintEverythingTheyResolve(_ index: Int) {
    #expect(RouteFixtures.problems([RouteDefinition(name: "r", patterns: Self.accepted[index])]) == [])
  }

  @Test func aThirdPatternPrintsTheShadowedParams() throws {
    let table = try RouteTable([RouteDefinition(name: "r", patterns: Self.accepted[8])])
    let route = try #require(table.resolve("https://app.example/a?type=x").route)
    #expect(JSONValue.object(route.params) == ["kind": "a", "p": 1])
    #expect(route.canonicalURL == "kkbox://a")
    #expect(
      table.resolve("kkbox://a")
        == .matched(ResolvedRoute(name: "r", params: route.params, query: [:], canonicalURL: "kkbox://a")))
  }

  @Test func isCheckedOnlyWhenTheRestOfTheTableIsValid() {
    // Whether params print depends on every pattern, so a table with other problems lists only those.
    let problems = RouteFixtures.problems([
      RouteDefinition(name: "r", patterns: ["kkbox://n/{x:int}", "kkbox://n/7"]),
      RouteDefinition(name: "bad", patterns: ["kkbox://b/{y:nope}"]),
    ])
    #expect(problems.map(\.path) == ["routes[1].patterns[0]"])
  }

  @Test func everyShadowingPairIsReportedWithConfigurationPaths() {
    do {
      _ = try RouteTable(
        json: [
          ["name": "album", "patterns": ["kkbox://album/{id:digits}"]],
          ["name": "n", "patterns": ["kkbox://n/7", "kkbox://n/{x:int}", "kkbox://n/{y:(7|8)}"]],
          ["name": "a", "patterns": ["kkbox://a/b?n={n:int?}", "kkbox://a/{x}"]],
        ], pathPrefix: "configuration.routes")
      Issue.record("the table should be rejected")
    } catch {
      #expect(
        error.problems == [
          ConfigurationProblem(
            path: "configuration.routes[1].patterns[1]",
            reason: Self.reason(
              "kkbox://n/{x:int}", "kkbox://n/07", printsAs: "kkbox://n/7", "kkbox://n/7",
              "configuration.routes[1].patterns[0]")),
          ConfigurationProblem(
            path: "configuration.routes[2].patterns[1]",
            reason: Self.reason(
              "kkbox://a/{x}", "kkbox://a/b?n=x", printsAs: "kkbox://a/b", "kkbox://a/b?n={n:int?}",
              "configuration.routes[2].patterns[0]")),
        ])
    }
  }

  /// The table of the routes fuzzer's finding (Fuzz/Corpus/routes/regression-shadowed-pattern-does-not-print).
  static let fuzzFindingTable: [RouteDefinition] = [
    RouteDefinition(
      name: "r0",
      patterns: [
        "https://app.example/{kind:(a|b|7)}?p={p:int=1}&n={n:int?}",
        "https://app.example/a?type={type:(song|album)=song}",
      ]),
    RouteDefinition(
      name: "r1",
      patterns: ["https://app.example/007?n={n:int?}&d={d:digits?}", "kkbox://{kind:(a|b|7)}?p={p:int=1}&n={n:int?}"]),
    RouteDefinition(
      name: "r2", patterns: ["https://app.example/?q={q}&type={type:(song|album)=song}", "kkbox://?src=app"]),
    RouteDefinition(name: "r3", patterns: ["https://app.example/{id:uuid}/a?src=app", "kkbox://a/{id:uuid}/007"]),
    RouteDefinition(name: "r4", patterns: ["https://app.example/{kind:(a|b|7)}/b/{id:uuid}?p={p:int=1}"]),
  ]

  @Test func fuzzFindingShadowedPatternIsRejected() throws {
    // https://app.example/a?type=a resolved through r0's first pattern to {kind: a, p: 1}, which
    // printed as https://app.example/a, a URL r0's second pattern takes with {type: song}.
    #expect(
      RouteFixtures.problems(Self.fuzzFindingTable) == [
        ConfigurationProblem(
          path: "routes[0].patterns[0]",
          reason: Self.reason(
            "https://app.example/{kind:(a|b|7)}?p={p:int=1}&n={n:int?}", "https://app.example/a?type=x",
            printsAs: "https://app.example/a", "https://app.example/a?type={type:(song|album)=song}",
            "routes[0].patterns[1]"))
      ])
    // Without the shadowing pattern the finding's URLs resolve and print back.
    var fixed = Self.fuzzFindingTable
    fixed[0] = RouteDefinition(name: "r0", patterns: ["https://app.example/{kind:(a|b|7)}?p={p:int=1}&n={n:int?}"])
    let table = try RouteTable(fixed)
    let route = try #require(table.resolve("https://app.example/a?type=a").route)
    #expect(route.name == "r0")
    #expect(JSONValue.object(route.params) == ["kind": "a", "p": 1])
    #expect(JSONValue.object(route.query) == ["type": "a"])
    #expect(try table.print(name: "r0", params: route.params) == "https://app.example/a")
    #expect(table.resolve("https://app.example/a").route?.params == route.params)
  }

  @Test func fuzzFindingCatchAllShadowedBehindAnotherRoute() {
    // Fuzz/Corpus/routes/regression-shadowed-catch-all-behind-other-route: the first example the
    // check builds (.../a?p=x) goes to r3's literal, so another choice of segment (b) must be tried.
    let table = [
      RouteDefinition(
        name: "r0", patterns: ["https://app.example/{kind:(a|b|7)}?p={p:int=1}", "https://app.example/{*rest}"]),
      RouteDefinition(name: "r1", patterns: ["HTTPS://App.Example:443/{id:int}/a"]),
      RouteDefinition(
        name: "r2",
        patterns: [
          "HTTPS://App.Example:443/b/x/{id:int}",
          "https://app.example/{id:digits}/a/{*rest}?type={type:(song|album)=song}",
        ]),
      RouteDefinition(
        name: "r3", patterns: ["https://app.example/a?type={type:(song|album)=song}", "https://app.example/album"]),
      RouteDefinition(name: "r4", patterns: ["HTTPS://App.Example:443/song/a/a", "HTTPS://App.Example:443/a/a/%41"]),
    ]
    #expect(
      RouteFixtures.problems(table) == [
        ConfigurationProblem(
          path: "routes[0].patterns[1]",
          reason: Self.reason(
            "https://app.example/{*rest}", "https://app.example/b?p=x", printsAs: "https://app.example/b",
            "https://app.example/{kind:(a|b|7)}?p={p:int=1}", "routes[0].patterns[0]"))
      ])
  }

  @Test func printingWithAnAddedDefaultDoesNotCount() throws {
    let patterns = [
      "https://x.example/a/{*rest}", "https://x.example/{*rest}?type={type:(song|album)=song}",
      "https://x.example/a?type={type:(song|album)=song}",
    ]
    #expect(
      RouteFixtures.problems([RouteDefinition(name: "r", patterns: patterns)]) == [
        ConfigurationProblem(
          path: "routes[0].patterns[0]",
          reason: Self.reason(
            patterns[0], "https://x.example/a?type=x", printsAs: "https://x.example/a", patterns[2],
            "routes[0].patterns[2]"))
      ])
    // Across routes the table loads, and {rest: []} prints through the second pattern, which adds
    // type: song (the documented cross-route exception; Fuzz/Corpus/routes/regression-cross-route-...).
    let table = try RouteTable([
      RouteDefinition(name: "r", patterns: Array(patterns[..<2])),
      RouteDefinition(name: "other", patterns: [patterns[2]]),
    ])
    let route = try #require(table.resolve("https://x.example/a?type=x").route)
    #expect(JSONValue.object(route.params) == ["rest": []])
    #expect(try table.print(name: "r", params: route.params) == "https://x.example/")
    #expect(
      table.resolve("https://x.example/").route.map { JSONValue.object($0.params) } == ["rest": [], "type": "song"])
  }

  @Test func fuzzFindingShadowedBehindAnotherRoutesQueryParameter() {
    // Fuzz/Corpus/routes/regression-shadowed-behind-other-routes-query: .../a?type=x goes to r0's
    // enum pattern (p defaults), so the example also needs a p that r0 rejects.
    let table = [
      RouteDefinition(
        name: "r0", patterns: ["https://app.example/{kind:(a|b|7)}?p={p:int=1}", "https://app.example/{*rest}"]),
      RouteDefinition(name: "r1", patterns: ["HTTPS://App.Example:443/{id:int}/a"]),
      RouteDefinition(name: "r2", patterns: ["HTTPS://App.Example:443/{id:int}"]),
      RouteDefinition(name: "r3", patterns: ["myapp:///", "https://app.example/?type={type:(song|album)=song}"]),
      RouteDefinition(
        name: "r4", patterns: ["https://app.example/a?type={type:(song|album)=song}", "https://app.example/{s}"]),
    ]
    #expect(
      RouteFixtures.problems(table) == [
        ConfigurationProblem(
          path: "routes[4].patterns[1]",
          reason: Self.reason(
            "https://app.example/{s}", "https://app.example/a?p=x&type=x", printsAs: "https://app.example/a",
            "https://app.example/a?type={type:(song|album)=song}", "routes[4].patterns[0]"))
      ])
  }
}
