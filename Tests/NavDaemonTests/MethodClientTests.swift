import JSONRPC
import NavJSON
import NavProtocol
import Testing

@testable import NavDaemon

@Suite struct MethodClientTests {
  @Test func defaultClientExistsFromInitialize() throws {
    let harness = try MethodHarness()
    #expect(harness.call("client/list") == ["clients": ["default"]])
  }

  @Test func openListCloseInCreationOrder() throws {
    let harness = try MethodHarness()
    let opened = harness.call("client/open", ["client": "a", "configuration": ["startLocation": "https://a.example/"]])
    #expect(opened["client"] == "a")
    #expect(opened["warnings"] == [])
    #expect(opened["state"]?["client"] == "a")
    #expect(opened["state"]?["startLocation"] == "https://a.example/")
    #expect(opened["state"]?["main"] == [])
    harness.call("state", ["client": "b"])  // created on first use
    #expect(harness.call("client/list") == ["clients": ["default", "a", "b"]])
    #expect(harness.call("client/close", ["client": "a"]) == .null)
    #expect(harness.call("client/list") == ["clients": ["default", "b"]])
  }

  @Test func closingAnUnknownClientIsMinus32010() throws {
    let harness = try MethodHarness()
    let error = harness.failure("client/close", ["client": "nobody"])
    #expect(error["code"] == -32010)
    #expect(error["data"] == ["client": "nobody"])
    #expect(harness.call("client/list") == ["clients": ["default"]])
  }

  @Test func reopeningReplacesTheClient() throws {
    let harness = try MethodHarness()
    harness.call("route", ["client": "a", "url": "https://a.example/one"])
    let reopened = harness.call("client/open", ["client": "a"])
    #expect(reopened["state"]?["main"] == [])
    #expect(reopened["state"]?["startLocation"] == .null)
  }

  @Test func maxClientsCountsTheDefaultClient() throws {
    var limits = NavigationLimits()
    limits.maxClients = 2
    let harness = try MethodHarness(limits: limits)
    harness.call("client/open", ["client": "a"])
    for (method, params) in [
      ("client/open", ["client": "b"] as JSONValue), ("route", ["client": "b", "url": "https://b.example/"]),
      ("state", ["client": "b"]),
    ] {
      let error = harness.failure(method, params)
      #expect(error["code"] == -32012)
      #expect(error["data"] == ["limit": "max-clients", "value": 2])
    }
    #expect(harness.call("client/list") == ["clients": ["default", "a"]])
    // Reopening an existing id always fits.
    harness.call("client/open", ["client": "a"])
  }

  @Test func configureReplacesGivenFieldsAndKeepsTheStacks() throws {
    let harness = try MethodHarness()
    harness.call("route", ["url": "https://app.example/one"])
    harness.call("route", ["url": "https://app.example/two"])
    let configured = harness.call(
      "client/configure",
      [
        "configuration": [
          "pathConfiguration": ["rules": [["patterns": ["/new$"], "properties": ["context": "modal"]]]]
        ]
      ])
    #expect(configured["warnings"] == [])
    #expect(configured["state"]?["main"]?.entryIDs == [1, 2])
    // The adopted start location survives a configure that does not set one.
    #expect(configured["state"]?["startLocation"] == "https://app.example/")
    let properties = harness.call("pathConfiguration/properties", ["url": "https://app.example/posts/new"])
    #expect(properties == ["properties": ["context": "modal"], "matchedRules": [0]])
    // A second configure of another field keeps the path configuration.
    harness.call("client/configure", ["configuration": ["matchQueryStrings": false]])
    let again = harness.call("pathConfiguration/properties", ["url": "https://app.example/posts/new"])
    #expect(again["matchedRules"] == [0])
  }

  @Test func anInvalidPatternWarningIsWordedAsTheCheckerWordsItsFinding() throws {
    let json: JSONValue = ["rules": [["patterns": ["/ok", "(unclosed"], "properties": ["context": "modal"]]]]
    let configuration = try PathConfiguration(json: json)
    let warning = try #require(configuration.warnings.first)
    let finding = try #require(ConfigurationChecker.checkPathConfiguration(json).first)
    #expect(finding.code == "invalidPattern")
    #expect(WireWarning(warning).code == finding.code)
    #expect(WireWarning(warning).message == "\(finding.path): \(finding.message)")
    #expect(WireWarning(warning).message.hasPrefix("rules[0].patterns[1]: invalid regular expression \"(unclosed\""))
  }

