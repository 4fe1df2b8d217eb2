import JSONRPC
import NavJSON
import NavProtocol

/// The schemas of the values several methods share: State, Entry, Operation,
/// Visit, warnings, the configuration and the `route` result. Every list of
/// enum values is built from the Swift enum that decodes or renders it.
enum WireSchemas {
  /// `stack`: `main` or `modal`.
  static let stackKind = Schema.enumeration(of: StackKind.self)
  /// A modal style.
  static let modalStyle = Schema.enumeration(of: Navigation.ModalStyle.self)
  /// A modal style, or `null` (nothing presented, or Android, which has none).
  static let optionalModalStyle = Schema.nullable(modalStyle)
  /// A visit action.
  static let visitAction = Schema.enumeration(of: VisitAction.self)
  /// A presentation: iOS's values, then the ones only Android has (`push`).
  static let presentation = Schema.enumeration(
    Navigation.Presentation.allCases.map(\.rawValue)
      + AndroidPresentation.allCases.map(\.rawValue).filter { Navigation.Presentation(rawValue: $0) == nil },
    "push is an Android presentation")
  /// A route decision: `navigate` or `cancel`.
  static let routerDecision = Schema.enumeration(of: Router.Decision.self)
  /// The name of a built-in route decision handler, of either platform.
  static let builtInRouteDecisionHandler = Schema.enumeration(
    of: RouteDecisionHandlerName.self, "safari is iOS's, browser-tab Android's; the others exist on both")
  /// The handler that decided: a built-in's name or a declared handler's.
  static let routeDecisionHandler = Schema.string("a built-in handler's name or a declared handler's")
  /// A declared route decision handler (docs/navigator.md §3.1).
  static let declaredRouteDecisionHandler = Schema.object(
    [
      ("name", Schema.string("unique in the list, not a built-in's name")),
      (
        "matches",
        Schema.object(
          [
            ("url", Schema.string("a pattern searched anywhere in the whole URL")),
            ("properties", Schema.anyObject("properties the proposal must have, each equal")),
            ("action", Schema.enumeration(of: VisitAction.self)),
          ], additional: false)
      ),
      ("decision", routerDecision),
      ("external", Schema.enumeration(of: DeclaredRouteDecisionHandler.External.self)),
    ], required: ["name", "matches", "decision"], additional: false)

  /// Entry (docs/protocol.md §6).
  static let entry = Schema.object(
    [
      ("id", Schema.integer("unique within the client, never reused")),
      ("viewController", Schema.string()),
      ("visitable", Schema.boolean()),
      ("routedLocation", Schema.nullable(Schema.url("the stamp; never changes"))),
      ("currentURL", Schema.nullable(Schema.url("what the web view shows"))),
      ("pullToRefreshEnabled", Schema.boolean()),
      ("modalDismissGestureEnabled", Schema.boolean()),
      ("error", Schema.nullable(entryError)),
    ],
    required: [
      "id", "viewController", "visitable", "routedLocation", "currentURL", "pullToRefreshEnabled",
      "modalDismissGestureEnabled", "error",
    ])

  /// An entry's error view after a failed visit (docs/web-side.md).
  static let entryError = Schema.object(
    [("statusCode", Schema.integer("0 for a network error, else 400 to 599"))], required: ["statusCode"])

  /// A web session's name: `main` or `modal` (Android has only `main`).
  static let webSessionName = Schema.enumeration(of: StackKind.self, "Android has only main")

  /// A web session in State (docs/web-side.md).
  static let webSession = Schema.object(
    [
      ("name", webSessionName),
      ("renderedURL", Schema.nullable(Schema.url("the URL of its latest visit that rendered"))),
      ("snapshots", Schema.array(Schema.url(), "cached pages, oldest first, at most 10")),
    ], required: ["name", "renderedURL", "snapshots"])

  /// One tab in State.
  static let tab = Schema.object(
    [("id", Schema.string()), ("title", Schema.string()), ("url", Schema.url()), ("started", Schema.boolean())],
    required: ["id", "title", "url", "started"])

