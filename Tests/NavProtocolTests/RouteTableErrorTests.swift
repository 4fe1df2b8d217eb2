import NavJSON
import NavProtocol
import Testing

/// One invalid pattern, where its problem is reported and what the reason says.
struct RouteInvalidPatternCase: Sendable, CustomTestStringConvertible {
  let pattern: String
  let reason: String

  init(_ pattern: String, _ reason: String) {
    self.pattern = pattern
    self.reason = reason
  }

  var testDescription: String { pattern.debugDescription }
}

@Suite struct RouteTableErrorTests {
  static let invalidPatterns: [RouteInvalidPatternCase] = [
    .init("", "empty pattern"),
    .init("kkbox://a//b", "empty path segment (// inside the path)"),
    .init("kkbox://a/b//", "empty path segment (// inside the path)"),
    .init("kkbox:////a", "empty path segment (// inside the path)"),
    .init("https://www.kkbox.com//a", "empty path segment (// inside the path)"),
    .init("kkbox://a/pre{x}", "segment \"pre{x}\" mixes a placeholder with other text"),
    .init("kkbox://a/{x}post", "segment \"{x}post\" mixes a placeholder with other text"),
    .init("kkbox://a/{x}{y}", "segment \"{x}{y}\" mixes a placeholder with other text"),
    .init("kkbox://a/{x", "segment \"{x\" mixes a placeholder with other text"),
    .init("kkbox://a/{x:float}", "unknown parameter type \"float\" (expected int, digits, uuid, string or (a|b))"),
    .init("kkbox://a/{x:INT}", "unknown parameter type \"INT\" (expected int, digits, uuid, string or (a|b))"),
    .init("kkbox://a/{x?}", "parameter \"x\": \"?\" (optional) and \"=default\" are only allowed in the query"),
    .init("kkbox://a/{x:int=3}", "parameter \"x\": \"?\" (optional) and \"=default\" are only allowed in the query"),
    .init("kkbox://a/{*r?}", "parameter \"r\": \"?\" (optional) and \"=default\" are only allowed in the query"),
    .init("kkbox://a/{*r:int}", "catch-all {*r} takes no type"),
    .init("kkbox://{*r}/a", "catch-all {*r} must be the last path segment"),
    .init("kkbox://a?x={*r}", "catch-all {*r} is only allowed as the last path segment"),
    .init("https://{host}.kkbox.com/a", "the host of an http(s) pattern must be literal (no placeholder)"),
    .init("https://www.kkbox.com:{port}/a", "the host of an http(s) pattern must be literal (no placeholder)"),
    .init("https:///a", "an http(s) pattern needs a host"),
    .init("https://", "an http(s) pattern needs a host"),
    .init("https:/a", "an http(s) pattern needs //host"),
    .init("https://user@www.kkbox.com/", "an http(s) pattern must not have user info (@)"),
    .init("https://www.kkbox.com:70000/", "invalid port \"70000\""),
    .init("https://www.kkbox.com:/", "invalid port \"\""),
    .init("album/{id}", "not an absolute URL pattern (expected scheme:..., e.g. kkbox://album/{id})"),
    .init("1kkbox://album", "not an absolute URL pattern (expected scheme:..., e.g. kkbox://album/{id})"),
    .init("kkbox://album/{id}#top", "a pattern must not have a fragment (#)"),
    .init("kkbox://album/ {id}", "a pattern must not contain spaces or control characters"),
    .init("kkbox://album/%zz", "bad percent escape in \"%zz\""),
    .init("kkbox://album/%FF", "\"%FF\" does not decode to UTF-8"),
    .init("kkbox://album/../{id}", "a path segment must not be \".\" or \"..\""),
    .init("kkbox://album/%2E", "a path segment must not be \".\" or \"..\""),
    .init("kkbox://a/{x}/{x:int}", "parameter \"x\" appears twice"),
    .init("kkbox://a/{x}?x={x}", "parameter \"x\" appears twice"),
    .init("kkbox://a/{1x}", "bad parameter name \"1x\" (expected letters, digits, _)"),
    .init("kkbox://a/{}", "bad parameter name \"\" (expected letters, digits, _)"),
    .init("kkbox://a/{x-y}", "bad parameter name \"x-y\" (expected letters, digits, _)"),
    .init("kkbox://a/{x:(a|b}", "parameter \"x\": enum values need a closing \")\""),
    .init("kkbox://a/{x:(a||b)}", "parameter \"x\": empty enum value"),
    .init("kkbox://a/{x:()}", "parameter \"x\": empty enum value"),
    .init("kkbox://a/{x:(a|a)}", "parameter \"x\": duplicate enum value"),
    .init(
      "kkbox://a/{x:int:digits}", "unknown parameter type \"int:digits\" (expected int, digits, uuid, string or (a|b))"),
    .init("kkbox://a?p={p:int=abc}", "parameter \"p\": default \"abc\" is not an integer within Int64"),
    .init("kkbox://a?t={t:(song|album)=video}", "parameter \"t\": default \"video\" is not one of song, album"),
    .init("kkbox://a?t={t=}", "parameter \"t\": empty default value"),
    .init("kkbox://a?t={t?=x}", "parameter \"t\": unexpected text after the placeholder's type"),
    .init("kkbox://a?", "empty query after ?"),
    .init("kkbox://a?x=1&&y=2", "empty query item (&&)"),
    .init("kkbox://a?x=1&", "empty query item (&&)"),
    .init("kkbox://a?=1", "empty query key"),
    .init("kkbox://a?{k}=v", "a query key must be literal (placeholders go in the value)"),
    .init("kkbox://a?x=1&x={x}", "query key \"x\" appears twice"),
    .init("kkbox://a?src=", "query item \"src\" needs a value (a fixed value or {placeholder})"),
    .init("kkbox://a?flag", "query item \"flag\" needs a value (a fixed value or {placeholder})"),
    .init("kkbox://a?q=pre{q}", "segment \"pre{q}\" mixes a placeholder with other text"),
    .init(
      "kkbox://" + Array(repeating: "s", count: 33).joined(separator: "/"),
      "33 path segments: more than 32 can never match"),
  ]

