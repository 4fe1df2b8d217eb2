import Foundation
import NavJSON
import NavProtocol
import NavdTestKit
import Testing

@testable import NavCommandLine

/// `navd scaffold`: the generated scenario file passes `navd test` as generated, every near miss
/// really misses, and the output is deterministic.
@Suite struct ScaffoldTests {
  /// A table in the spirit of the URL-scheme story: custom schemes and an origin, every
  /// parameter type, optional, defaulted and required query parameters, a catch-all.
  static let table = """
    {"routes": [
      {"name": "pause", "patterns": ["kkbox://playctrl_pause"]},
      {"name": "viewAlbum", "patterns": ["kkbox://album/{albumID:digits}",
        "https://www.kkbox.com/tw/album/{albumID:digits}?autoplay={autoplay:(true|false)=false}"]},
      {"name": "playlist", "patterns": ["kkbox://playlist/{id:uuid}?shuffle={shuffle:(on|off)?}"]},
      {"name": "search", "patterns": ["kkbox://search?q={query}&type={type:(song|album)=song}&page={page:int?}"]},
      {"name": "chart", "patterns": ["kkbox://chart/{region:(tw|jp|hk)}/{rank:int}"]},
      {"name": "files", "patterns": ["kkbox://files/{*path}"]},
      {"name": "artist", "patterns": ["kkbox://artist/{name}"]}
    ]}
    """

