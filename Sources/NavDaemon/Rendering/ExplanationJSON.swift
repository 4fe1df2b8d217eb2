import JSONRPC
import NavJSON
import NavProtocol

/// Renders a ``DecisionTrace`` as the `explanation` of docs/protocol.md §10, with the keys the
/// method it explains has (a key left out is absent, never `null`).
enum ExplanationJSON {
  /// The parts of an explanation, in the order they are written.
  enum Key: String, CaseIterable {
    case subject, matches, properties, router, rule, comparisons, modalResult, routes, webSide
  }

  /// The explanation of `route`: `subject`, `matches`, `properties`, `router`; `rule` and
  /// `comparisons` when the proposal was accepted (a presentation rule ran); `modalResult` on
  /// Android; `routes` when the client has a route table.
  static func route(_ trace: DecisionTrace, platform: String, hasRouteTable: Bool) -> JSONValue {
    var keys: [Key] = [.subject, .matches, .properties, .router]
    if trace.rule != nil { keys += [.rule, .comparisons] }
    if Platform(rawValue: platform)?.profile.hasModalResult == true { keys.append(.modalResult) }
    if hasRouteTable { keys.append(.routes) }
    if trace.webSide != nil { keys.append(.webSide) }
    return render(trace, platform: platform, keys: keys)
  }

  /// The explanation of `router/decide`: `router`.
  static func decision(_ trace: DecisionTrace, platform: String) -> JSONValue {
    render(trace, platform: platform, keys: [.router])
  }

  /// The explanation of `pathConfiguration/properties`: `subject`, `matches`, `properties`.
  static func properties(_ trace: DecisionTrace, platform: String) -> JSONValue {
    render(trace, platform: platform, keys: [.subject, .matches, .properties])
  }

  /// The explanation of `routes/resolve`: `routes`.
  static func resolution(_ trace: DecisionTrace, platform: String) -> JSONValue {
    render(trace, platform: platform, keys: [.routes])
  }

  /// The explanation of `session/formSubmitted`: `webSide` (the proposal, if any, explains itself).
  static func formSubmission(_ trace: DecisionTrace, platform: String) -> JSONValue {
    render(trace, platform: platform, keys: [.webSide])
  }

  /// The platform whose rules `client`'s navigators run (docs/protocol.md §4 `platform`).
  static func platform(of client: Client) -> String { client.configuration.platform.rawValue }

  /// `{platform, ...keys}`.
  static func render(_ trace: DecisionTrace, platform: String, keys: [Key]) -> JSONValue {
    var object = JSONObject([("platform", .string(platform))])
    for key in Key.allCases where keys.contains(key) {
      object[key.rawValue] = value(of: key, in: trace, platform: platform)
    }
    return .object(object)
  }

  private static func value(of key: Key, in trace: DecisionTrace, platform: String) -> JSONValue {
    switch key {
    case .subject:
      return trace.subject.map(JSONValue.string) ?? .null
    case .matches:
      return .array(trace.matches.map(\.wireJSON))
    case .properties:
      return .object(JSONObject(trace.properties.map { ($0.key, $0.wireJSON) }))
    case .router:
      return .array(trace.router.map(\.wireJSON))
    case .rule:
      return trace.rule?.wireJSON ?? .null
    case .comparisons:
      return .array(trace.comparisons.map(\.wireJSON))
    case .modalResult:
      // The second pass decides only the rule, against the revealed stack.
      return trace.modalResult.map { render($0, platform: platform, keys: [.rule, .comparisons]) } ?? .null
    case .routes:
      return .array(trace.routes.map(\.wireJSON))
    case .webSide:
      return trace.webSide?.wireJSON ?? .null
    }
  }

