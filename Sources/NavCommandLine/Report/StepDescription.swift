import NavDaemon
import NavJSON

/// What a step did, in words: its call, the URL and the proposal's context and presentation, and
/// how the call ended.
struct StepDescription: Sendable {
  /// `route /posts/new`, `ui/back`, `(checks the screen)`.
  var call: String
  /// The full URL the step routed, for the hover text.
  var url: String?
  /// The other params, compact JSON; `nil` when there are none.
  var params: String?
  /// Name and value pairs: `context modal`, `presentation default`, `decision navigate`, `error -32602 …`.
  var facts: [(name: String, value: String)]

  /// The longest params text shown; longer ones end in `…` (the whole text on hover).
  static let paramsLimit = 120

  /// The description of `recorded`.
  init(_ recorded: RecordedStep) {
    facts = []
    guard let step = recorded.step else {
      call = "(checks the screen)"
      return
    }
    let outcome = recorded.outcome
    url = outcome.params["url"]?.stringValue
    call = step.method + (url.map { " " + ScreenEntry.path(of: $0) } ?? "")
    var others = JSONObject()
    for (key, value) in outcome.params where key != "url" { others[key] = value }
    params = others.isEmpty ? nil : JSONValue.object(others).jsonText
    let result = outcome.result.map { StepView.effectiveResult($0, method: outcome.method) }
    if let proposal = result?["proposal"] {
      for key in ["context", "presentation"] {
        if let value = proposal[key]?.stringValue { facts.append((key, value)) }
      }
    }
    if let decision = result?["decision"]?.stringValue { facts.append(("decision", decision)) }
    if let handler = result?["handler"]?.stringValue { facts.append(("handler", handler)) }
    if let external = result?["external"], let kind = external["kind"]?.stringValue {
      facts.append(("external", kind + " " + (external["url"]?.stringValue ?? "")))
    }
    if let error = outcome.error { facts.append(("error", "\(error.code.rawValue) \(error.message)")) }
  }
}
