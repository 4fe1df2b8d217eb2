import Foundation
import NavJSON
import NavProtocol
import Testing

/// Path configuration (docs/navigator.md §2).
@Suite struct PathConfigurationTests {
  func load(_ json: JSONValue) throws -> PathConfiguration {
    try PathConfiguration(json: json)
  }

  func problems(_ json: JSONValue) -> [ConfigurationProblem] {
    do {
      _ = try PathConfiguration(json: json)
      return []
    } catch {
      return error.problems
    }
  }

  @Test func decodesSettingsAndRules() throws {
    let configuration = try load([
      "settings": ["tabs": ["home"]],
      "rules": [["patterns": ["/new$", "/edit$"], "properties": ["context": "modal"]]],
    ])
    #expect(configuration.settings["tabs"] == ["home"])
    #expect(configuration.rules.count == 1)
    #expect(configuration.rules[0].patterns == ["/new$", "/edit$"])
    #expect(configuration.warnings.isEmpty)
    #expect(configuration.allRules.count == 4)
  }

  @Test func everyMatchingRuleMergesInFileOrder() throws {
    let configuration = try load([
      "rules": [
        ["patterns": ["^/a"], "properties": ["context": "modal", "x": 1]],
        ["patterns": ["/nomatch"], "properties": ["x": 9]],
        ["patterns": ["/a/b"], "properties": ["x": 2, "animated": false]],
      ]
    ])
    let match = configuration.properties(for: Fixture.url("/a/b"))
    #expect(match.matchedRules == [0, 2])
    #expect(match.properties.values == JSONObject([("context", "modal"), ("x", 2), ("animated", false)]))
    #expect(match.properties.values.keys == ["context", "x", "animated"])
    #expect(configuration.properties(for: Fixture.url("/z")).matchedRules.isEmpty)
  }

  @Test func patternsAreSearchedUnanchoredAndCaseSensitive() throws {
    let configuration = try load(["rules": [["patterns": ["b/c"], "properties": ["hit": true]]]])
    #expect(configuration.properties(for: Fixture.url("/a/b/c/d")).matchedRules == [0])
    #expect(configuration.properties(for: Fixture.url("/a/B/c")).matchedRules.isEmpty)
  }

  @Test func builtInsComeLastAndWin() throws {
    let configuration = try load([
      "rules": [["patterns": ["historical"], "properties": ["presentation": "replace", "context": "modal", "k": 1]]]
    ])
    let recede = configuration.properties(for: Fixture.url("/recede_historical_location"))
    #expect(recede.matchedRules == [0, 1])
    #expect(recede.properties.presentation == .pop)
    #expect(recede.properties.context == .default)
    #expect(recede.properties.historicalLocation)
    #expect(recede.properties.values["k"] == 1)
    #expect(configuration.properties(for: Fixture.url("/resume_historical_location")).matchedRules == [0, 2])
    let refresh = configuration.properties(for: Fixture.url("/refresh_historical_location"))
    #expect(refresh.matchedRules == [0, 3])
    #expect(refresh.properties.presentation == .refresh)
    #expect(PathConfiguration().properties(for: Fixture.url("/x/resume_historical_location")).matchedRules == [1])
  }

  @Test func anInvalidRegexIsSkippedAndReported() throws {
    let configuration = try load([
      "rules": [
        ["patterns": ["/ok"], "properties": ["a": 1]],
        ["patterns": ["(", "/fine"], "properties": ["b": 2]],
      ]
    ])
    #expect(configuration.warnings.count == 1)
    let warning = try #require(configuration.warnings.first)
    #expect(warning.code == "invalidPattern")
    #expect(warning.rule == 1)
    #expect(warning.patternIndex == 0)
    #expect(warning.pattern == "(")
    #expect(warning.message.contains("offset"))
    #expect(warning.source == nil)
    #expect(configuration.properties(for: Fixture.url("/fine")).matchedRules == [1])
    #expect(configuration.properties(for: Fixture.url("/(")).matchedRules.isEmpty)
  }

  @Test func wrongTypedValuesFallBackToDefaults() throws {
    let configuration = try load([
      "rules": [["patterns": ["/x"], "properties": ["context": 1, "presentation": "Replace", "animated": "no"]]]
    ])
    let properties = configuration.properties(for: Fixture.url("/x")).properties
    #expect(properties.context == .default)
    #expect(properties.presentation == .default)
    #expect(properties.animated)
    #expect(properties.values["context"] == 1)
  }

  @Test func queryStringsAreMatchedOnlyWhenAsked() throws {
    let configuration = try load([
      "rules": [
        ["patterns": ["\\?tab=1"], "properties": ["query": true]],
        ["patterns": ["/a$"], "properties": ["end": true]],
      ]
    ])
    let url = Fixture.url("/a?tab=1")
    #expect(configuration.properties(for: url, matchQueryStrings: true).matchedRules == [0])
    #expect(configuration.properties(for: url, matchQueryStrings: false).matchedRules == [1])
    #expect(PathConfiguration.subject(for: url, matchQueryStrings: true) == "/a?tab=1")
    #expect(PathConfiguration.subject(for: Fixture.url("/a?"), matchQueryStrings: true) == "/a?")
    #expect(PathConfiguration.subject(for: Fixture.url("/a#f"), matchQueryStrings: true) == "/a")
  }