  @Test(arguments: invalidPatterns) func rejectsInvalidPattern(_ example: RouteInvalidPatternCase) {
    let problems = RouteFixtures.problems([
      RouteDefinition(name: "fine", patterns: ["kkbox://fine"]),
      RouteDefinition(name: "bad", patterns: ["kkbox://ok", example.pattern]),
    ])
    #expect(problems == [ConfigurationProblem(path: "routes[1].patterns[1]", reason: example.reason)])
  }

  static let validPatterns = [
    "kkbox://a/", "kkbox://", "kkbox:", "kkbox:///", "https://www.kkbox.com", "https://www.kkbox.com/",
    "https://[::1]:8443/a", "kkbox://a/{x:string}", "kkbox://a?x={x:(a|b)?}", "kkbox://caf%C3%A9/é",
    "kkbox://a/{x:(a%7Cb|c)}", "kkbox://a?q={q}&p={p:int=1}&fixed=yes", "kkbox://a/{_x1}/{*Rest_2}",
    "kkbox://" + Array(repeating: "s", count: 32).joined(separator: "/"),
  ]

  @Test(arguments: validPatterns) func acceptsValidPattern(_ pattern: String) {
    #expect(RouteFixtures.problems([RouteDefinition(name: "r", patterns: [pattern])]) == [])
  }

