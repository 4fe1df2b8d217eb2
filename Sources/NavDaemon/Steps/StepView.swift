import NavJSON

/// What the user sees after a step (docs/protocol.md §11's View), the unit `compare` compares.
package struct StepView: Sendable, Hashable {
  /// `navigate`/`cancel` of a `route` or `router/decide` result (or of the route inside a
  /// `webView/decidePolicy` result); `nil` otherwise.
  package var decision: String?
  /// `inAppBrowser` (`safari`, `browser-tab`) or `system` when the URL left the app; else `nil`.
  package var external: String?
  /// The main stack's stamps (`nil` for an unstamped entry).
  package var main: [String?]
  /// The modal stack's stamps.
  package var modal: [String?]
  /// Whether the modal is presented.
  package var presented: Bool
  /// The state's `currentVisitableURL`.
  package var currentVisitableURL: String?
  /// `pullToRefreshEnabled` of the active stack's top entry; `nil` when that stack is empty.
  package var pullToRefreshEnabled: Bool?
  /// The state's `tabBarVisible`: `nil` without tabs.
  package var tabBarVisible: Bool?
  /// The visits of the result, `{url, action, load}` each.
  package var visits: [Visit]
  /// The error code the step failed with; `nil` when it succeeded.
  package var error: Int?

  /// One visit as the View shows it.
  package struct Visit: Sendable, Hashable {
    /// The visited URL.
    package var url: String?
    /// `advance`, `replace` or `restore`.
    package var action: String
    /// How the page is loaded: `network`, `response` or `snapshot`.
    package var load: String

    /// A visit.
    package init(url: String?, action: String, load: String = "network") {
      self.url = url
      self.action = action
      self.load = load
    }

    /// `{url, action, load}`.
    package var jsonValue: JSONValue {
      .object(
        JSONObject([
          ("url", url.map(JSONValue.string) ?? .null), ("action", .string(action)), ("load", .string(load)),
        ]))
    }
  }

  /// The View's fields, in View order.
  package static let fieldNames = [
    "decision", "external", "main", "modal", "presented", "currentVisitableURL", "pullToRefreshEnabled",
    "tabBarVisible", "visits", "error",
  ]

  /// Builds the View from a step's `result` (`nil` when it failed with `error`) and the `state`
  /// of the step's navigator afterwards.
  package init(method: String, result: JSONValue?, errorCode: Int?, state: JSONValue) {
    let effective = result.map { Self.effectiveResult($0, method: method) } ?? .null
    let decided = Self.decidingResult(effective, method: method)
    decision = decided["decision"]?.stringValue
    external = Self.externalKind(decided["external"])
    visits = (effective["visits"]?.arrayValue ?? []).map { visit in
      Visit(
        url: visit["url"]?.stringValue, action: visit["action"]?.stringValue ?? "",
        load: visit["load"]?.stringValue ?? "network")
    }
    error = errorCode
    main = Self.stamps(state["main"])
    modal = Self.stamps(state["modal"])
    presented = state["presented"]?.boolValue ?? false
    currentVisitableURL = state["currentVisitableURL"]?.stringValue
    let active = state["activeStack"]?.stringValue == "modal" ? state["modal"] : state["main"]
    pullToRefreshEnabled = active?.arrayValue?.last?["pullToRefreshEnabled"]?.boolValue
    tabBarVisible = state["tabBarVisible"]?.boolValue
  }

  /// The part of a result that speaks for the navigation: for `webView/decidePolicy` the
  /// `route` (or `reload`) inside it, never the policy's own allow/cancel; else the result.
  /// Only a `route` or `router/decide` result has a `decision` (`deepLink/open` in its `route`).
  package static func effectiveResult(_ result: JSONValue, method: String) -> JSONValue {
    if method == "session/formSubmitted" { return result["proposal"] ?? .object(JSONObject()) }
    guard method == "webView/decidePolicy" else { return result }
    return result["route"] ?? result["reload"] ?? .object(JSONObject())
  }

  /// The part of an effective result that holds the route decision (`decision`, `handler`,
  /// `external`): `deepLink/open`'s `route` (null when the link was not routed; its visits and
  /// operations stay the launch's), else the effective result itself.
  package static func decidingResult(_ effective: JSONValue, method: String) -> JSONValue {
    method == DeepLinkMethods.open.name ? (effective["route"] ?? .null) : effective
  }

  private static func externalKind(_ value: JSONValue?) -> String? {
    switch value?["kind"]?.stringValue {
    case "safari"?, "browserTab"?: "inAppBrowser"
    case "system"?: "system"
    default: nil
    }
  }

  private static func stamps(_ entries: JSONValue?) -> [String?] {
    (entries?.arrayValue ?? []).map { $0["routedLocation"]?.stringValue }
  }

  /// The value of field `name` (one of ``fieldNames``) as JSON.
  package func field(_ name: String) -> JSONValue {
    switch name {
    case "decision": decision.map(JSONValue.string) ?? .null
    case "external": external.map(JSONValue.string) ?? .null
    case "main": .array(main.map { $0.map(JSONValue.string) ?? .null })
    case "modal": .array(modal.map { $0.map(JSONValue.string) ?? .null })
    case "presented": .bool(presented)
    case "currentVisitableURL": currentVisitableURL.map(JSONValue.string) ?? .null
    case "pullToRefreshEnabled": pullToRefreshEnabled.map(JSONValue.bool) ?? .null
    case "tabBarVisible": tabBarVisible.map(JSONValue.bool) ?? .null
    case "visits": .array(visits.map(\.jsonValue))
    case "error": error.map { .integer(Int64($0)) } ?? .null
    default: .null
    }
  }

  /// `{decision, external, main, modal, presented, currentVisitableURL, pullToRefreshEnabled, tabBarVisible,
  /// visits, error}`.
  package var jsonValue: JSONValue {
    .object(JSONObject(Self.fieldNames.map { ($0, field($0)) }))
  }

  /// The fields whose values differ from `other`'s, in View order.
  package func differingFields(from other: StepView) -> [String] {
    Self.fieldNames.filter { field($0) != other.field($0) }
  }
}
