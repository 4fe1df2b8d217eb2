import JSONRPC
import NavProtocol

/// The schemas of the values several methods share: State, Entry, Operation,
/// Visit, warnings, the configuration and the `route` result.
enum WireSchemas {
  /// `stack`: `main` or `modal`.
  static let stackKind = Schema.enumeration(["main", "modal"])
  /// A modal style.
  static let modalStyle = Schema.enumeration(["large", "medium", "full", "page_sheet", "form_sheet"])

  /// Entry (PROTOCOL.md §6).
  static let entry = Schema.object(
    [
      ("id", Schema.integer("unique within the client, never reused")),
      ("viewController", Schema.string()),
      ("visitable", Schema.boolean()),
      ("routedLocation", Schema.nullable(Schema.url("the stamp; never changes"))),
      ("currentURL", Schema.nullable(Schema.url("what the web view shows"))),
      ("pullToRefreshEnabled", Schema.boolean()),
      ("modalDismissGestureEnabled", Schema.boolean()),
    ],
    required: [
      "id", "viewController", "visitable", "routedLocation", "currentURL", "pullToRefreshEnabled",
      "modalDismissGestureEnabled",
    ])

  /// One tab in State.
  static let tab = Schema.object(
    [("id", Schema.string()), ("title", Schema.string()), ("url", Schema.url()), ("started", Schema.boolean())],
    required: ["id", "title", "url", "started"])

  /// State (PROTOCOL.md §6).
  static let state = Schema.object(
    [
      ("client", Schema.string()),
      ("startLocation", Schema.nullable(Schema.url())),
      ("activeTab", Schema.nullable(Schema.string())),
      ("tabs", Schema.array(tab)),
      ("main", Schema.array(entry)),
      ("modal", Schema.array(entry)),
      ("presented", Schema.boolean()),
      ("modalStyle", Schema.nullable(modalStyle)),
      ("activeStack", stackKind),
      ("currentVisitableURL", Schema.nullable(Schema.url())),
    ],
    required: [
      "client", "startLocation", "activeTab", "tabs", "main", "modal", "presented", "modalStyle", "activeStack",
      "currentVisitableURL",
    ])

  /// Operation (PROTOCOL.md §5).
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
      [("op", Schema.constant("present")), ("modalStyle", modalStyle), ("animated", Schema.boolean())],
      required: ["op", "modalStyle", "animated"]),
    Schema.object(
      [("op", Schema.constant("dismiss")), ("animated", Schema.boolean())], required: ["op", "animated"]),
    Schema.object(
      [("op", Schema.constant("refresh")), ("stack", stackKind), ("entry", Schema.integer())],
      required: ["op", "stack", "entry"]),
  ])

  /// A list of operations.
  static let operations = Schema.array(operation, "primitive stack changes, in the order they happened")

  /// Visit (PROTOCOL.md §5).
  static let visit = Schema.object(
    [
      ("stack", stackKind), ("entry", Schema.integer()), ("url", Schema.url()),
      ("action", Schema.enumeration(["advance", "replace", "restore"])),
      ("reason", Schema.enumeration(["route", "refresh", "reload"])),
    ], required: ["stack", "entry", "url", "action", "reason"])

  /// A list of visits.
  static let visits = Schema.array(visit, "visits the web sessions started, in order")

  /// A warning: at least a code and a message.
  static let warning = Schema.object(
    [("code", Schema.string()), ("message", Schema.string())], required: ["code", "message"])

  /// A list of warnings (always present, `[]` when empty).
  static let warnings = Schema.array(warning)

  /// A client configuration (PROTOCOL.md §4); every field optional.
  static let configuration = Schema.object(
    [
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
        Schema.array(Schema.enumeration(RouteDecisionHandlerName.allCases.map(\.rawValue)))
      ),
      (
        "webViewPolicyHandlers",
        Schema.array(Schema.enumeration(WebViewPolicyHandlerName.allCases.map(\.rawValue)))
      ),
      ("invalidSchemes", Schema.array(Schema.string())),
      ("visitableViewControllers", Schema.array(Schema.string())),
      (
        "tabs",
        Schema.array(
          Schema.object(
            [("id", Schema.string()), ("title", Schema.string()), ("url", Schema.url())], required: ["id", "url"],
            additional: false))
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
    [("kind", Schema.enumeration(["safari", "system"])), ("url", Schema.url())], required: ["kind", "url"])

  /// The proposal in a `route` result.
  static let proposal = Schema.object(
    [
      ("url", Schema.url()),
      (
        "options",
        Schema.object(
          [
            ("action", Schema.enumeration(["advance", "replace", "restore"])),
            ("response", Schema.anyObject()),
          ], required: ["action"])
      ),
      ("properties", Schema.anyObject()),
      ("context", Schema.enumeration(["default", "modal"])),
      (
        "presentation",
        Schema.enumeration(["default", "pop", "replace", "refresh", "clear_all", "replace_root", "none"])
      ),
      ("viewController", Schema.string()),
      ("parameters", Schema.nullable(Schema.anyObject())),
    ],
    required: ["url", "options", "properties", "context", "presentation", "viewController", "parameters"])

  /// The typed route in a `route` result.
  static let routeSummary = Schema.nullable(
    Schema.object([("name", Schema.string()), ("params", Schema.anyObject())], required: ["name", "params"]))

  /// The `route` result (PROTOCOL.md §5); `state` is left out with `"state": false`.
  static let routeResult = Schema.object(
    [
      ("decision", Schema.enumeration(["navigate", "cancel"])),
      ("handler", Schema.nullable(Schema.enumeration(RouteDecisionHandlerName.allCases.map(\.rawValue)))),
      ("external", Schema.nullable(external)),
      ("proposal", proposal),
      ("proposalResult", Schema.nullable(Schema.enumeration(["accept", "reject", "acceptCustom"]))),
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