  @Test func rejectsBadNames() {
    let problems = RouteFixtures.problems([
      RouteDefinition(name: "", patterns: ["kkbox://a"]),
      RouteDefinition(name: "unknown", patterns: ["kkbox://b"]),
      RouteDefinition(name: "album", patterns: ["kkbox://c"]),
      RouteDefinition(name: "album", patterns: ["kkbox://d"]),
      RouteDefinition(name: "empty", patterns: []),
    ])
    #expect(
      problems == [
        ConfigurationProblem(path: "routes[0].name", reason: "route name must not be empty"),
        ConfigurationProblem(path: "routes[1].name", reason: "\"unknown\" is reserved for URLs that match no route"),
        ConfigurationProblem(path: "routes[3].name", reason: "duplicate route name (first used at routes[2].name)"),
        ConfigurationProblem(path: "routes[4].patterns", reason: "a route needs at least one pattern"),
      ])
  }

  @Test func reportsEveryProblemAtOnceUnderThePathPrefix() {
    do {
      _ = try RouteTable(
        [
          RouteDefinition(name: "a", patterns: ["kkbox://a//b", "kkbox://ok/{x:float}"]),
          RouteDefinition(name: "a", patterns: ["https:///a"]),
          RouteDefinition(name: "s", patterns: ["kkbox://search"]),
          RouteDefinition(name: "t", patterns: ["kkbox://search?q={q}"]),
        ], pathPrefix: "configuration.routes")
      Issue.record("the table should be rejected")
    } catch {
      #expect(
        error.problems.map(\.path) == [
          "configuration.routes[0].patterns[0]", "configuration.routes[0].patterns[1]",
          "configuration.routes[1].name", "configuration.routes[1].patterns[0]",
          "configuration.routes[3].patterns[0]",
        ])
      #expect(
        error.problems.last?.reason
          == "\"kkbox://search?q={q}\" and \"kkbox://search\" (configuration.routes[2].patterns[0]) both match kkbox://search?q=x at equal rank"
      )
    }
  }

  /// Pairs of patterns and the example URL of their overlap (`nil`: they do not overlap at equal rank).
  static let overlaps: [(String, String, String?)] = [
    ("kkbox://search", "kkbox://search?q={q}", "kkbox://search?q=x"),
    ("kkbox://a/{x:int}", "kkbox://a/{y:digits}", "kkbox://a/1"),
    ("kkbox://a/{x:digits}", "kkbox://a/{y:digits}", "kkbox://a/1"),
    ("kkbox://a/{x}", "kkbox://a/{y}", "kkbox://a/x"),
    ("kkbox://a/{x:(p|q)}", "kkbox://a/{y:(q|r)}", "kkbox://a/q"),
    ("kkbox://a/{x:(p|q)}", "kkbox://a/{y:(r|s)}", nil),
    ("kkbox://a/{x:int}", "kkbox://a/{y:uuid}", nil),
    ("kkbox://a/{x:digits}", "kkbox://a/{y:uuid}", nil),
    ("kkbox://a/b", "kkbox://a/{y}", nil),
    ("kkbox://a/{*r}", "kkbox://a/{*s}", "kkbox://a"),
    ("kkbox://a/{*r}", "kkbox://a", nil),
    ("kkbox://a/{x}/{*r}", "kkbox://a/{*r}", nil),
    ("kkbox://album/{id}", "kkbox:album/{id}", "kkbox://album/x"),
    ("kkbox://s?src=a", "kkbox://s?src=b", nil),
    ("kkbox://s?src=a", "kkbox://s?kind=b", "kkbox://s?src=a&kind=b"),
    ("kkbox://s?src=a", "kkbox://s?src=a&kind=b", nil),
    ("kkbox://s?n={n:int}", "kkbox://s?n={n:uuid}", nil),
    ("kkbox://s?n={n:int?}", "kkbox://s?n={n:uuid?}", "kkbox://s"),
    ("kkbox://s?n={n:int}", "kkbox://s?n={n:uuid?}", nil),
    ("kkbox://s?n={n:int}", "kkbox://s?n={n=5}", "kkbox://s?n=1"),
    ("kkbox://s?n=abc", "kkbox://s?n={n:int}&m=x", nil),
    ("kkbox://s?n=12&m=x", "kkbox://s?n={n:int}&m=x", nil),
    ("kkbox://s?n=12", "kkbox://s?m=x", "kkbox://s?n=12&m=x"),
    ("kkbox://s?t={t:(a|b)}", "kkbox://s?t={t:(b|c)=c}", "kkbox://s?t=b"),
    ("https://www.kkbox.com/a/{x}", "https://WWW.KKBOX.COM:443/a/{y}/", "https://www.kkbox.com/a/x"),
    ("https://www.kkbox.com/a/{x}", "http://www.kkbox.com/a/{y}", nil),
    ("https://www.kkbox.com/", "https://www.kkbox.com", "https://www.kkbox.com/"),
    ("kkbox://a/{x:(a%20b|c)}", "kkbox://a/{y}", nil),
    ("kkbox://{x}/{y:(p|q)}", "kkbox://{y}/{x:(q|r)}", "kkbox://x/q"),
  ]

  @Test(arguments: overlaps.indices) func detectsEqualRankOverlaps(_ index: Int) {
    let (first, second, example) = Self.overlaps[index]
    let problems = RouteFixtures.problems([
      RouteDefinition(name: "one", patterns: [first]),
      RouteDefinition(name: "two", patterns: [second]),
    ])
    if let example {
      #expect(
        problems == [
          ConfigurationProblem(
            path: "routes[1].patterns[0]",
            reason: "\"\(second)\" and \"\(first)\" (routes[0].patterns[0]) both match \(example) at equal rank")
        ])
    } else {
      #expect(problems == [])
    }
  }

  @Test func aRouteMayNotRepeatItself() {
    let problems = RouteFixtures.problems([
      RouteDefinition(name: "album", patterns: ["kkbox://album/{id:digits}", "kkbox://album/{albumID:digits}"])
    ])
    #expect(problems.map(\.path) == ["routes[0].patterns[1]"])
  }

  @Test func exampleURLsReallyMatchBothPatterns() throws {
    for (first, second, example) in Self.overlaps {
      guard let example else { continue }
      let one = try RouteTable([RouteDefinition(name: "one", patterns: [first])])
      let two = try RouteTable([RouteDefinition(name: "two", patterns: [second])])
      #expect(one.resolve(example).name == "one", "\(first) with \(example)")
      #expect(two.resolve(example).name == "two", "\(second) with \(example)")
    }
  }
}

