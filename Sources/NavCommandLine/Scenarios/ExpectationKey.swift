import NavJSON
import NavProtocol

/// The keys of a step's `expect` (docs/protocol.md §13), with the shape each value must have.
enum ExpectationKey: String, CaseIterable, Sendable, Hashable {
  case main, modal, currentVisitableURL, visits, networkLoads
  case presented, modalStyle, activeStack, decision, handler, external
  case operations, warnings
  case route, reason, properties
  case webSessions, tabBarVisible
  case error

  /// The keys a step without a method may have: they read the state, which only a step changes.
  static let stateKeys: Set<ExpectationKey> = [
    .main, .modal, .presented, .modalStyle, .activeStack, .currentVisitableURL, .webSessions, .tabBarVisible,
  ]

  /// The keys a `visits` item object may have.
  static let visitKeys = ["url", "action", "load"]

  /// The keys of one session in a `webSessions` expectation.
  static let webSessionKeys = ["renderedURL", "snapshots"]

  /// The key names, in the order the protocol lists them.
  static let names = allCases.map(\.rawValue)

  /// Why `value` is not a valid expectation of this key, or `nil` when it is. The reason names
  /// the offending part's path relative to the key (`[2]` for a list item).
  func problem(with value: JSONValue) -> (path: String, reason: String)? {
    switch self {
    case .main, .modal:
      return listProblem(value, "a URL, a /path or null") { $0.isNull || $0.stringValue != nil }
    case .currentVisitableURL:
      return value.isNull || value.stringValue != nil
        ? nil : ("", JSONShapeIssue.wrongType("a URL, a /path or null", value).message)
    case .visits:
      guard case .array(let items) = value else { return ("", JSONShapeIssue.wrongType("an array", value).message) }
      for (index, item) in items.enumerated() {
        if item.stringValue != nil { continue }
        guard case .object(let object) = item else {
          return (
            "[\(index)]",
            JSONShapeIssue.wrongType("a URL, a /path or {\"url\", \"action\", \"load\"}", item).message
          )
        }
        for key in object.keys where !Self.visitKeys.contains(key) {
          return ("[\(index)].\(key)", "is not a key of a visit (expected one of \(Self.quoted(Self.visitKeys)))")
        }
        guard object["url"]?.stringValue != nil else { return ("[\(index)].url", "is required: a URL or a /path") }
        if let action = object["action"], VisitAction(rawValue: action.stringValue ?? "") == nil {
          return ("[\(index)].action", "must be \(JSONShapeIssue.choices(Self.names(of: VisitAction.self)))")
        }
        if let load = object["load"], PageLoad(rawValue: load.stringValue ?? "") == nil {
          return ("[\(index)].load", "must be \(JSONShapeIssue.choices(Self.names(of: PageLoad.self)))")
        }
      }
      return nil
    case .networkLoads:
      return listProblem(value, "a URL or a /path") { $0.stringValue != nil }
    case .webSessions:
      return webSessionsProblem(value)
    case .presented:
      return value.boolValue != nil ? nil : ("", JSONShapeIssue.wrongType("a boolean", value).message)
    case .tabBarVisible:
      return value.isNull || value.boolValue != nil
        ? nil : ("", JSONShapeIssue.wrongType("a boolean or null", value).message)
    case .modalStyle:
      return oneOf(value, Self.names(of: Navigation.ModalStyle.self), nullable: true)
    case .activeStack:
      return oneOf(value, Self.names(of: StackKind.self), nullable: false)
    case .decision:
      return oneOf(value, Self.names(of: Router.Decision.self), nullable: true)
    case .handler:
      return value.isNull || value.stringValue != nil
        ? nil : ("", JSONShapeIssue.wrongType("a handler name or null", value).message)
    case .external:
      return oneOf(value, ["inAppBrowser", "system"], nullable: true)
    case .operations:
      return oneOfList(value, Self.names(of: NavigationOperation.Kind.self))
    case .warnings:
      return listProblem(value, "a warning code") { $0.stringValue != nil }
    case .route:
      if value == .string("unknown") { return nil }
      guard case .object(let object) = value else {
        return ("", JSONShapeIssue.wrongValue("\"unknown\" or {\"name\", \"params\"}", value).message)
      }
      for key in object.keys where key != "name" && key != "params" {
        return (".\(key)", "is not a key of a route (expected \"name\" or \"params\")")
      }
      guard object["name"]?.stringValue != nil else { return (".name", "is required: the route's name") }
      if let params = object["params"], params.objectValue == nil {
        return (".params", JSONShapeIssue.wrongType("an object", params).message)
      }
      return nil
    case .reason:
      return value.stringValue != nil
        ? nil : ("", JSONShapeIssue.wrongType("a string (an unknown reason)", value).message)
    case .properties:
      return value.objectValue != nil ? nil : ("", JSONShapeIssue.wrongType("an object", value).message)
    case .error:
      return value.integerValue != nil ? nil : ("", JSONShapeIssue.wrongType("an integer error code", value).message)
    }
  }