  /// State (docs/protocol.md §6).
  static let state = Schema.object(
    [
      ("client", Schema.string()),
      ("startLocation", Schema.nullable(Schema.url())),
      ("activeTab", Schema.nullable(Schema.string())),
      ("tabs", Schema.array(tab)),
      ("main", Schema.array(entry)),
      ("modal", Schema.array(entry)),
      ("presented", Schema.boolean()),
      ("modalStyle", optionalModalStyle),
      ("activeStack", stackKind),
      ("currentVisitableURL", Schema.nullable(Schema.url())),
      ("webSessions", Schema.array(webSession, "iOS main and modal, Android main")),
      (
        "tabBarVisible",
        Schema.nullable(Schema.boolean("whether the active tab shows the tab bar; null without tabs"))
      ),
    ],
    required: [
      "client", "startLocation", "activeTab", "tabs", "main", "modal", "presented", "modalStyle", "activeStack",
      "currentVisitableURL", "webSessions", "tabBarVisible",
    ])

  /// Operation (docs/protocol.md §5).
  static let operation = Schema.oneOf([
    Schema.object(
      [
        ("op", Schema.enumeration(["push", "pop"])), ("stack", stackKind), ("entry", Schema.integer()),
        ("animated", Schema.boolean()),
      ], required: ["op", "stack", "entry", "animated"]),
    Schema.object(
      [
        ("op", Schema.constant("replace")), ("stack", stackKind), ("entry", Schema.integer()),
        ("replaced", Schema.integer()),
      ], required: ["op", "stack", "entry", "replaced"]),
    Schema.object(
      [
        ("op", Schema.constant("setStack")), ("stack", stackKind), ("entries", Schema.array(Schema.integer())),
        ("animated", Schema.boolean()),
      ], required: ["op", "stack", "entries", "animated"]),
    Schema.object(
      [("op", Schema.constant("present")), ("modalStyle", optionalModalStyle), ("animated", Schema.boolean())],
      required: ["op", "modalStyle", "animated"]),
    Schema.object(
      [("op", Schema.constant("dismiss")), ("animated", Schema.boolean())], required: ["op", "animated"]),
    Schema.object(
      [("op", Schema.constant("refresh")), ("stack", stackKind), ("entry", Schema.integer())],
      required: ["op", "stack", "entry"]),
  ])

  /// A list of operations.
  static let operations = Schema.array(operation, "primitive stack changes, in the order they happened")

  /// Visit (docs/protocol.md §5).
  static let visit = Schema.object(visitMembers, required: visitRequired)

  private static let visitMembers: [(String, JSONValue)] = [
    ("stack", stackKind), ("entry", Schema.integer()), ("url", Schema.url()),
    ("action", visitAction),
    ("reason", Schema.enumeration(of: Visit.Reason.self, "reveal: a web screen a pop revealed restores itself")),
    ("session", Schema.enumeration(of: StackKind.self, "the web session that visits; always main on Android")),
    ("load", Schema.enumeration(of: PageLoad.self, "network: the page is requested")),
  ]
  private static let visitRequired = ["stack", "entry", "url", "action", "reason", "session", "load"]

  /// A list of visits.
  static let visits = Schema.array(visit, "visits the web sessions started, in order")

  /// The start visits of the tabs a `client/open` or `client/configure` started, each naming its tab.
  static let tabStartVisits = Schema.array(
    Schema.object(
      visitMembers + [("tab", Schema.string("the id of the tab that started"))], required: visitRequired + ["tab"]),
    "the start visits of every tab the call started, in tab order ([] when none)")

  /// A warning: at least a code and a message.
  static let warning = Schema.object(
    [("code", Schema.string()), ("message", Schema.string())], required: ["code", "message"])

  /// A list of warnings (always present, `[]` when empty).
  static let warnings = Schema.array(warning)

