import Foundation
import LinearRegex
import NavJSON
import NavProtocol
import Testing

/// Declared route decision handlers (docs/navigator.md §3.1): matched on the whole proposal
/// (hotwire-native-ios #249, hotwire-native-android #203), asked in list order with the built-ins.
@Suite struct DeclaredRouteDecisionHandlerTests {
  static func handler(
    _ name: String, url: String? = nil, properties: JSONObject? = nil, action: VisitAction? = nil,
    decision: Router.Decision = .cancel, external: DeclaredRouteDecisionHandler.External? = nil
  ) throws -> ConfiguredRouteDecisionHandler {
    .declared(
      DeclaredRouteDecisionHandler(
        name: name, url: try url.map { try LinearRegex($0) }, properties: properties, action: action,
        decision: decision, external: external))
  }

  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let platform: Platform
    let handlers: [ConfiguredRouteDecisionHandler]
    let request: RouteRequest
    let handler: String?
    let decision: Router.Decision
    let external: ExternalNavigation.Kind?
    var description: String { "\(platform) \(name)" }
  }

  static func cases() throws -> [Case] {
    let premium = try handler("paywall", url: "/premium", external: .inAppBrowser)
    let byProperty = try handler(
      "external-by-property", properties: ["open_externally": true], external: .system)
    let replaceOnly = try handler("no-replace", action: .replace)
    let allOf = try handler(
      "all-of", url: "^https://app\\.example/a", properties: ["context": "modal"], action: .advance)
    var cases: [Case] = []
    for platform in Platform.allCases {
      let browser: ExternalNavigation.Kind =
        platform.defaultRouteDecisionHandlers.contains(.safari) ? .safari : .browserTab
      cases += [
        Case(
          name: "url searched anywhere", platform: platform, handlers: [premium, .appNavigation],
          request: RouteRequest(url: Fixture.url("/x/premium/1")), handler: "paywall", decision: .cancel,
          external: browser),
        Case(
          name: "url not found falls through", platform: platform, handlers: [premium, .appNavigation],
          request: RouteRequest(url: Fixture.url("/free")), handler: "app-navigation", decision: .navigate,
          external: nil),
        Case(
          name: "request properties match", platform: platform, handlers: [byProperty, .appNavigation],
          request: RouteRequest(url: Fixture.url("/doc"), properties: ["open_externally": true]),
          handler: "external-by-property", decision: .cancel, external: .system),
        Case(
          name: "an unequal property does not match", platform: platform, handlers: [byProperty, .appNavigation],
          request: RouteRequest(url: Fixture.url("/doc"), properties: ["open_externally": "true"]),
          handler: "app-navigation", decision: .navigate, external: nil),
        Case(
          name: "action matches", platform: platform, handlers: [replaceOnly, .appNavigation],
          request: RouteRequest(url: Fixture.url("/a"), options: VisitOptions(action: .replace)),
          handler: "no-replace", decision: .cancel, external: nil),
        Case(
          name: "another action does not", platform: platform, handlers: [replaceOnly, .appNavigation],
          request: RouteRequest(url: Fixture.url("/a")), handler: "app-navigation", decision: .navigate,
          external: nil),
        Case(
          name: "every condition must hold", platform: platform, handlers: [allOf, .appNavigation],
          request: RouteRequest(url: Fixture.url("/a"), properties: ["context": "modal"]), handler: "all-of",
          decision: .cancel, external: nil),
        Case(
          name: "one failing condition is no match", platform: platform, handlers: [allOf, .appNavigation],
          request: RouteRequest(url: Fixture.url("/a")), handler: "app-navigation", decision: .navigate,
          external: nil),
        Case(
          name: "a built-in first wins", platform: platform, handlers: [.appNavigation, premium],
          request: RouteRequest(url: Fixture.url("/premium")), handler: "app-navigation", decision: .navigate,
          external: nil),
        Case(
          name: "the first declared match wins", platform: platform,
          handlers: [try handler("first", url: "premium", decision: .navigate), premium],
          request: RouteRequest(url: Fixture.url("/premium")), handler: "first", decision: .navigate, external: nil),
        Case(
          name: "an empty matches takes everything", platform: platform,
          handlers: [try handler("everything"), .appNavigation],
          request: RouteRequest(url: Fixture.url("/")), handler: "everything", decision: .cancel, external: nil),
      ]
    }
    return cases
  }

  @Test(arguments: try cases())
  func declaredHandlersDecideInListOrder(_ test: Case) throws {
    let navigator = Navigator(
      configuration: NavigatorConfiguration(
        platform: test.platform, startLocation: Fixture.url("/"), routeDecisionHandlers: test.handlers))
    let routed = try navigator.route(test.request)
    #expect(routed.handler == test.handler)
    #expect(routed.decision == test.decision)
    #expect(routed.external?.kind == test.external)
    #expect(routed.external.map(\.url) == (test.external == nil ? nil : test.request.url))
    #expect(navigator.mainStack.count == (test.decision == .navigate ? 1 : 0))
  }

  @Test func explanationsSayWhatMatchedAndWhatFailed() throws {
    let navigator = Navigator(
      configuration: NavigatorConfiguration(
        startLocation: Fixture.url("/"),
        routeDecisionHandlers: [
          try Self.handler("by-action", action: .replace),
          try Self.handler("by-property", properties: ["kind": "pdf"]),
          try Self.handler("by-url", url: "/files/", properties: ["kind": "doc"], external: .system),
        ]))
    let trace = DecisionTrace()
    try navigator.route(RouteRequest(url: Fixture.url("/files/1"), properties: ["kind": "doc"]), trace: trace)
    #expect(
      trace.router.map(\.reason) == [
        "declared handler by-action: action is advance, not replace",
        "declared handler by-property: property kind is \"doc\", not \"pdf\"",
        "declared handler by-url: url https://app.example/files/1 matches pattern \"/files/\", property kind is \"doc\": cancel, opening it in the system",
      ])
    #expect(trace.router.map(\.matched) == [false, false, true])
  }

  @Test func routerDecideSeesPathConfigurationProperties() throws {
    let pathConfiguration = try PathConfiguration(
      json: ["rules": [["patterns": ["/docs/"], "properties": ["open_externally": true]]]])
    let navigator = Navigator(
      configuration: NavigatorConfiguration(
        startLocation: Fixture.url("/"), pathConfiguration: pathConfiguration,
        routeDecisionHandlers: [
          try Self.handler("external", properties: ["open_externally": true], external: .system), .appNavigation,
        ]))
    #expect(navigator.decideRoute(for: Fixture.url("/docs/1")).handler == "external")
    #expect(navigator.decideRoute(for: Fixture.url("/posts/1")).handler == "app-navigation")
  }
}