  /// The `explanation` schema: every key optional, as each method has only some.
  static let schema: JSONValue = {
    let reason = Schema.string("for people")
    let comparison = Schema.object(
      [
        ("stack", WireSchemas.stackKind), ("entry", Schema.integer()),
        ("position", Schema.enumeration(IdentityComparison.Position.allCases.map(\.rawValue))),
        ("stamp", Schema.nullable(Schema.url())), ("same", Schema.boolean()), ("reason", reason),
      ], required: ["stack", "entry", "position", "stamp", "same", "reason"])
    let rule = Schema.object(
      [
        ("presentation", Schema.string()), ("context", Schema.string()), ("presented", Schema.boolean()),
        (
          "row",
          Schema.nullable(
            Schema.enumeration(PresentationRow.allCases.map(\.rawValue), "docs/navigator.md §3.5's cells joined by /"))
        ),
        ("mode", Schema.nullable(Schema.enumeration(NavigationRuleMode.allCases.map(\.rawValue)))),
      ], required: ["presentation", "context", "presented", "row", "mode"])
    let webSide = Schema.object(
      [
        ("session", Schema.enumeration(of: StackKind.self)),
        (
          "proposal",
          Schema.object(
            [("rule", Schema.enumeration(of: ProposalRule.self)), ("reason", reason)], required: ["rule", "reason"])
        ),
        (
          "form",
          Schema.object(
            [
              ("outcome", Schema.enumeration(of: FormOutcome.self)), ("reason", reason),
              ("action", Schema.nullable(WireSchemas.visitAction)), ("actionReason", Schema.nullable(reason)),
            ], required: ["outcome", "reason", "action", "actionReason"])
        ),
      ], required: ["session"])
    return Schema.object(
      [
        ("platform", Schema.enumeration(["ios", "android"])),
        ("subject", Schema.string("the string the path-configuration patterns were searched in")),
        (
          "matches",
          Schema.array(
            Schema.object(
              [
                ("rule", Schema.oneOf([Schema.integer(), Schema.string("builtin:recede|resume|refresh")])),
                ("pattern", Schema.string()),
              ], required: ["rule", "pattern"]))
        ),
        (
          "properties",
          Schema.anyObject("by property name: {value, from}; from is rules[i], builtin:..., request or default")
        ),
        (
          "router",
          Schema.array(
            Schema.object(
              [("handler", Schema.string()), ("matched", Schema.boolean()), ("reason", reason)],
              required: ["handler", "matched", "reason"]))
        ),
        ("rule", rule),
        ("comparisons", Schema.array(comparison)),
        ("modalResult", Schema.nullable(Schema.anyObject("the explanation of Android's second pass"))),
        ("webSide", webSide),
        (
          "routes",
          Schema.array(
            Schema.object(
              [
                ("name", Schema.string()), ("pattern", Schema.string()),
                ("result", Schema.enumeration(RoutePatternTrace.Result.allCases.map(\.rawValue))), ("reason", reason),
              ], required: ["name", "pattern", "result", "reason"]))
        ),
      ], required: ["platform"])
  }()
}

extension RuleMatch {
  /// `{rule, pattern}`: `rule` is the loaded rule's index, or `"builtin:recede"`.
  var wireJSON: JSONValue {
    let ruleValue: JSONValue =
      switch rule {
      case .loaded(let index): .integer(Int64(index))
      case .builtIn: .string(rule.description)
      }
    return .object(JSONObject([("rule", ruleValue), ("pattern", .string(pattern))]))
  }
}

extension ExplainedProperty {
  /// `{value, from}`.
  var wireJSON: JSONValue {
    .object(JSONObject([("value", value), ("from", .string(from.description))]))
  }
}

extension RouterStep {
  /// `{handler, matched, reason}`.
  var wireJSON: JSONValue {
    .object(JSONObject([("handler", .string(handler)), ("matched", .bool(matched)), ("reason", .string(reason))]))
  }
}

extension PresentationRuleTrace {
  /// `{presentation, context, presented, row, mode}`.
  var wireJSON: JSONValue {
    .object(
      JSONObject([
        ("presentation", .string(presentation)),
        ("context", .string(context.rawValue)),
        ("presented", .bool(presented)),
        ("row", row.map { .string($0.rawValue) } ?? .null),
        ("mode", mode.map { .string($0.rawValue) } ?? .null),
      ]))
  }
}

extension IdentityComparison {
  /// `{stack, entry, position, stamp, same, reason}`.
  var wireJSON: JSONValue {
    .object(
      JSONObject([
        ("stack", .string(stack.rawValue)),
        ("entry", .integer(Int64(entry))),
        ("position", .string(position.rawValue)),
        ("stamp", stamp.map(JSONValue.string) ?? .null),
        ("same", .bool(same)),
        ("reason", .string(reason)),
      ]))
  }
}

extension RoutePatternTrace {
  /// `{name, pattern, result, reason}`.
  var wireJSON: JSONValue {
    .object(
      JSONObject([
        ("name", .string(name)), ("pattern", .string(pattern)), ("result", .string(result.rawValue)),
        ("reason", .string(reason)),
      ]))
  }
}

extension WebSideTrace {
  /// `{session, proposal?: {rule, reason}, form?: {outcome, reason, action, actionReason}}`.
  var wireJSON: JSONValue {
    var object = JSONObject([("session", session.map { .string($0.rawValue) } ?? .null)])
    if let proposalRule {
      object["proposal"] = .object(
        JSONObject([("rule", .string(proposalRule.rawValue)), ("reason", .string(proposalRule.reason))]))
    }
    if let formOutcome {
      object["form"] = .object(
        JSONObject([
          ("outcome", .string(formOutcome.rawValue)), ("reason", .string(formOutcome.reason)),
          ("action", formAction.map { .string($0.rawValue) } ?? .null),
          ("actionReason", formActionReason.map(JSONValue.string) ?? .null),
        ]))
    }
    return .object(object)
  }
}