  /// A client configuration (docs/protocol.md §4); every field optional.
  static let configuration = Schema.object(
    [
      (
        "platform",
        Schema.enumeration(of: Platform.self, "chosen when the client is opened (default ios); configure may repeat it")
      ),
      ("startLocation", Schema.nullable(Schema.url())),
      (
        "pathConfiguration",
        Schema.object(
          [("settings", Schema.anyObject()), ("rules", Schema.array(Schema.anyObject()))],
          required: ["rules"], "Hotwire path-configuration JSON")
      ),
      ("matchQueryStrings", Schema.boolean()),
      (
        "routeDecisionHandlers",
        Schema.array(
          Schema.oneOf([builtInRouteDecisionHandler, declaredRouteDecisionHandler]),
          "only the client's platform's built-in names, and declared handlers (default: all built-ins)")
      ),
      ("webViewPolicyHandlers", Schema.array(Schema.enumeration(of: WebViewPolicyHandlerName.self))),
      ("invalidSchemes", Schema.array(Schema.string())),
      (
        "visitableViewControllers",
        Schema.array(Schema.string(), "default [\"web\"], on Android [\"hotwire://fragment/web\"]")
      ),
      (
        "dialogViewControllers",
        Schema.array(
          Schema.string(),
          "Android's bottom sheets (default [\"hotwire://fragment/web/modal/sheet\"]); no effect on iOS")
      ),
      (
        "tabs",
        Schema.array(
          Schema.object(
            [("id", Schema.string()), ("title", Schema.string()), ("url", Schema.url())], required: ["id", "url"],
            additional: false))
      ),
      ("lazyLoadTabs", Schema.boolean("default false: every tab starts when the tabs load")),
      ("selectedTab", Schema.string("a tab's id: the tab active after loading (default the first)")),
      (
        "clearNavigationOnTabReselection",
        Schema.boolean("default true: Android clears a reselected tab; no effect on iOS")
      ),
      (
        "hideTabBarWhenPushed",
        Schema.boolean("default false: iOS hides the tab bar past main's root; no effect on Android")
      ),
      (
        "routes",
        Schema.array(
          Schema.object(
            [("name", Schema.string()), ("patterns", Schema.array(Schema.string()))], required: ["name", "patterns"]))
      ),
      ("notifications", Schema.boolean()),
    ], additional: false)

  /// A URL opened outside the navigator.
  static let external = Schema.object(
    [("kind", Schema.enumeration(of: ExternalNavigation.Kind.self)), ("url", Schema.url())],
    required: ["kind", "url"])

  /// The proposal in a `route` result: every typed accessor of the client's
  /// platform, resolved (Android adds `uri`, `fallbackURI`, `title`).
  static let proposal = Schema.object(
    [
      ("url", Schema.url()),
      ("options", Schema.object([("action", visitAction), ("response", Schema.anyObject())], required: ["action"])),
      ("properties", Schema.anyObject()),
      ("context", Schema.enumeration(of: Navigation.Context.self)),
      ("presentation", presentation),
      ("viewController", Schema.string("on Android the uri")),
      ("parameters", Schema.nullable(Schema.anyObject())),
      ("modalStyle", optionalModalStyle),
      ("pullToRefreshEnabled", Schema.boolean()),
      ("modalDismissGestureEnabled", Schema.boolean()),
      ("animated", Schema.boolean()),
      ("historicalLocation", Schema.boolean()),
      ("queryStringPresentation", Schema.enumeration(of: Navigation.QueryStringPresentation.self)),
      ("uri", Schema.string("Android only: the destination")),
      ("fallbackURI", Schema.nullable(Schema.string("Android only"))),
      ("title", Schema.nullable(Schema.string("Android only"))),
    ],
    required: [
      "url", "options", "properties", "context", "presentation", "viewController", "parameters", "modalStyle",
      "pullToRefreshEnabled", "modalDismissGestureEnabled", "animated", "historicalLocation",
      "queryStringPresentation",
    ])

  /// The typed route in a `route` result.
  static let routeSummary = Schema.nullable(
    Schema.object([("name", Schema.string()), ("params", Schema.anyObject())], required: ["name", "params"]))

  /// The `route` result (docs/protocol.md §5); `state` is left out with `"state": false`.
  static let routeResult = Schema.object(
    [
      ("decision", routerDecision),
      ("handler", Schema.nullable(routeDecisionHandler)),
      ("external", Schema.nullable(external)),
      ("proposal", proposal),
      ("proposalResult", Schema.nullable(Schema.enumeration(ProposalResult.names))),
      ("operations", operations),
      ("visits", visits),
      ("route", routeSummary),
      ("warnings", warnings),
      ("state", state),
      ("explanation", ExplanationJSON.schema),
    ],
    required: [
      "decision", "handler", "external", "proposal", "proposalResult", "operations", "visits", "route", "warnings",
    ])
}

extension Schema {
  /// One of `type`'s raw values, in declaration order.
  static func enumeration<Value: RawRepresentable & CaseIterable>(of type: Value.Type, _ description: String? = nil)
    -> JSONValue where Value.RawValue == String
  {
    enumeration(type.allCases.map(\.rawValue), description)
  }
}
