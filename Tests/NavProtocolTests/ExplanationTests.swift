import Foundation
import NavJSON
import NavProtocol
import Testing

/// The decision traces the deciding code records (docs/explain.md): each table below is checked
/// against what the path configuration, router, navigator and route table recorded while deciding.
@Suite struct ExplanationTests {
  // MARK: - Where each property came from

  /// Three loaded rules, the `recede` built-in and the request all set keys of
  /// `/posts/7/recede_historical_location`.
  static let layeredConfiguration: JSONValue = [
    "rules": [
      [
        "patterns": [".*"],
        "properties": ["context": "modal", "modal_style": "medium", "animated": true, "custom": "a"],
      ],
      ["patterns": ["/nothing$", "/posts/"], "properties": ["modal_style": "full", "custom": "b"]],
      [
        "patterns": ["/posts/[0-9]+"],
        "properties": [
          "pull_to_refresh_enabled": false, "view_controller": "post", "modal_dismiss_gesture_enabled": 0,
        ],
      ],
    ]
  ]

  /// key, resolved value, `from`.
  static let layeredOrigins: [(String, JSONValue, String)] = [
    ("context", "default", "builtin:recede"),  // rules[0] said modal; the built-in comes last
    ("presentation", "pop", "builtin:recede"),
    ("modal_style", "full", "rules[1]"),  // the last rule that set it
    ("pull_to_refresh_enabled", false, "rules[2]"),
    ("modal_dismiss_gesture_enabled", true, "default"),  // rules[2] set 0, which is no boolean
    ("view_controller", "post", "rules[2]"),
    ("animated", false, "request"),  // the request wins over rules[0]
    ("historical_location", true, "builtin:recede"),
    ("query_string_presentation", "default", "default"),  // the request set an unknown value
    ("custom", "b", "rules[1]"),
    ("flag", 1, "request"),
  ]

  @Test(arguments: layeredOrigins)
  func fromNamesTheLastSetterOrTheDefault(key: String, value: JSONValue, from: String) throws {
    let navigator = Navigator(
      configuration: NavigatorConfiguration(
        startLocation: Fixture.url("/"), pathConfiguration: try PathConfiguration(json: Self.layeredConfiguration)))
    let trace = DecisionTrace()
    let request = RouteRequest(
      url: Fixture.url("/posts/7/recede_historical_location"),
      properties: ["animated": false, "query_string_presentation": "sideways", "flag": 1])
    let routed = try navigator.route(request, trace: trace)
    let property = try #require(trace.properties.first { $0.key == key })
    #expect(property.value == value)
    #expect(property.from.description == from)
    // The explained value is the one the proposal used.
    if let typed = routed.proposal.pathProperties.typedValues.first(where: { $0.key == key }) {
      #expect(typed.value == value)
    } else {
      #expect(routed.proposal.properties[key] == value)
    }
  }