  @Test func invalidPatternsAreWarningsNotErrors() throws {
    let harness = try MethodHarness()
    let opened = harness.call(
      "client/open",
      [
        "client": "w",
        "configuration": [
          "pathConfiguration": ["rules": [["patterns": ["(unclosed", "/ok"], "properties": ["a": 1]]]]
        ],
      ])
    let warnings = opened["warnings"]?.arrayValue ?? []
    #expect(warnings.count == 1)
    #expect(warnings.first?["code"] == "invalidPattern")
    #expect(warnings.first?["rule"] == 0)
    #expect(warnings.first?["pattern"] == "(unclosed")
    #expect(warnings.first?["message"]?.stringValue?.isEmpty == false)
    let properties = harness.call("pathConfiguration/properties", ["client": "w", "url": "https://x.example/ok"])
    #expect(properties["matchedRules"] == [0])
  }

  static let badFields: [BadField] = [
    BadField(["startLocation": "not a url"], "configuration.startLocation"),
    BadField(["tabs": [["id": "home", "url": "relative/path"]]], "configuration.tabs[0].url"),
    BadField(
      ["tabs": [["id": "home", "url": "https://a.example/"], ["id": "home", "url": "https://a.example/b"]]],
      "configuration.tabs[1].id"),
    BadField(["tabs": [["title": "Home", "url": "https://a.example/"]]], "configuration.tabs[0].id"),
    BadField(["tabs": "home"], "configuration.tabs"),
    BadField(["routeDecisionHandlers": ["app-navigation", "teleport"]], "configuration.routeDecisionHandlers[1]"),
    BadField(["webViewPolicyHandlers": [7]], "configuration.webViewPolicyHandlers[0]"),
    BadField(["matchQueryStrings": "yes"], "configuration.matchQueryStrings"),
    BadField(["invalidSchemes": ["about", 1]], "configuration.invalidSchemes[1]"),
    BadField(["notifications": 1], "configuration.notifications"),
    BadField(["pathConfiguration": []], "configuration.pathConfiguration"),
    BadField(["routes": ["name": "x"]], "configuration.routes"),
    BadField(["colour": "blue"], "configuration.colour"),
  ]

  @Test(arguments: badFields)
  func badConfigurationFieldsAreMinus32602(_ bad: BadField) throws {
    let (configuration, field) = (bad.json, bad.field)
    let harness = try MethodHarness()
    harness.call("route", ["url": "https://app.example/"])
    harness.expectFailure("client/configure", ["configuration": configuration], code: -32602, field: field)
    harness.expectFailure(
      "client/open", ["client": "new", "configuration": configuration], code: -32602, field: field, client: "new")
  }

  @Test func invalidPathConfigurationAndRoutesListEveryProblem() throws {
    let harness = try MethodHarness()
    harness.call("route", ["url": "https://app.example/"])
    let configuration: JSONValue = [
      "pathConfiguration": ["rules": [["patterns": "x"], ["properties": [:]]]],
      "routes": [["name": "a", "patterns": ["kkbox://a//b"]]],
    ]
    let before = harness.snapshot()
    let error = harness.failure("client/configure", ["configuration": configuration])
    #expect(error["code"] == -32011)
    let paths = (error["data"]?["problems"]?.arrayValue ?? []).compactMap { $0["path"]?.stringValue }
    #expect(
      paths == [
        "configuration.pathConfiguration.rules[0].patterns", "configuration.pathConfiguration.rules[0].properties",
        "configuration.pathConfiguration.rules[1].patterns", "configuration.routes[0].patterns[0]",
      ])
    #expect(harness.snapshot() == before)
  }

  @Test func identicalConfigurationsCompileOnce() throws {
    let harness = try MethodHarness()
    let configuration: JSONValue = [
      "pathConfiguration": ["rules": [["patterns": ["/new$"], "properties": ["context": "modal"]]]],
      "routes": [["name": "album", "patterns": ["kkbox://album/{id:digits}"]]],
    ]
    harness.call("client/open", ["client": "a", "configuration": configuration])
    let compiled = harness.client.context.services.clients.cache.compilations
    harness.call("client/open", ["client": "b", "configuration": configuration])
    harness.call("client/configure", ["client": "c", "configuration": configuration])
    #expect(harness.client.context.services.clients.cache.compilations == compiled)
    #expect(compiled == 2)
  }

  @Test func initializeConfigurationAppliesToDefault() throws {
    let harness = try MethodHarness(initialize: [
      "configuration": [
        "tabs": [
          ["id": "home", "title": "Home", "url": "https://app.example/"],
          ["id": "search", "title": "Search", "url": "https://app.example/search"],
        ]
      ]
    ])
    let state = harness.call("state")
    #expect(state["activeTab"] == "home")
    #expect(
      state["tabs"] == [
        ["id": "home", "title": "Home", "url": "https://app.example/", "started": true],
        // Eager loading (Hotwire Native 1.3): every tab starts with the client.
        ["id": "search", "title": "Search", "url": "https://app.example/search", "started": true],
      ])
    #expect(state["main"]?[0]["routedLocation"] == "https://app.example/")
  }

  @Test func badInitializeConfigurationFailsInitialize() throws {
    let harness = try MethodHarness(initialize: nil)
    let response = harness.send("initialize", ["configuration": ["tabs": [["id": "x"]]]])
    #expect(response["error"]?["code"] == -32602)
    #expect(response["error"]?["data"]?["field"] == "configuration.tabs[0].url")
    #expect(harness.send("client/list")["error"]?["code"] == -32002)
  }
}

