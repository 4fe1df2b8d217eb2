import NavJSON

/// The keys of a step's `expect` (docs/protocol.md §13), with the shape each value must have.
enum ExpectationKey: String, CaseIterable, Sendable, Hashable {
  case main, modal, currentVisitableURL, visits
  case presented, modalStyle, activeStack, decision, handler, external
  case operations, warnings
  case route, reason, properties
  case error

  /// The keys a step without a method may have: they read the state, which only a step changes.
  static let stateKeys: Set<ExpectationKey> = [
    .main, .modal, .presented, .modalStyle, .activeStack, .currentVisitableURL,
  ]

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
        ? nil : ("", "must be a URL, a /path or null, not \(value.typeName)")
    case .visits:
      guard case .array(let items) = value else { return ("", "must be an array, not \(value.typeName)") }
      for (index, item) in items.enumerated() {
        if item.stringValue != nil { continue }
        guard case .object(let object) = item else {
          return ("[\(index)]", "must be a URL, a /path or {\"url\", \"action\"}, not \(item.typeName)")
        }
        for key in object.keys where key != "url" && key != "action" {
          return ("[\(index)].\(key)", "is not a key of a visit (expected \"url\" or \"action\")")
        }
        guard object["url"]?.stringValue != nil else { return ("[\(index)].url", "is required: a URL or a /path") }
        if let action = object["action"], !["advance", "replace", "restore"].contains(action.stringValue ?? "") {
          return ("[\(index)].action", "must be \"advance\", \"replace\" or \"restore\"")
        }
      }
      return nil
    case .presented:
      return value.boolValue != nil ? nil : ("", "must be a boolean, not \(value.typeName)")
    case .modalStyle:
      return oneOf(value, ["large", "medium", "full", "page_sheet", "form_sheet"], nullable: true)
    case .activeStack:
      return oneOf(value, ["main", "modal"], nullable: false)
    case .decision:
      return oneOf(value, ["navigate", "cancel"], nullable: true)
    case .handler:
      return value.isNull || value.stringValue != nil
        ? nil : ("", "must be a handler name or null, not \(value.typeName)")
    case .external:
      return oneOf(value, ["inAppBrowser", "system"], nullable: true)
    case .operations:
      return oneOfList(value, ["push", "pop", "replace", "setStack", "present", "dismiss", "refresh"])
    case .warnings:
      return listProblem(value, "a warning code") { $0.stringValue != nil }
    case .route:
      if value == .string("unknown") { return nil }
      guard case .object(let object) = value else {
        return ("", "must be \"unknown\" or {\"name\", \"params\"}, not \(describe(value))")
      }
      for key in object.keys where key != "name" && key != "params" {
        return (".\(key)", "is not a key of a route (expected \"name\" or \"params\")")
      }
      guard object["name"]?.stringValue != nil else { return (".name", "is required: the route's name") }
      if let params = object["params"], params.objectValue == nil {
        return (".params", "must be an object, not \(params.typeName)")
      }
      return nil
    case .reason:
      return value.stringValue != nil ? nil : ("", "must be a string (an unknown reason), not \(value.typeName)")
    case .properties:
      return value.objectValue != nil ? nil : ("", "must be an object, not \(value.typeName)")
    case .error:
      return value.integerValue != nil ? nil : ("", "must be an integer error code, not \(value.typeName)")
    }
  }

  private func listProblem(_ value: JSONValue, _ itemKind: String, _ isValid: (JSONValue) -> Bool)
    -> (path: String, reason: String)?
  {
    guard case .array(let items) = value else { return ("", "must be an array, not \(value.typeName)") }
    for (index, item) in items.enumerated() where !isValid(item) {
      return ("[\(index)]", "must be \(itemKind), not \(item.typeName)")
    }
    return nil
  }

  private func oneOf(_ value: JSONValue, _ choices: [String], nullable: Bool) -> (path: String, reason: String)? {
    if nullable && value.isNull { return nil }
    if let string = value.stringValue, choices.contains(string) { return nil }
    let listed = choices.map { "\"\($0)\"" }.joined(separator: ", ") + (nullable ? " or null" : "")
    return ("", "must be one of \(listed), not \(describe(value))")
  }

  private func oneOfList(_ value: JSONValue, _ choices: [String]) -> (path: String, reason: String)? {
    guard case .array(let items) = value else { return ("", "must be an array, not \(value.typeName)") }
    for (index, item) in items.enumerated() {
      if let string = item.stringValue, choices.contains(string) { continue }
      return (
        "[\(index)]", "must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), not \(describe(item))"
      )
    }
    return nil
  }

  private func describe(_ value: JSONValue) -> String {
    value.stringValue.map { "\"\($0)\"" } ?? value.typeName
  }
}
