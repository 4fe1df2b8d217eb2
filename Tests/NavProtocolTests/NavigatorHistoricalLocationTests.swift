import Foundation
import NavProtocol
import Testing

/// The built-in historical-location routes (docs/navigator.md §2, §3.4).
@Suite struct NavigatorHistoricalLocationTests {
  @Test func recedeDismissesTheModalAndPopsMain() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/recede_historical_location")))
    #expect(outcome.proposal.presentation == .pop)
    #expect(outcome.proposal.isHistoricalLocation)
    #expect(outcome.operations == [.dismiss(animated: true), .pop(stack: .main, entry: 2, animated: true)])
    // The pop reveals /a, which restores itself; the dismiss reveals nothing on iOS.
    #expect(
      outcome.visits == [Visit(stack: .main, entry: 1, url: Fixture.url("/a"), action: .restore, reason: .reveal)])
    #expect(navigator.mainStack.paths == ["/a"])
    #expect(!navigator.presented)
  }

  @Test func recedeWithoutAModalPopsMain() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/recede_historical_location")))
    #expect(outcome.operations == [.pop(stack: .main, entry: 2, animated: true)])
  }

  @Test func resumeOnlyDismisses() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/resume_historical_location")))
    #expect(outcome.proposal.presentation == Navigation.Presentation.none)
    #expect(outcome.operations == [.dismiss(animated: true)])
    #expect(outcome.visits.isEmpty)
    #expect(navigator.mainStack.paths == ["/a", "/b"])
  }

  @Test func resumeWithoutAModalDoesNothing() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/resume_historical_location")))
    #expect(outcome.operations.isEmpty)
  }

  @Test func refreshDismissesAndRefreshesMainWithAReplaceVisit() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/refresh_historical_location")))
    #expect(outcome.operations == [.dismiss(animated: true), .refresh(stack: .main, entry: 2)])
    #expect(
      outcome.visits == [Visit(stack: .main, entry: 2, url: Fixture.url("/b"), action: .replace, reason: .refresh)])
    #expect(navigator.mainStack.paths == ["/a", "/b"])
  }

  @Test func historicalRefreshWithoutAModalDoesNotPop() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/refresh_historical_location")))
    #expect(outcome.operations == [.refresh(stack: .main, entry: 2)])
    #expect(navigator.mainStack.paths == ["/a", "/b"])
  }

  @Test func historicalPrestepAppliesToAnyPresentation() throws {
    let navigator = try Fixture.navigator(main: ["/a"], modal: ["/m1"])
    let outcome = try navigator.route(
      Fixture.request(
        "/c", context: .modal, animated: false, extra: [("historical_location", true)]))
    #expect(
      outcome.operations == [
        .dismiss(animated: false), .setStack(stack: .modal, entries: [3], animated: false),
        .present(modalStyle: .large, animated: false),
      ])
  }

  @Test func builtInsWinOverRequestlessPathConfiguration() throws {
    let configuration = try PathConfiguration(
      json: ["rules": [["patterns": ["historical"], "properties": ["presentation": "replace", "context": "modal"]]]])
    let navigator = Navigator(
      configuration: NavigatorConfiguration(startLocation: Fixture.url("/"), pathConfiguration: configuration))
    try navigator.setStacks(main: [Fixture.spec("/a"), Fixture.spec("/b")], modal: [])
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/recede_historical_location")))
    #expect(outcome.proposal.presentation == .pop)
    #expect(outcome.proposal.context == .default)
    #expect(outcome.operations == [.pop(stack: .main, entry: 2, animated: true)])
  }
}
