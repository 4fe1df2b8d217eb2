import NavDaemon
import NavJSON
import NavProtocol

/// Checks one expectation against what a step did (docs/protocol.md §13); a mismatch says which
/// expectation, what was expected and what was found (for lists, the first differing item).
enum ExpectationMatcher {
  /// The failure of `expectation` on `outcome` (of step `step`), or `nil` when it holds.
  static func check(_ expectation: Expectation, _ outcome: StepOutcome, step: Int) -> ScenarioFailure? {
    let view = outcome.view
    let effective = outcome.result.map { StepView.effectiveResult($0, method: outcome.method) }
    func mismatch(_ path: String = "", expected: JSONValue?, found: JSONValue?, note: String? = nil)
      -> ScenarioFailure
    {
      .mismatch(step: step, expectation: expectation.path + path, expected: expected, found: found, note: note)
    }
    func exact(_ found: JSONValue?) -> ScenarioFailure? {
      found == expectation.value ? nil : mismatch(expected: expectation.value, found: found)
    }
    func list(_ found: [JSONValue], matches: (JSONValue, JSONValue) -> Bool) -> ScenarioFailure? {
      let expected = expectation.value.arrayValue ?? []
      for index in 0..<max(expected.count, found.count) {
        // Spelled out: a bare `nil` here would be JSON null (JSONValue is nil-literal expressible).
        let want = index < expected.count ? Optional(expected[index]) : Optional<JSONValue>.none
        let got = index < found.count ? Optional(found[index]) : Optional<JSONValue>.none
        if let want, let got, matches(want, got) { continue }
        return mismatch("[\(index)]", expected: want, found: got)
      }
      return nil
    }
    switch expectation.key {
    case .error:
      let code = outcome.error.map { JSONValue.integer(Int64($0.code.rawValue)) } ?? .null
      guard code != expectation.value else { return nil }
      return mismatch(expected: expectation.value, found: code, note: outcome.error?.message)
    case .main, .modal:
      let stamps = expectation.key == .main ? view.main : view.modal
      return list(stamps.map { $0.map(JSONValue.string) ?? .null }) { URLExpectation.matches($0, $1.stringValue) }
    case .currentVisitableURL:
      let found = view.currentVisitableURL
      return URLExpectation.matches(expectation.value, found)
        ? nil : mismatch(expected: expectation.value, found: found.map(JSONValue.string) ?? .null)
    case .visits:
      return list(view.visits.map(\.jsonValue)) { want, got in
        if want.stringValue != nil { return URLExpectation.matches(want, got["url"]?.stringValue) }
        guard URLExpectation.matches(want["url"] ?? .null, got["url"]?.stringValue) else { return false }
        return ["action", "load"].allSatisfy { key in want[key].map { $0 == got[key] } ?? true }
      }
    case .networkLoads:
      let loads = view.visits.filter { $0.load == PageLoad.network.rawValue }
      return list(loads.map { $0.url.map(JSONValue.string) ?? .null }) { URLExpectation.matches($0, $1.stringValue) }
    case .webSessions:
      return webSessionsFailure(expectation, state: outcome.state, step: step)
    case .presented: return exact(.bool(view.presented))
    case .tabBarVisible: return exact(view.field("tabBarVisible"))
    case .modalStyle: return exact(outcome.state["modalStyle"] ?? .null)
    case .activeStack: return exact(outcome.state["activeStack"] ?? .null)
    case .decision: return exact(view.field("decision"))
    case .external: return exact(view.field("external"))
    case .handler:
      return exact(effective.map { StepView.decidingResult($0, method: outcome.method) }?["handler"] ?? .null)
    case .operations:
      return list((effective?["operations"]?.arrayValue ?? []).map { $0["op"] ?? .null }) { $0 == $1 }
    case .warnings:
      return list((effective?["warnings"]?.arrayValue ?? []).map { $0["code"] ?? .null }) { $0 == $1 }
    case .route:
      let found = route(of: outcome, effective: effective)
      switch (expectation.value, found) {
      case (.string("unknown"), .string("unknown")?): return nil
      case (.object(let want), .object(let got)?)
      where want["name"] == got["name"] && (want["params"] == nil || want["params"] == got["params"]):
        return nil
      default: return mismatch(expected: expectation.value, found: found)
      }
    case .reason:
      guard outcome.method == "routes/resolve" else { return mismatch(expected: expectation.value, found: nil) }
      return exact(outcome.result?["reason"])
    case .properties:
      let found = effective?["proposal"]?["properties"] ?? effective?["properties"]
      for (key, want) in expectation.value.objectValue ?? JSONObject() {
        let got = found?[key]
        if got != want { return mismatch(".\(key)", expected: want, found: got) }
      }
      return nil
    }
  }

  /// The first difference between the expected sessions and the state's `webSessions`: a session
  /// not in the state, its `renderedURL`, or an item of its `snapshots` (each checked only when given).
  private static func webSessionsFailure(_ expectation: Expectation, state: JSONValue, step: Int)
    -> ScenarioFailure?
  {
    func mismatch(_ path: String, expected: JSONValue?, found: JSONValue?) -> ScenarioFailure {
      .mismatch(step: step, expectation: expectation.path + path, expected: expected, found: found, note: nil)
    }
    let sessions = state["webSessions"]?.arrayValue ?? []
    for (name, want) in expectation.value.objectValue ?? JSONObject() {
      guard let got = sessions.first(where: { $0["name"] == .string(name) }) else {
        return mismatch(".\(name)", expected: want, found: nil)
      }
      if let rendered = want["renderedURL"], !URLExpectation.matches(rendered, got["renderedURL"]?.stringValue) {
        return mismatch(".\(name).renderedURL", expected: rendered, found: got["renderedURL"] ?? .null)
      }
      guard let snapshots = want["snapshots"]?.arrayValue else { continue }
      let found = got["snapshots"]?.arrayValue ?? []
      for index in 0..<max(snapshots.count, found.count) {
        let expected = index < snapshots.count ? Optional(snapshots[index]) : Optional<JSONValue>.none
        let item = index < found.count ? Optional(found[index]) : Optional<JSONValue>.none
        if let expected, let item, URLExpectation.matches(expected, item.stringValue) { continue }
        return mismatch(".\(name).snapshots[\(index)]", expected: expected, found: item)
      }
    }
    return nil
  }

  /// `{name, params}` or `"unknown"`: the `route` of a `route` result, or a `routes/resolve`
  /// result; `nil` for any other step.
  private static func route(of outcome: StepOutcome, effective: JSONValue?) -> JSONValue? {
    let summary: JSONValue?
    if outcome.method == "routes/resolve" {
      summary = outcome.result
    } else {
      summary = effective?["route"]
    }
    guard let summary else { return nil }
    guard case .object(let object) = summary, let name = object["name"], name != .string("unknown") else {
      return "unknown"
    }
    return .object(JSONObject([("name", name), ("params", object["params"] ?? .object(JSONObject()))]))
  }
}