/// A bad value and the `data.field` it must be reported at.
struct BadField: Sendable, CustomStringConvertible {
  let json: JSONValue
  let field: String
  init(_ json: JSONValue, _ field: String) {
    self.json = json
    self.field = field
  }
  var description: String { field }
}

extension MethodClientTests {
  /// `selectedTab` names a tab, or it is `-32602` naming `configuration.selectedTab` and changes
  /// nothing; the other tab settings are booleans (docs/protocol.md §4).
  @Test(
    arguments: [
      (
        ["tabs": [["id": "home", "url": "https://app.example/"]], "selectedTab": "nope"] as JSONValue,
        "configuration.selectedTab", "must be one of the tab ids \"home\", not \"nope\""
      ),
      (["selectedTab": "home"], "configuration.selectedTab", "names no tab: the configuration has no tabs"),
      (["selectedTab": 1], "configuration.selectedTab", "must be a string, not number"),
      (["lazyLoadTabs": "yes"], "configuration.lazyLoadTabs", "must be a boolean, not string"),
      (
        ["clearNavigationOnTabReselection": "no"], "configuration.clearNavigationOnTabReselection",
        "must be a boolean, not string"
      ),
      (["hideTabBarWhenPushed": 0], "configuration.hideTabBarWhenPushed", "must be a boolean, not number"),
    ] as [(JSONValue, String, String)])
  func tabSettingsAreValidated(configuration: JSONValue, field: String, reason: String) throws {
    let h = try MethodHarness()
    h.expectFailure("client/open", ["client": "t", "configuration": configuration], code: -32602, field: field)
    h.expectFailure("client/configure", ["configuration": configuration], code: -32602, field: field)
    #expect(
      h.failure("client/open", ["client": "t", "configuration": configuration])["data"]?["reason"] == .string(reason))
  }

  @Test func openAndConfigureReportTheTabStartVisits() throws {
    let h = try MethodHarness()
    let tabs: JSONValue = [
      ["id": "home", "url": "https://app.example/"], ["id": "more", "url": "https://app.example/more"],
    ]
    let opened = h.call("client/open", ["client": "t", "configuration": ["tabs": tabs, "selectedTab": "more"]])
    #expect(
      opened["visits"] == [
        [
          "stack": "main", "entry": 1, "url": "https://app.example/", "action": "advance", "reason": "route",
          "session": "main", "load": "network", "tab": "home",
        ],
        [
          "stack": "main", "entry": 2, "url": "https://app.example/more", "action": "advance", "reason": "route",
          "session": "main", "load": "network", "tab": "more",
        ],
      ])
    #expect(opened["state"]?["activeTab"] == "more")
    #expect(opened["state"]?["tabBarVisible"] == true)
    let withNew: JSONValue = .array([["id": "new", "url": "https://app.example/new"]] + (tabs.arrayValue ?? []))
    let configured = h.call("client/configure", ["client": "t", "configuration": ["tabs": withNew]])
    #expect(configured["visits"]?.arrayValue?.map { $0["tab"] } == ["new"])
    #expect(configured["state"]?["activeTab"] == "more")
    #expect(h.call("client/open", ["client": "plain"])["visits"] == [])
  }
}
