import Foundation
import NavJSON
import NavProtocol
import Testing

/// One row of docs/android.md's Android rule: stacks before, a route, and what it does.
struct AndroidRuleCase: CustomTestStringConvertible, Sendable {
  let name: String
  var main: [String?]
  var modal: [String?] = []
  var path: String
  var action: VisitAction = .advance
  var properties: [(String, String)] = []
  var operations: [String]
  var mainAfter: [String?]
  var modalAfter: [String?] = []
  var visits: [String] = []
  var warnings: [String] = []

  var testDescription: String { name }

  /// The route request of the row.
  var request: RouteRequest {
    RouteRequest(
      url: Fixture.url(path), options: VisitOptions(action: action),
      properties: JSONObject(properties.map { ($0.0, JSONValue.string($0.1)) }))
  }
}

/// docs/android.md's rule, steps 1–3, as a table, each row run on a fresh Android navigator
/// (no daemon): the presentation, the mode, the effect, the visits.
@Suite struct AndroidRuleTests {
  static let modal = ("context", "modal")

  static let cases: [AndroidRuleCase] = [
    // Step 1: explicit presentations.
    AndroidRuleCase(
      name: "explicit pop at the start is none", main: ["/a"], path: "/x", properties: [("presentation", "pop")],
      operations: [], mainAfter: ["/a"]),
    AndroidRuleCase(
      name: "explicit clear_all at the start is none", main: ["/a"], path: "/x",
      properties: [("presentation", "clear_all")], operations: [], mainAfter: ["/a"]),
    AndroidRuleCase(
      name: "explicit pop pops and reveals", main: ["/a", "/b"], path: "/x", properties: [("presentation", "pop")],
      operations: ["pop(main)"], mainAfter: ["/a"], visits: ["reveal:restore /a"]),
    AndroidRuleCase(
      name: "explicit push pushes even the current page", main: ["/a", "/b"], path: "/b",
      properties: [("presentation", "push")], operations: ["push(main)"], mainAfter: ["/a", "/b", "/b"],
      visits: ["route:advance /b"]),
    AndroidRuleCase(
      name: "explicit replace replaces the top", main: ["/a", "/b"], path: "/x",
      properties: [("presentation", "REPLACE")], operations: ["replace(main)"], mainAfter: ["/a", "/x"],
      visits: ["route:advance /x"]),
    // Step 1: the implicit presentation.
    AndroidRuleCase(
      name: "same as current at the start is replace_root", main: ["/a"], path: "/a",
      operations: ["setStack(main)"], mainAfter: ["/a"], visits: ["route:replace /a"]),
    AndroidRuleCase(
      name: "same as previous pops", main: ["/a", "/b"], path: "/a", operations: ["pop(main)"], mainAfter: ["/a"],
      visits: ["reveal:restore /a"]),
    AndroidRuleCase(
      name: "same as current replaces", main: ["/a", "/b"], path: "/b", operations: ["replace(main)"],
      mainAfter: ["/a", "/b"], visits: ["route:advance /b"]),
    AndroidRuleCase(
      name: "action replace replaces", main: ["/a", "/b"], path: "/c", action: .replace,
      operations: ["replace(main)"], mainAfter: ["/a", "/c"], visits: ["route:replace /c"]),
    AndroidRuleCase(
      name: "a new page pushes", main: ["/a"], path: "/b", operations: ["push(main)"], mainAfter: ["/a", "/b"],
      visits: ["route:advance /b"]),
    AndroidRuleCase(
      name: "restore pushes", main: ["/a"], path: "/b", action: .restore, operations: ["push(main)"],
      mainAfter: ["/a", "/b"], visits: ["route:restore /b"]),
    AndroidRuleCase(
      name: "an empty back stack pushes", main: [], path: "/a", operations: ["push(main)"], mainAfter: ["/a"],
      visits: ["route:advance /a"]),
    AndroidRuleCase(
      name: "[X, A, A] routing A pops (previous is checked before current)", main: ["/x", "/a", "/a"], path: "/a",
      operations: ["pop(main)"], mainAfter: ["/x", "/a"], visits: ["reveal:restore /a"]),
    // Step 2: modes.
    AndroidRuleCase(
      name: "default to modal presents the modal stack", main: ["/a"], path: "/m", properties: [modal],
      operations: ["setStack(modal)", "present"], mainAfter: ["/a"], modalAfter: ["/m"],
      visits: ["route:advance /m"]),
    AndroidRuleCase(
      name: "to-modal with replace pops main's top first", main: ["/a", "/b"], path: "/m", action: .replace,
      properties: [modal], operations: ["pop(main)", "setStack(modal)", "present"], mainAfter: ["/a"],
      modalAfter: ["/m"], visits: ["route:replace /m"]),
    AndroidRuleCase(
      name: "to-modal with replace keeps a one-entry main", main: ["/a"], path: "/m", action: .replace,
      properties: [modal], operations: ["setStack(modal)", "present"], mainAfter: ["/a"], modalAfter: ["/m"],
      visits: ["route:replace /m"]),
    AndroidRuleCase(
      name: "to-modal is checked before refresh (upstream's mode order)", main: ["/a"], path: "/m",
      properties: [modal, ("presentation", "refresh")], operations: ["setStack(modal)", "present"],
      mainAfter: ["/a"], modalAfter: ["/m"], visits: ["route:advance /m"]),
    AndroidRuleCase(
      name: "modal to modal pushes in context", main: ["/a"], modal: ["/m"], path: "/n", properties: [modal],
      operations: ["push(modal)"], mainAfter: ["/a"], modalAfter: ["/m", "/n"], visits: ["route:advance /n"]),
    AndroidRuleCase(
      name: "modal to the same modal replaces", main: ["/a"], modal: ["/m"], path: "/m", properties: [modal],
      operations: ["replace(modal)"], mainAfter: ["/a"], modalAfter: ["/m"], visits: ["route:advance /m"]),
    AndroidRuleCase(
      name: "modal to the previous modal pops", main: ["/a"], modal: ["/m1", "/m2"], path: "/m1",
      properties: [modal], operations: ["pop(modal)"], mainAfter: ["/a"], modalAfter: ["/m1"],
      visits: ["reveal:restore /m1"]),
    AndroidRuleCase(
      name: "modal to main's top under a one-entry modal pops (dismisses) it", main: ["/a"], modal: ["/m"],
      path: "/a", properties: [modal], operations: ["dismiss"], mainAfter: ["/a"],
      visits: ["reveal:restore /a"]),
    AndroidRuleCase(
      name: "refresh refreshes the current screen with its stamp", main: ["/a", "/b"],
      path: "/refresh_historical_location", operations: ["refresh(main)"], mainAfter: ["/a", "/b"],
      visits: ["refresh:replace /b"]),
    AndroidRuleCase(
      name: "none does nothing", main: ["/a", "/b"], path: "/resume_historical_location", operations: [],
      mainAfter: ["/a", "/b"]),
    AndroidRuleCase(
      name: "an explicit modal replace_root is refused", main: ["/a"], path: "/x",
      properties: [modal, ("presentation", "replace_root")], operations: [], mainAfter: ["/a"],
      warnings: ["modalReplaceRoot"]),
    AndroidRuleCase(
      name: "an implicit modal replace_root is refused", main: ["/a"], path: "/a", properties: [modal],
      operations: [], mainAfter: ["/a"], warnings: ["modalReplaceRoot"]),
    // Step 3: in-context effects.
    AndroidRuleCase(
      name: "replace_root leaving a modal stays in context", main: ["/a", "/b"], modal: ["/m"], path: "/x",
      properties: [("presentation", "replace_root")], operations: ["dismiss", "setStack(main)"], mainAfter: ["/x"],
      visits: ["route:replace /x"]),
    AndroidRuleCase(
      name: "clear_all pops main to its root without a refresh", main: ["/a", "/b", "/c"], path: "/x",
      properties: [("presentation", "clear_all")], operations: ["setStack(main)"], mainAfter: ["/a"],
      visits: ["reveal:restore /a"]),
    AndroidRuleCase(
      name: "clear_all in the modal context dismisses too", main: ["/a", "/b"], modal: ["/m"], path: "/x",
      properties: [modal, ("presentation", "clear_all")], operations: ["dismiss", "setStack(main)"],
      mainAfter: ["/a"], visits: ["reveal:restore /a"]),
    // Dismiss-modal and the modal result.
    AndroidRuleCase(
      name: "a default page from a modal dismisses, then pushes with advance", main: ["/a"], modal: ["/m"],
      path: "/x", operations: ["dismiss", "push(main)"], mainAfter: ["/a", "/x"], visits: ["route:advance /x"]),
    AndroidRuleCase(
      name: "a replace from a modal to a new page becomes advance", main: ["/a", "/b"], modal: ["/m"], path: "/x",
      action: .replace, operations: ["dismiss", "push(main)"], mainAfter: ["/a", "/b", "/x"],
      visits: ["route:advance /x"]),
    AndroidRuleCase(
      name: "dismissing to the revealed screen's URL replaces it", main: ["/a", "/b"], modal: ["/m"], path: "/b",
      operations: ["dismiss", "replace(main)"], mainAfter: ["/a", "/b"], visits: ["route:replace /b"]),
    AndroidRuleCase(
      name: "dismissing to the revealed start screen's URL replaces the root", main: ["/a"], modal: ["/m"],
      path: "/a", operations: ["dismiss", "setStack(main)"], mainAfter: ["/a"], visits: ["route:replace /a"]),
    AndroidRuleCase(
      name: "recede from a modal over [S]", main: ["/s"], modal: ["/m"], path: "/recede_historical_location",
      operations: ["dismiss"], mainAfter: ["/s"], visits: ["reveal:restore /s"]),
    AndroidRuleCase(
      name: "recede from a modal over [S, A]", main: ["/s", "/a"], modal: ["/m"],
      path: "/recede_historical_location", operations: ["dismiss", "pop(main)"], mainAfter: ["/s"],
      visits: ["reveal:restore /s"]),
    AndroidRuleCase(
      name: "resume from a modal over [S]", main: ["/s"], modal: ["/m"], path: "/resume_historical_location",
      operations: ["dismiss"], mainAfter: ["/s"], visits: ["reveal:restore /s"]),
    AndroidRuleCase(
      name: "resume from a modal over [S, A]", main: ["/s", "/a"], modal: ["/m"],
      path: "/resume_historical_location", operations: ["dismiss"], mainAfter: ["/s", "/a"],
      visits: ["reveal:restore /a"]),
    AndroidRuleCase(
      name: "refresh from a modal over [S]", main: ["/s"], modal: ["/m"], path: "/refresh_historical_location",
      operations: ["dismiss", "refresh(main)"], mainAfter: ["/s"],
      visits: ["refresh:replace /s", "reveal:restore /s"]),
    AndroidRuleCase(
      name: "refresh from a modal over [S, A]", main: ["/s", "/a"], modal: ["/m1", "/m2"],
      path: "/refresh_historical_location", operations: ["dismiss", "refresh(main)"], mainAfter: ["/s", "/a"],
      visits: ["refresh:replace /a", "reveal:restore /a"]),
    // Identity.
    AndroidRuleCase(
      name: "a trailing slash is another page", main: ["/s", "/x"], path: "/x/", operations: ["push(main)"],
      mainAfter: ["/s", "/x", "/x/"], visits: ["route:advance /x/"]),
    AndroidRuleCase(
      name: "an empty query is another page", main: ["/s", "/x"], path: "/x?", operations: ["push(main)"],
      mainAfter: ["/s", "/x", "/x?"], visits: ["route:advance /x?"]),
    AndroidRuleCase(
      name: "query_string_presentation replace ignores the query", main: ["/s", "/x?a=1"], path: "/x?a=2",
      properties: [("query_string_presentation", "Replace")], operations: ["replace(main)"],
      mainAfter: ["/s", "/x?a=2"], visits: ["route:advance /x?a=2"]),
    AndroidRuleCase(
      name: "percent-encoding is decoded", main: ["/s", "/caf%C3%A9"], path: "/café", operations: ["replace(main)"],
      mainAfter: ["/s", "/caf%C3%A9"], visits: ["route:advance /caf%C3%A9"]),
    // Unstamped entries.
    AndroidRuleCase(
      name: "an unstamped current warns and is never the same page", main: ["/a", nil], path: "/a",
      operations: ["pop(main)"], mainAfter: ["/a"], visits: ["reveal:restore /a"], warnings: ["unstampedEntry"]),
    AndroidRuleCase(
      name: "each unstamped entry warns once, through the modal result too", main: [nil], modal: [nil],
      path: "/x", operations: ["dismiss", "push(main)"], mainAfter: [nil, "/x"], visits: ["route:advance /x"],
      warnings: ["unstampedEntry", "unstampedEntry"]),
    AndroidRuleCase(
      name: "an explicit presentation compares nothing", main: [nil, nil], path: "/x",
      properties: [("presentation", "replace")], operations: ["replace(main)"], mainAfter: [nil, "/x"],
      visits: ["route:advance /x"]),
  ]

  @Test(arguments: cases)
  func row(_ row: AndroidRuleCase) throws {
    let navigator = try AndroidFixture.navigator(main: row.main, modal: row.modal)
    let outcome = try navigator.route(row.request)
    #expect(outcome.decision == .navigate)
    #expect(outcome.operations.map(\.summary) == row.operations)
    #expect(outcome.visits.map(\.summary) == row.visits)
    #expect(outcome.warnings.map(\.code) == row.warnings)
    #expect(navigator.mainStack.paths == row.mainAfter)
    #expect(navigator.modalStack.paths == row.modalAfter)
    #expect(navigator.presented == !row.modalAfter.isEmpty)
    #expect(navigator.modalStyle == nil)
  }
}
