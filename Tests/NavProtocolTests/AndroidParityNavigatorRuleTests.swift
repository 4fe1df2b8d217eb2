import Foundation
import NavJSON
import Testing

@testable import NavProtocol

/// Hotwire Native Android's `NavigatorRuleTest`, ported: each case is one
/// upstream test (cited by name), its back stack, the URL routed, and what the
/// rule decides. The path configuration carries the same rules as upstream's
/// test configuration (written out here).
struct AndroidRuleParityCase: CustomTestStringConvertible, Sendable {
  /// The upstream test's name.
  let upstream: String
  var main: [String]
  var modal: [String] = []
  var url: String
  var action: VisitAction = .advance
  var context: Navigation.Context
  var presentation: AndroidPresentation
  var queryStringPresentation: Navigation.QueryStringPresentation
  var mode: AndroidNavigatorRule.Mode?
  var modalResultAction: VisitAction? = nil
  var uri: String = AndroidFixture.web

  var testDescription: String { upstream }
}

@Suite struct AndroidParityNavigatorRuleTests {
  static let home = "/home"
  static let feature = "/feature"
  static let webHome = "hotwire://fragment/web/home"

  /// The rules of upstream's `test-configuration.json`.
  static let rules: [JSONValue] = [
    AndroidFixture.rule(
      [".*"], ["context": "default", "uri": .string(AndroidFixture.web), "pull_to_refresh_enabled": true]),
    AndroidFixture.rule(["^$", "/home"], ["uri": .string(webHome), "presentation": "clear_all"]),
    AndroidFixture.rule(["/new-home"], ["uri": .string(webHome), "presentation": "replace_root"]),
    AndroidFixture.rule(["/feature"], ["query_string_presentation": "replace"]),
    AndroidFixture.rule(
      ["/new$", "/edit$"],
      [
        "context": "modal", "uri": .string(AndroidFixture.webModal), "query_string_presentation": "default",
        "pull_to_refresh_enabled": false,
      ]),
    AndroidFixture.rule(
      [".+\\.(?:bmp|gif|heic|jpg|jpeg|png|svg|webp)"],
      ["uri": "hotwire://fragment/image_viewer", "title": "Image Viewer"]),
    AndroidFixture.rule(
      ["/custom/modal"], ["context": "modal", "uri": .string(AndroidFixture.webModal), "presentation": "replace_root"]),
    AndroidFixture.rule(["/not-animated"], ["animated": false]),
    AndroidFixture.rule(["/custom/tabs"], ["tabs": [["label": "Tab 1", "path": "/tab1"]]]),
  ]

  static let cases: [AndroidRuleParityCase] = [
    AndroidRuleParityCase(
      upstream: "navigate within context", main: [home], url: feature, context: .default, presentation: .push,
      queryStringPresentation: .replace, mode: .inContext),
    AndroidRuleParityCase(
      upstream: "navigate to modal context", main: [home], url: "/feature/new", context: .modal,
      presentation: .push, queryStringPresentation: .default, mode: .toModal, uri: AndroidFixture.webModal),
    AndroidRuleParityCase(
      upstream: "navigate back to home from default context", main: [home, feature], url: home, context: .default,
      presentation: .clearAll, queryStringPresentation: .default, mode: .inContext, uri: webHome),
    AndroidRuleParityCase(
      upstream: "replace root when navigating in default context", main: [home, feature], url: "/new-home",
      context: .default, presentation: .replaceRoot, queryStringPresentation: .default, mode: .inContext,
      uri: webHome),
    AndroidRuleParityCase(
      upstream: "navigate back to feature from modal context", main: [home, feature], modal: ["/feature/new"],
      url: feature, context: .default, presentation: .pop, queryStringPresentation: .replace, mode: .dismissModal,
      modalResultAction: .replace),
    AndroidRuleParityCase(
      upstream: "navigating back to feature from modal context with replace action maintains replace",
      main: [home, feature], modal: ["/feature/new"], url: feature, action: .replace, context: .default,
      presentation: .pop, queryStringPresentation: .replace, mode: .dismissModal, modalResultAction: .replace),
    AndroidRuleParityCase(
      upstream: "navigating to new feature from modal context with replace action changes to advance",
      main: [home, feature], modal: ["/feature/new"], url: "/feature-two", action: .replace, context: .default,
      presentation: .pop, queryStringPresentation: .replace, mode: .dismissModal, modalResultAction: .advance),
    AndroidRuleParityCase(
      upstream: "navigate from modal to same modal", main: [home], modal: ["/feature/new"], url: "/feature/new",
      context: .modal, presentation: .replace, queryStringPresentation: .default, mode: .inContext,
      uri: AndroidFixture.webModal),
    AndroidRuleParityCase(
      upstream: "navigate from modal to new modal", main: [home], modal: ["/feature/new"], url: "/feature/edit",
      context: .modal, presentation: .push, queryStringPresentation: .default, mode: .inContext,
      uri: AndroidFixture.webModal),
    AndroidRuleParityCase(
      upstream: "recede historical location in default context pops the current destination",
      main: [home, feature], url: "/recede_historical_location", context: .default, presentation: .pop,
      queryStringPresentation: .default, mode: .inContext),
    AndroidRuleParityCase(
      upstream: "refresh historical location in default context refreshes the current destination",
      main: [home, feature], url: "/refresh_historical_location", context: .default, presentation: .refresh,
      queryStringPresentation: .default, mode: .refresh),
    AndroidRuleParityCase(
      upstream: "resume historical location in default context does nothing", main: [home, feature],
      url: "/resume_historical_location", context: .default, presentation: .none, queryStringPresentation: .default,
      mode: AndroidNavigatorRule.Mode.none),
    AndroidRuleParityCase(
      upstream: "recede historical location from modal context dismisses with result", main: [home, feature],
      modal: ["/feature/new"], url: "/recede_historical_location", context: .default, presentation: .pop,
      queryStringPresentation: .default, mode: .dismissModal, modalResultAction: .advance),
    AndroidRuleParityCase(
      upstream: "refresh historical location from modal context dismisses with result", main: [home, feature],
      modal: ["/feature/new"], url: "/refresh_historical_location", context: .default, presentation: .refresh,
      queryStringPresentation: .default, mode: .dismissModal, modalResultAction: .advance),
    AndroidRuleParityCase(
      upstream: "resume historical location from modal context dismisses with result", main: [home, feature],
      modal: ["/feature/new"], url: "/resume_historical_location", context: .default, presentation: .none,
      queryStringPresentation: .default, mode: .dismissModal, modalResultAction: .advance),
    AndroidRuleParityCase(
      upstream: "navigate to the same path with new query string", main: [home, "/custom"], url: "/custom?id=1",
      context: .default, presentation: .push, queryStringPresentation: .default, mode: .inContext),
    AndroidRuleParityCase(
      upstream: "navigate to the same path with same query string", main: [home, "/custom?id=1"],
      url: "/custom?id=1", context: .default, presentation: .replace, queryStringPresentation: .default,
      mode: .inContext),
    AndroidRuleParityCase(
      upstream: "navigate to the same path with filterable query string", main: [home, feature],
      url: "/feature?filter=true", context: .default, presentation: .replace, queryStringPresentation: .replace,
      mode: .inContext),
    AndroidRuleParityCase(
      upstream: "prevent pop presentation from start destination", main: [home], url: "/recede_historical_location",
      context: .default, presentation: .none, queryStringPresentation: .default, mode: AndroidNavigatorRule.Mode.none),
    AndroidRuleParityCase(
      upstream: "prevent clear all presentation from start destination", main: [home], url: home, context: .default,
      presentation: .none, queryStringPresentation: .default, mode: AndroidNavigatorRule.Mode.none, uri: webHome),
  ]