@Suite struct RouteTableJSONTests {
  @Test func decodesTheConfigurationShape() throws {
    let json: JSONValue = [
      ["name": "viewAlbum", "patterns": ["kkbox://album/{albumID:digits}"]],
      ["name": "pause", "patterns": ["kkbox://playctrl_pause", "https://www.kkbox.com/pause"]],
    ]
    let table = try RouteTable(json: json)
    #expect(table.routeNames == ["viewAlbum", "pause"])
    #expect(
      table
        == (try RouteTable([
          RouteDefinition(name: "viewAlbum", patterns: ["kkbox://album/{albumID:digits}"]),
          RouteDefinition(name: "pause", patterns: ["kkbox://playctrl_pause", "https://www.kkbox.com/pause"]),
        ])))
    #expect(table.routes.map(\.jsonValue) == json.arrayValue)
    #expect(table.resolve("kkbox://album/1").name == "viewAlbum")
  }

  @Test func reportsWrongShapes() {
    let json: JSONValue = [
      "not an object",
      ["patterns": ["kkbox://a"]],
      ["name": 3, "patterns": ["kkbox://b"]],
      ["name": "noPatterns"],
      ["name": "stringPatterns", "patterns": "kkbox://c"],
      ["name": "emptyPatterns", "patterns": []],
      ["name": "mixed", "patterns": ["kkbox://d", 4, nil, "kkbox://d/{x:nope}"]],
      ["name": "extra", "patterns": ["kkbox://e"], "pattern": "typo"],
    ]
    do {
      _ = try RouteTable(json: json, pathPrefix: "configuration.routes")
      Issue.record("the table should be rejected")
    } catch {
      #expect(
        error.problems == [
          ConfigurationProblem(
            path: "configuration.routes[0]", reason: "must be an object {\"name\", \"patterns\"}, not string"),
          ConfigurationProblem(path: "configuration.routes[1].name", reason: "is required"),
          ConfigurationProblem(path: "configuration.routes[2].name", reason: "must be a string, not number"),
          ConfigurationProblem(path: "configuration.routes[3].patterns", reason: "is required"),
          ConfigurationProblem(
            path: "configuration.routes[4].patterns", reason: "must be an array of strings, not string"),
          ConfigurationProblem(path: "configuration.routes[5].patterns", reason: "a route needs at least one pattern"),
          ConfigurationProblem(path: "configuration.routes[6].patterns[1]", reason: "must be a string, not number"),
          ConfigurationProblem(path: "configuration.routes[6].patterns[2]", reason: "must be a string, not null"),
          ConfigurationProblem(
            path: "configuration.routes[6].patterns[3]",
            reason: "unknown parameter type \"nope\" (expected int, digits, uuid, string or (a|b))"),
          ConfigurationProblem(
            path: "configuration.routes[7].pattern", reason: "unknown key (a route has only \"name\" and \"patterns\")"),
        ])
      #expect(error.jsonValue["problems"]?.arrayValue?.count == 10)
      #expect(error.jsonValue["problems"]?.arrayValue?.first?["path"] == "configuration.routes[0]")
    }
  }

  @Test func rejectsANonArray() {
    for json: JSONValue in [["name": "x"], "routes", nil, 1] {
      do {
        _ = try RouteTable(json: json, pathPrefix: "configuration.routes")
        Issue.record("\(json) should be rejected")
      } catch {
        #expect(error.problems.count == 1)
        #expect(error.problems.first?.path == "configuration.routes")
        #expect(error.problems.first?.reason == "must be an array of routes, not \(json.typeName)")
      }
    }
  }

  @Test func anEmptyArrayIsAnEmptyTable() throws {
    let table = try RouteTable(json: [])
    #expect(table.routeNames.isEmpty)
    #expect(table == RouteTable())
  }
}