  /// The wire names of `type`'s cases, in their order: the one list the daemon decodes, renders and
  /// describes (`rpc.discover`) them by.
  private static func names<Kind: RawRepresentable & CaseIterable>(of type: Kind.Type) -> [String]
  where Kind.RawValue == String {
    type.allCases.map(\.rawValue)
  }

  /// `{"main"|"modal": {"renderedURL"?: URL|null, "snapshots"?: [URL]}}`.
  private func webSessionsProblem(_ value: JSONValue) -> (path: String, reason: String)? {
    guard case .object(let sessions) = value else {
      return ("", JSONShapeIssue.wrongType("an object of sessions by name", value).message)
    }
    let names = Self.names(of: StackKind.self)
    for (name, session) in sessions {
      guard names.contains(name) else {
        return (".\(name)", "is not a web session (expected one of \(Self.quoted(names)))")
      }
      guard case .object(let fields) = session else {
        return (
          ".\(name)", JSONShapeIssue.wrongType("{\"renderedURL\", \"snapshots\"}", session).message
        )
      }
      for key in fields.keys where !Self.webSessionKeys.contains(key) {
        return (
          ".\(name).\(key)", "is not a key of a web session (expected one of \(Self.quoted(Self.webSessionKeys)))"
        )
      }
      if let rendered = fields["renderedURL"], !rendered.isNull, rendered.stringValue == nil {
        return (".\(name).renderedURL", JSONShapeIssue.wrongType("a URL, a /path or null", rendered).message)
      }
      if let snapshots = fields["snapshots"],
        let found = listProblem(snapshots, "a URL or a /path", { $0.stringValue != nil })
      {
        return (".\(name).snapshots" + found.path, found.reason)
      }
    }
    return nil
  }

  private static func quoted(_ names: [String]) -> String {
    names.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  private func listProblem(_ value: JSONValue, _ itemKind: String, _ isValid: (JSONValue) -> Bool)
    -> (path: String, reason: String)?
  {
    guard case .array(let items) = value else { return ("", JSONShapeIssue.wrongType("an array", value).message) }
    for (index, item) in items.enumerated() where !isValid(item) {
      return ("[\(index)]", JSONShapeIssue.wrongType(itemKind, item).message)
    }
    return nil
  }

  private func oneOf(_ value: JSONValue, _ choices: [String], nullable: Bool) -> (path: String, reason: String)? {
    if nullable && value.isNull { return nil }
    if let string = value.stringValue, choices.contains(string) { return nil }
    let listed = choices.map { "\"\($0)\"" }.joined(separator: ", ") + (nullable ? " or null" : "")
    return ("", JSONShapeIssue.wrongValue("one of \(listed)", value).message)
  }

  private func oneOfList(_ value: JSONValue, _ choices: [String]) -> (path: String, reason: String)? {
    guard case .array(let items) = value else { return ("", JSONShapeIssue.wrongType("an array", value).message) }
    for (index, item) in items.enumerated() {
      if let string = item.stringValue, choices.contains(string) { continue }
      return (
        "[\(index)]",
        JSONShapeIssue.wrongValue("one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))", item).message
      )
    }
    return nil
  }
}