  /// The navigator of a case: `main` and `modal` as routed entries of the configuration above.
  static func navigator(main: [String], modal: [String]) throws -> Navigator {
    try AndroidFixture.navigator(main: main, modal: modal, rules: rules)
  }

  /// The rule for routing `path` with `action` on `navigator`, and the warnings it gave.
  static func rule(for path: String, action: VisitAction, on navigator: Navigator) -> (
    AndroidNavigatorRule, VisitProposal
  ) {
    let url = Fixture.url(path)
    let properties = navigator.configuration.pathConfiguration.properties(for: url).properties.values
    let proposal = VisitProposal(url: url, options: VisitOptions(action: action), properties: properties)
    var navigation = AndroidNavigation(
      planner: NavigationPlanner(navigator),
      samePage: AndroidSamePage(url, queryStringPresentation: proposal.androidProperties.queryStringPresentation))
    return (navigation.newRule(for: proposal, action: action), proposal)
  }

  @Test(arguments: cases)
  func upstreamCase(_ parity: AndroidRuleParityCase) throws {
    let navigator = try Self.navigator(main: parity.main, modal: parity.modal)
    let (rule, proposal) = Self.rule(for: parity.url, action: parity.action, on: navigator)
    #expect(rule.newContext == parity.context)
    #expect(rule.newPresentation == parity.presentation)
    #expect(proposal.androidProperties.queryStringPresentation == parity.queryStringPresentation)
    #expect(rule.newNavigationMode == parity.mode)
    #expect(rule.modalResultAction == parity.modalResultAction)
    #expect(proposal.androidProperties.uri == parity.uri)
    #expect(rule.backStack.isAtStartDestination == (parity.main.count + parity.modal.count <= 1))
    #expect(rule.backStack.currentContext == (parity.modal.isEmpty ? .default : .modal))
  }

  /// `navigate to modal context replacing root`: Android throws; navd refuses with a warning.
  @Test func navigateToModalContextReplacingRoot() throws {
    let navigator = try Self.navigator(main: [Self.home], modal: [])
    let (rule, _) = Self.rule(for: "/custom/modal", action: .advance, on: navigator)
    #expect(rule.refusesModalReplaceRoot)
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/custom/modal")))
    #expect(outcome.warnings == [.modalReplaceRoot])
    #expect(outcome.operations.isEmpty)
  }

  /// `navigate back to feature from modal context`, carried out: the modal result replaces the feature screen.
  @Test func navigateBackToFeatureFromModalContextEffect() throws {
    let navigator = try Self.navigator(main: [Self.home, Self.feature], modal: ["/feature/new"])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url(Self.feature)))
    #expect(outcome.operations.map(\.summary) == ["dismiss", "replace(main)"])
    #expect(outcome.visits.map(\.summary) == ["route:replace /feature"])
    #expect(navigator.mainStack.paths == [Self.home, Self.feature])
  }
}