  @Test func theSubjectIsThePercentEncodedPathWithItsTrailingSlash() throws {
    let configuration = try load([
      "rules": [
        ["patterns": ["/a/$"], "properties": ["slash": true]],
        ["patterns": ["caf%C3%A9"], "properties": ["encoded": true]],
      ]
    ])
    #expect(configuration.properties(for: Fixture.url("/a/")).matchedRules == [0])
    #expect(configuration.properties(for: Fixture.url("/a")).matchedRules.isEmpty)
    #expect(configuration.properties(for: Fixture.absolute("https://app.example/café")).matchedRules == [1])
    #expect(PathConfiguration.subject(for: Fixture.absolute("https://app.example"), matchQueryStrings: true) == "")
  }

  @Test func theNavigatorUsesMatchQueryStrings() throws {
    let pathConfiguration = try load([
      "rules": [["patterns": ["\\?modal=1"], "properties": ["context": "modal"]]]
    ])
    for matchQueryStrings in [true, false] {
      let navigator = Navigator(
        configuration: NavigatorConfiguration(
          startLocation: Fixture.url("/"), pathConfiguration: pathConfiguration,
          matchQueryStrings: matchQueryStrings))
      let outcome = try navigator.route(RouteRequest(url: Fixture.url("/form?modal=1")))
      #expect(outcome.proposal.context == (matchQueryStrings ? .modal : .default))
    }
  }

  /// One invalid source and the single problem it has.
  struct ShapeCase: Sendable, CustomTestStringConvertible {
    let json: JSONValue
    let path: String
    let reason: String
    init(_ json: JSONValue, _ path: String, _ reason: String) {
      self.json = json
      self.path = path
      self.reason = reason
    }
    var testDescription: String { path.isEmpty ? "(root)" : path }
  }

  static let shapeCases: [ShapeCase] = [
    ShapeCase(.array([]), "", "must be an object, not array"),
    ShapeCase(["settings": [:]], "rules", "is required"),
    ShapeCase(["rules": .null], "rules", "is required"),
    ShapeCase(["rules": "x"], "rules", "must be an array, not string"),
    ShapeCase(["rules": [1]], "rules[0]", "must be an object, not number"),
    ShapeCase(["rules": [["properties": [:]]]], "rules[0].patterns", "is required"),
    ShapeCase(
      ["rules": [["patterns": "/a", "properties": [:]]]], "rules[0].patterns",
      "must be an array of strings, not string"),
    ShapeCase(
      ["rules": [["patterns": ["/a", 2], "properties": [:]]]], "rules[0].patterns[1]", "must be a string, not number"),
    ShapeCase(["rules": [["patterns": ["/a"]]]], "rules[0].properties", "is required"),
    ShapeCase(
      ["rules": [["patterns": ["/a"], "properties": []]]], "rules[0].properties", "must be an object, not array"),
  ]

  @Test(arguments: shapeCases)
  func invalidShapesAreReportedPrecisely(shape: ShapeCase) {
    #expect(problems(shape.json) == [ConfigurationProblem(path: shape.path, reason: shape.reason)])
  }

  @Test func everyProblemIsReportedAtOnce() {
    let found = problems([
      "rules": [
        ["patterns": ["/ok"], "properties": [:]],
        ["patterns": [true], "properties": "x"],
        "rule",
      ]
    ])
    #expect(found.map(\.path) == ["rules[1].patterns[0]", "rules[1].properties", "rules[2]"])
  }

  @Test func problemsCanBePrefixed() {
    let problem = ConfigurationProblem(path: "rules[2].patterns", reason: "is required")
    #expect(problem.prefixed(by: "pathConfiguration").path == "pathConfiguration.rules[2].patterns")
    #expect(
      ConfigurationProblem(path: "", reason: "r").prefixed(by: "pathConfiguration").path == "pathConfiguration")
    #expect(problem.description == "rules[2].patterns: is required")
  }

  @Test func severalSourcesLoadInOrderAndTheLastValidWins() throws {
    let first: JSONValue = ["rules": [["patterns": ["/one"], "properties": ["n": 1]]]]
    let invalid: JSONValue = ["rules": [["patterns": ["/two"]]]]
    let last: JSONValue = ["rules": [["patterns": ["/three", "["], "properties": ["n": 3]]]]
    let load = PathConfiguration.load([first, invalid, last])
    let configuration = try #require(load.configuration)
    #expect(load.loadedSource == 2)
    #expect(configuration.rules.map(\.patterns) == [["/three", "["]])
    #expect(load.problems == [ConfigurationProblem(source: 1, path: "rules[0].properties", reason: "is required")])
    #expect(load.warnings.map(\.source) == [2])
    #expect(load.warnings.map(\.pattern) == ["["])

    let none = PathConfiguration.load([invalid, .null])
    #expect(none.configuration == nil)
    #expect(none.loadedSource == nil)
    #expect(none.problems.map(\.source) == [0, 1])
  }

  @Test func aCompiledConfigurationIsSendable() async throws {
    let configuration = try load(["rules": [["patterns": ["/a"], "properties": ["x": 1]]]])
    let matched = await Task.detached { configuration.properties(for: Fixture.url("/a")).matchedRules }.value
    #expect(matched == [0])
  }
}
