import NavProtocol
import Testing

@Suite struct RouteCoverageTests {
  @Test func countsNamedResolutionsOnly() {
    let table = RouteFixtures.musicAppTable
    var coverage = RouteCoverage(table: table)
    let counted1 = coverage.record(table.resolve("kkbox://playctrl_pause"))
    #expect(counted1)
    let counted2 = coverage.record(table.resolve("kkbox://album/1"))
    #expect(counted2)
    let counted3 = coverage.record(table.resolve("https://www.kkbox.com/album/2"))
    #expect(counted3)
    let counted4 = coverage.record(table.resolve("kkbox://play_music"))
    #expect(!counted4)
    let counted5 = coverage.record(.unknown(.badEncoding))
    #expect(!counted5)
    #expect(coverage.hits(for: "pause") == 1)
    #expect(coverage.hits(for: "viewAlbum") == 2)
    #expect(coverage.hits(for: "home") == 0)
    #expect(coverage.report.count == table.routeNames.count)
    #expect(coverage.report.map(\.name) == table.routeNames)
    #expect(coverage.unusedRouteNames == table.routeNames.filter { $0 != "pause" && $0 != "viewAlbum" })
  }

  @Test func rendersTheCoverageResult() {
    var coverage = RouteCoverage(routeNames: ["a", "b", "c"])
    coverage.recordHit(name: "b")
    coverage.recordHit(name: "b")
    let counted6 = coverage.recordHit(name: "zzz")
    #expect(!counted6)
    #expect(
      coverage.jsonValue
        == [
          "routes": [["name": "a", "hits": 0], ["name": "b", "hits": 2], ["name": "c", "hits": 0]],
          "unused": ["a", "c"],
        ])
    #expect(RouteCoverage(routeNames: []).jsonValue == ["routes": [], "unused": []])
  }

  @Test func rebasingKeepsHitsOfRoutesThatKeepTheirName() {
    var coverage = RouteCoverage(routeNames: ["a", "b"])
    coverage.recordHit(name: "a")
    coverage.recordHit(name: "b")
    let rebased = coverage.rebased(onto: ["c", "b"])
    #expect(rebased.routeNames == ["c", "b"])
    #expect(rebased.report == [RouteHitCount(name: "c", hits: 0), RouteHitCount(name: "b", hits: 1)])
    #expect(rebased.unusedRouteNames == ["c"])
  }
}

@Suite struct RouteJSONRenderingTests {
  @Test func resolvedRoutesRenderAsTheResolveResult() {
    let table = RouteFixtures.musicAppTable
    let resolution = table.resolve("kkbox://search?q=jay&page=2&from=push")
    #expect(
      resolution.jsonValue
        == [
          "name": "search", "params": ["query": "jay", "type": "song", "page": 2], "query": ["from": "push"],
          "canonicalURL": "kkbox://search?q=jay&page=2",
        ])
    #expect(resolution.jsonValue["params"]?.objectValue?.keys == ["query", "type", "page"])
    #expect(resolution.jsonValue.objectValue?.keys == ["name", "params", "query", "canonicalURL"])
    #expect(resolution.summaryJSONValue == ["name": "search", "params": ["query": "jay", "type": "song", "page": 2]])
  }

  @Test(arguments: UnknownRouteReason.allCases) func unknownRendersNameAndReason(_ reason: UnknownRouteReason) {
    let resolution = RouteResolution.unknown(reason)
    #expect(resolution.jsonValue == ["name": "unknown", "reason": .string(reason.rawValue)])
    #expect(resolution.summaryJSONValue == nil)
    #expect(resolution.name == "unknown")
  }

  @Test func catchAllsRenderAsArrays() {
    let resolution = RouteFixtures.musicAppTable.resolve("kkbox://help/a/b")
    #expect(resolution.jsonValue["params"] == ["topic": ["a", "b"]])
  }

  @Test func problemsAndPrintErrorsRenderAsErrorData() {
    let error = RouteTableError(problems: [ConfigurationProblem(path: "routes[0].name", reason: "is required")])
    #expect(error.jsonValue == ["problems": [["path": "routes[0].name", "reason": "is required"]]])
    #expect(error.description == "routes[0].name: is required")
    #expect(RouteDefinition(name: "a", patterns: ["kkbox://a"]).jsonValue == ["name": "a", "patterns": ["kkbox://a"]])
  }
}