  @Test func everyTypedAccessorComesFirstThenTheOtherKeysInOrder() throws {
    let configuration = try PathConfiguration(json: Self.layeredConfiguration)
    let trace = DecisionTrace()
    _ = configuration.properties(for: Fixture.url("/posts/7/recede_historical_location"), trace: trace)
    #expect(
      trace.properties.map(\.key) == [
        "context", "presentation", "modal_style", "pull_to_refresh_enabled", "modal_dismiss_gesture_enabled",
        "view_controller", "animated", "historical_location", "query_string_presentation", "custom",
      ])
    #expect(!trace.properties.contains { $0.from == .request })
    #expect(
      trace.matches == [
        RuleMatch(rule: .loaded(0), pattern: ".*"), RuleMatch(rule: .loaded(1), pattern: "/posts/"),
        RuleMatch(rule: .loaded(2), pattern: "/posts/[0-9]+"),
        RuleMatch(rule: .builtIn("recede"), pattern: "/recede_historical_location"),
      ])
  }

  @Test func skippedInvalidPatternsNeverAppearAndTheFirstMatchingPatternIsNamed() throws {
    let configuration = try PathConfiguration(
      json: ["rules": [["patterns": ["(bad", "/b", "/a"], "properties": [:]]]])
    let trace = DecisionTrace()
    let match = configuration.properties(for: Fixture.url("/a/b"), trace: trace)
    #expect(match.matchedRules == [0])
    #expect(trace.matches == [RuleMatch(rule: .loaded(0), pattern: "/b")])
  }

  // MARK: - Subject

  /// URL, matchQueryStrings, subject.
  static let subjects: [(String, Bool, String)] = [
    ("https://app.example/posts/new?draft=1", true, "/posts/new?draft=1"),
    ("https://app.example/posts/new?draft=1", false, "/posts/new"),
    ("https://app.example/posts/?", true, "/posts/?"),
    ("https://app.example/posts/?", false, "/posts/"),
    ("https://app.example/a%2fB/#top", true, "/a%2fB/"),
    ("https://app.example/a?q=%C3%A9#top", true, "/a?q=%C3%A9"),
    ("https://app.example", true, ""),
    ("https://app.example?x=1", true, "?x=1"),
    ("https://app.example?x=1", false, ""),
  ]

  @Test(arguments: subjects)
  func subjectIsWhatThePatternsAreSearchedIn(url: String, matchQueryStrings: Bool, subject: String) throws {
    let configuration = try PathConfiguration(json: ["rules": [["patterns": ["new$"], "properties": ["n": 1]]]])
    let trace = DecisionTrace()
    let match = configuration.properties(
      for: Fixture.absolute(url), matchQueryStrings: matchQueryStrings, trace: trace)
    #expect(trace.subject == subject)
    // The same string decided: `new$` matches exactly when the subject ends in `new`.
    #expect(match.matchedRules == (subject.hasSuffix("new") ? [0] : []))
  }

  // MARK: - Router

  /// URL, the handlers asked (name, matched), with the start location https://app.example/.
  static let routerCases: [(String, [(String, Bool)])] = [
    ("https://app.example/a", [("app-navigation", true)]),
    ("https://APP.example/a", [("app-navigation", true)]),
    ("https://other.example/a", [("app-navigation", false), ("safari", true)]),
    ("HTTPS://other.example/a", [("app-navigation", false), ("safari", false), ("system-navigation", true)]),
    ("mailto:someone@app.example", [("app-navigation", false), ("safari", false), ("system-navigation", true)]),
  ]

  @Test(arguments: routerCases)
  func routerStopsAtTheFirstMatch(url: String, asked: [(String, Bool)]) {
    let navigator = Fixture.navigator()
    let trace = DecisionTrace()
    let decided = navigator.decideRoute(for: Fixture.absolute(url), trace: trace)
    #expect(trace.router.map(\.handler) == asked.map(\.0))
    #expect(trace.router.map(\.matched) == asked.map(\.1))
    #expect(decided.handler == trace.router.last?.handler)
    #expect(trace.router.allSatisfy { !$0.reason.isEmpty })
  }

  @Test func noHandlerMatchingAsksEveryOne() {
    let navigator = Navigator(
      configuration: NavigatorConfiguration(startLocation: Fixture.url("/"), routeDecisionHandlers: [.safari]))
    let trace = DecisionTrace()
    let decided = navigator.decideRoute(for: Fixture.url("/a"), trace: trace)
    #expect(decided.handler == nil)
    #expect(trace.router.map(\.matched) == [false])
    #expect(trace.router.first?.reason == "host app.example is the start location's host")
  }

  // MARK: - Rule rows

  /// main, modal, request, the row.
  static let rows: [(main: [String?], modal: [String?], request: RouteRequest, row: PresentationRow)] = [
    (["/"], [], Fixture.request("/a"), .defaultInDefault),
    (["/"], ["/m"], Fixture.request("/a", context: .modal), .defaultInPresentedModal),
    (["/"], [], Fixture.request("/a", context: .modal), .defaultInNewModal),
    (["/"], [], Fixture.request("/a", presentation: .replace), .replaceInDefault),
    (["/"], ["/m"], Fixture.request("/a", context: .modal, presentation: .replace), .replaceInPresentedModal),
    (["/"], [], Fixture.request("/a", context: .modal, presentation: .replace), .replaceInNewModal),
    (["/"], ["/m"], Fixture.request("/a", presentation: .pop), .popPresented),
    (["/", "/b"], [], Fixture.request("/a", presentation: .pop), .popNotPresented),
    (["/", "/b"], ["/m"], Fixture.request("/refresh_historical_location"), .refreshHistorical),
    (["/"], ["/m"], Fixture.request("/a", presentation: .refresh), .refreshPresentedSingle),
    (["/"], ["/m", "/n"], Fixture.request("/a", presentation: .refresh), .refreshPresentedDeeper),
    (["/", "/b"], [], Fixture.request("/a", presentation: .refresh), .refreshNotPresented),
    (["/", "/b"], ["/m"], Fixture.request("/a", presentation: .clearAll), .clearAll),
    (["/", "/b"], ["/m"], Fixture.request("/a", presentation: .replaceRoot), .replaceRoot),
    (["/"], [], Fixture.request("/a", presentation: Navigation.Presentation.none), .none),
  ]

  @Test(arguments: rows)
  func theRowThatAppliedIsNamedByItsCells(
    main: [String?], modal: [String?], request: RouteRequest, row: PresentationRow
  ) throws {
    let navigator = try Fixture.navigator(main: main, modal: modal)
    let trace = DecisionTrace()
    try navigator.route(request, trace: trace)
    let rule = try #require(trace.rule)
    #expect(rule.row == row)
    #expect(rule.mode == nil)
    // The historical pre-step dismisses first: the row is chosen in the state after it.
    #expect(rule.presented == (row == .refreshHistorical ? false : !modal.isEmpty))
  }

  @Test func rejectedAndCancelledProposalsRecordNoRule() throws {
    let navigator = try Fixture.navigator(main: ["/"])
    let rejected = DecisionTrace()
    try navigator.route(Fixture.request("/a", result: .reject), trace: rejected)
    #expect(rejected.rule == nil)
    let cancelled = DecisionTrace()
    try navigator.route(RouteRequest(url: Fixture.absolute("https://other.example/")), trace: cancelled)
    #expect(cancelled.rule == nil)
    #expect(cancelled.router.last?.handler == "safari")
  }

  // MARK: - Identity comparisons

  @Test func unstampedEntriesAreComparedAndNeverTheSame() throws {
    let navigator = try Fixture.navigator(main: ["/a", nil])
    let trace = DecisionTrace()
    let routed = try navigator.route(Fixture.request("/a"), trace: trace)
    #expect(routed.warnings == [.unstampedEntry(stack: .main, entry: 2)])
    #expect(
      trace.comparisons.map {
        [$0.stack.rawValue, "\($0.entry)", $0.position.rawValue, $0.stamp ?? "nil", "\($0.same)"]
      }
        == [
          ["main", "2", "top", "nil", "false"],
          ["main", "1", "previous", "https://app.example/a", "true"],
        ])
    #expect(trace.comparisons[0].reason.contains("no stamp"))
    // The previous page matched: the new entry is discarded by a pop.
    #expect(routed.operations == [.pop(stack: .main, entry: 2, animated: true)])
  }

  /// stamp, proposal, query_string_presentation, same.
  static let queryPresentations: [(String, String, String?, Bool)] = [
    ("/search?q=a", "/search?q=b", nil, false),
    ("/search?q=a", "/search?q=b", "replace", true),
    ("/search?q=a", "/results?q=a", "replace", false),
    ("/search/", "/search", nil, true),
    ("/search", "/search?", nil, true),
  ]

  @Test(arguments: queryPresentations)
  func queryStringPresentationReplaceIgnoresTheQuery(
    stamp: String, proposal: String, presentation: String?, same: Bool
  ) throws {
    let navigator = try Fixture.navigator(main: ["/", stamp])
    let trace = DecisionTrace()
    let extra: [(String, JSONValue)] = presentation.map { [("query_string_presentation", .string($0))] } ?? []
    let routed = try navigator.route(Fixture.request(proposal, extra: extra), trace: trace)
    let top = try #require(trace.comparisons.first)
    #expect(top.position == .top)
    #expect(top.stamp == Fixture.origin + stamp)
    #expect(top.same == same)
    #expect(top.reason.contains("query strings ignored") == (same && presentation == "replace"))
    // Same page → the top was replaced, not pushed.
    #expect(routed.operations.first.map { if case .replace = $0 { true } else { false } } == same)
  }

  // MARK: - Typed routes

  @Test func aLiteralBeatsAParameterAndTheLoserSaysWhy() throws {
    let table = try RouteTable([
      RouteDefinition(name: "viewAlbum", patterns: ["kkbox://album/{id:digits}"]),
      RouteDefinition(name: "newAlbum", patterns: ["kkbox://album/new"]),
      RouteDefinition(name: "anything", patterns: ["kkbox://{*rest}"]),
      RouteDefinition(name: "web", patterns: ["https://www.kkbox.com/album/new"]),
    ])
    let trace = DecisionTrace()
    #expect(table.resolve("kkbox://album/new", trace: trace).name == "newAlbum")
    #expect(
      trace.routes.map { [$0.name, $0.pattern, $0.result.rawValue] } == [
        ["viewAlbum", "kkbox://album/{id:digits}", "noMatch"],
        ["newAlbum", "kkbox://album/new", "matched"],
        ["anything", "kkbox://{*rest}", "lost"],
      ])
    #expect(trace.routes[0].reason == "segment 2 \"new\" is not {id}: it must be a string of digits 0-9")
    #expect(trace.routes[2].reason.contains("the literal \"album\" beats a catch-all"))

    let digits = DecisionTrace()
    #expect(table.resolve("kkbox://album/007", trace: digits).name == "viewAlbum")
    #expect(digits.routes.map(\.result) == [.matched, .noMatch, .lost])
    #expect(digits.routes[1].reason == "segment 2 is \"007\", not \"new\"")
  }

  /// URL, the results of `kkbox://a/{x:int}`, `kkbox://a/{x}`, `kkbox://a/b`.
  static let precedence: [(String, [RoutePatternTrace.Result])] = [
    ("kkbox://a/b", [.noMatch, .lost, .matched]),
    ("kkbox://a/5", [.matched, .lost, .noMatch]),
    ("kkbox://a/c", [.noMatch, .matched, .noMatch]),
    ("kkbox://a/b/c", [.noMatch, .noMatch, .noMatch]),
  ]

  @Test(arguments: precedence)
  func eachPatternOfTheSourceIsClassified(url: String, results: [RoutePatternTrace.Result]) throws {
    let table = try RouteTable([
      RouteDefinition(name: "int", patterns: ["kkbox://a/{x:int}"]),
      RouteDefinition(name: "string", patterns: ["kkbox://a/{x}"]),
      RouteDefinition(name: "literal", patterns: ["kkbox://a/b"]),
    ])
    let trace = DecisionTrace()
    let resolution = table.resolve(url, trace: trace)
    #expect(trace.routes.map(\.result) == results)
    #expect(resolution.route?.name == trace.routes.first { $0.result == .matched }?.name)
  }

  @Test func anUnknownURLForAnotherReasonThanNoMatchTriesNoPattern() throws {
    let table = try RouteTable([RouteDefinition(name: "a", patterns: ["kkbox://a"])])
    for url in ["other://a", "kkbox://a/%zz", "kkbox://a/../b"] {
      let trace = DecisionTrace()
      #expect(table.resolve(url, trace: trace).route == nil)
      #expect(trace.routes.isEmpty, "\(url)")
    }
  }
}
