import NavDaemon
import NavJSON

/// A label beside a phone: an operation, a visit, a warning or a fact of the step's View.
struct ReportLabel: Sendable, Hashable {
  /// What kind of label, the style sheet's class: `op`, `visit`, `warn`, `fact`.
  var kind: String
  /// The label's text.
  var text: String
  /// The full text on hover (a visit's URL).
  var title: String?
  /// The View field this label shows (docs/protocol.md §11), for highlighting a difference.
  var field: String?

  /// The operations, visits and warnings of `outcome`'s result, in that order.
  static func labels(of outcome: StepOutcome) -> [ReportLabel] {
    guard let result = outcome.result else { return [] }
    let effective = StepView.effectiveResult(result, method: outcome.method)
    var labels = (effective["operations"]?.arrayValue ?? []).map(operation)
    labels += (effective["visits"]?.arrayValue ?? []).map(visit)
    labels += (effective["warnings"]?.arrayValue ?? []).compactMap { warning in
      warning["code"]?.stringValue.map {
        ReportLabel(kind: "warn", text: "warning " + $0, title: warning["message"]?.stringValue)
      }
    }
    return labels
  }

  /// `push main`, `present large`, `setStack modal (2)`, `dismiss`, `refresh main`.
  static func operation(_ value: JSONValue) -> ReportLabel {
    let op = value["op"]?.stringValue ?? "?"
    var words = [op]
    if let stack = value["stack"]?.stringValue { words.append(stack) }
    if let entries = value["entries"]?.arrayValue { words.append("(\(entries.count))") }
    if op == "present", let style = value["modalStyle"]?.stringValue { words.append(style) }
    return ReportLabel(kind: "op", text: words.joined(separator: " "))
  }

  /// `visit advance /posts/1 · route`, then whatever else the visit reports (`network`, `session modal`).
  static func visit(_ value: JSONValue) -> ReportLabel {
    let url = value["url"]?.stringValue
    var words = ["visit", value["action"]?.stringValue ?? "?", url.map(ScreenEntry.path(of:)) ?? "(no URL)"]
    if let reason = value["reason"]?.stringValue { words.append("· " + reason) }
    if let load = value["load"]?.stringValue { words.append("· " + load) }
    if let session = value["session"]?.stringValue { words.append("· session " + session) }
    return ReportLabel(kind: "visit", text: words.joined(separator: " "), title: url, field: "visits")
  }

  /// The facts of `view` worth a label in a comparison: the decision, where the URL left the app,
  /// the current URL, the error.
  static func facts(of view: StepView) -> [ReportLabel] {
    var labels: [ReportLabel] = []
    if let decision = view.decision {
      labels.append(ReportLabel(kind: "fact", text: "decision " + decision, field: "decision"))
    }
    if let external = view.external {
      labels.append(ReportLabel(kind: "fact", text: "external " + external, field: "external"))
    }
    labels.append(
      ReportLabel(
        kind: "fact", text: "current " + (view.currentVisitableURL.map(ScreenEntry.path(of:)) ?? "none"),
        title: view.currentVisitableURL, field: "currentVisitableURL"))
    if let error = view.error { labels.append(ReportLabel(kind: "fact", text: "error \(error)", field: "error")) }
    return labels
  }
}