  @Test func routesScaffoldPassesAsGeneratedAndIsDeterministic() throws {
    let scratch = try ScratchDirectory(prefix: "navd-scaffold")
    defer { scratch.remove() }
    let table = try scratch.file("routes.json", Self.table)
    let output = scratch.path("tests/routes.scenarios.json")
    try FileManager.default.createDirectory(atPath: scratch.path("tests"), withIntermediateDirectories: true)
    let first = CommandRun.scaffold(["routes", table, "--output", output])
    #expect(first.status == 0)
    #expect(first.standardError == "")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains(#""configuration": {"routes":{"file":"../routes.json"}}"#))
    let again = CommandRun.scaffold(["routes", table])
    #expect(again.standardOutput == text.replacingOccurrences(of: "../routes.json", with: table))

    let run = CommandRun.test([output])
    #expect(run.status == 0, "\(run.standardOutput)")
    #expect(run.lines.suffix(2) == ["7 passed, 0 failed", ""])

    // Every pattern has a matching case, each optional and defaulted query parameter is
    // present in one, and every near miss is unknown in the table itself.
    let compiled = try RouteTable(json: try JSONParser.parse(Self.table)["routes"] ?? .null)
    let steps = try JSONParser.parse(text).arrayValue?.flatMap { $0["steps"]?.arrayValue ?? [] } ?? []
    let urls = steps.compactMap { $0["params"]?["url"]?.stringValue }
    #expect(urls.contains("kkbox://playctrl_pause"))
    #expect(urls.contains("kkbox://search?q=sample"))
    #expect(urls.contains("kkbox://search?q=sample&type=album"))
    #expect(urls.contains("kkbox://search?q=sample&page=42"))
    #expect(urls.contains("kkbox://playlist/123e4567-e89b-12d3-a456-426614174000?shuffle=on"))
    #expect(urls.contains("https://www.kkbox.com/tw/album/7?autoplay=true"))
    #expect(urls.contains("kkbox://chart/other/42"))
    #expect(urls.contains("kkbox://search"))
    for step in steps where step["expect"]?["route"] == "unknown" {
      let url = step["params"]?["url"]?.stringValue ?? ""
      #expect(compiled.resolve(url).route == nil, "\(url) does not miss")
    }
    let reasons = Set(steps.compactMap { $0["expect"]?["reason"]?.stringValue })
    #expect(reasons == ["noMatch", "dotSegment"])
    for route in compiled.routes {
      #expect(
        steps.contains { $0["expect"]?["route"]?["name"]?.stringValue == route.name },
        "no matching case for \(route.name)")
    }
  }

  @Test func aSampleAnotherRouteWinsIsLeftOutAndNamed() throws {
    let scratch = try ScratchDirectory(prefix: "navd-scaffold")
    defer { scratch.remove() }
    // "kkbox://user/me" (literal) ranks above "kkbox://user/{name}"; the sample "sample" is
    // fine, but the literal route's near miss "kkbox://user/./me" is still unknown.
    let table = try scratch.file(
      "routes.json",
      #"[{"name": "me", "patterns": ["kkbox://user/me"]}, {"name": "user", "patterns": ["kkbox://user/{id:int}", "kkbox://user/{name}"]}]"#
    )
    let result = CommandRun.scaffold(["routes", table])
    #expect(result.status == 0)
    // {id:int}'s wrong-type near miss "not-a-number" is a {name}: it resolves, so it is left out.
    #expect(
      result.standardError.contains(
        "routes[1].patterns[0] kkbox://user/{id:int}: the near miss kkbox://user/not-a-number resolves to user; left out"
      ))
    let output = try scratch.file("out.json", result.standardOutput)
    #expect(CommandRun.test([output]).status == 0)
  }

  @Test func pathsScaffoldHasOneStepPerRuleWithTheFinalProperties() throws {
    let scratch = try ScratchDirectory(prefix: "navd-scaffold")
    defer { scratch.remove() }
    let rules = try scratch.file(
      "paths.json",
      #"""
      {"settings": {}, "rules": [
        {"patterns": [".*"], "properties": {"context": "default", "pull_to_refresh_enabled": true}},
        {"patterns": ["/new$", "/edit$"], "properties": {"context": "modal", "pull_to_refresh_enabled": false}},
        {"patterns": ["^/posts/\\d+$"], "properties": {"view_controller": "post"}},
        {"patterns": ["/caf\u00e9$"], "properties": {"context": "modal"}}
      ]}
      """#)
    let result = CommandRun.scaffold(["paths", rules, "--start-location", "https://blog.example/"])
    #expect(result.status == 0)
    #expect(result.standardError == "navd scaffold: rules[3]: no URL-safe path matches any of its patterns; left out\n")
    let document = try JSONParser.parse(result.standardOutput)
    let steps = document.arrayValue?.first?["steps"]?.arrayValue ?? []
    #expect(
      steps.map { $0["params"]?["url"] ?? .null }
        == ["https://blog.example/", "https://blog.example/new", "https://blog.example/posts/0"])
    // Rule 0's properties as they end up for "/": nothing later overrides them there.
    #expect(steps[0]["expect"] == ["properties": ["context": "default", "pull_to_refresh_enabled": true]])
    #expect(steps[1]["expect"] == ["properties": ["context": "modal", "pull_to_refresh_enabled": false]])
    let output = try scratch.file("paths.scenarios.json", result.standardOutput)
    let run = CommandRun.test([output])
    #expect(run.lines == ["ok   path configuration rules [ios]", "1 passed, 0 failed", ""])
  }

  @Test(arguments: [
    (["routes"], "navd scaffold: no TABLE.json given"),
    (["tables", "x.json"], #"navd scaffold: invalid value "tables" for scaffold: expected routes or paths"#),
    ([], "navd scaffold: no routes or paths given"),
  ])
  func badCommandLines(_ arguments: [String], _ message: String) {
    let result = CommandRun.scaffold(arguments)
    #expect(result.status == 2)
    #expect(result.standardError == "\(message)\nUsage: \(ScaffoldCommand.usage)\n")
  }

  @Test func anInvalidTableIsExitTwoWithItsProblems() throws {
    let scratch = try ScratchDirectory(prefix: "navd-scaffold")
    defer { scratch.remove() }
    let table = try scratch.file("routes.json", #"[{"name": "a", "patterns": ["kkbox://a/{x:float}"]}]"#)
    let result = CommandRun.scaffold(["routes", table])
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("\(table): [0].patterns[0]: "))
  }
}
