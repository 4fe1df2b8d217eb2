import Foundation
import NavJSON
import NavProtocol
import Testing

/// `pop`, `clearAll`, `reload`, `start` and `currentVisitableURL`.
@Suite struct NavigatorCommandsTests {
  @Test func popBehavesLikeThePopRow() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    #expect(navigator.performPop(animated: false).operations == [.pop(stack: .modal, entry: 4, animated: false)])
    #expect(navigator.performPop(animated: true).operations == [.dismiss(animated: true)])
    #expect(navigator.performPop(animated: true).operations == [.pop(stack: .main, entry: 2, animated: true)])
    #expect(navigator.performPop(animated: true).operations.isEmpty)
    #expect(navigator.mainStack.paths == ["/a"])
  }

  @Test func clearAllBehavesLikeTheClearAllRow() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b", "/c"], modal: ["/m1"])
    let outcome = navigator.performClearAll(animated: false)
    #expect(
      outcome.operations == [
        .dismiss(animated: false), .setStack(stack: .main, entries: [1], animated: false),
        .refresh(stack: .main, entry: 1),
      ])
    #expect(
      outcome.visits == [
        Visit(stack: .main, entry: 1, url: Fixture.url("/a"), action: .replace, reason: .refresh),
        Visit(stack: .main, entry: 1, url: Fixture.url("/a"), action: .restore, reason: .reveal),
      ])
  }

  @Test func clearAllOnAnEmptyNavigatorDoesNothing() {
    let navigator = Fixture.navigator()
    #expect(navigator.performClearAll(animated: true) == .nothing)
  }

  @Test func reloadVisitsTheVisitableTopOfEachStack() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1"])
    try navigator.didChangeURL(Fixture.url("/b?page=2"), entry: 2)
    let outcome = navigator.performReload()
    #expect(outcome.operations.isEmpty)
    #expect(
      outcome.visits == [
        Visit(stack: .main, entry: 2, url: Fixture.url("/b?page=2"), action: .advance, reason: .reload),
        Visit(stack: .modal, entry: 3, url: Fixture.url("/m1"), action: .advance, reason: .reload),
      ])
  }

  @Test func reloadSkipsANonVisitableTop() throws {
    let navigator = Fixture.navigator()
    try navigator.setStacks(
      main: [Fixture.spec("/a"), Fixture.spec("/n", viewController: "native")], modal: [Fixture.spec("/m")])
    #expect(navigator.performReload().visits.map(\.stack) == [.modal])
  }

  @Test func startRoutesTheStartLocation() throws {
    let navigator = Fixture.navigator()
    let outcome = try navigator.start()
    #expect(outcome.operations == [.push(stack: .main, entry: 1, animated: true)])
    #expect(outcome.visits == [Visit(stack: .main, entry: 1, url: Fixture.url("/"), action: .advance, reason: .route)])
    #expect(outcome.warnings.isEmpty)
    #expect(navigator.isStarted)
  }

  @Test func startWarnsAlreadyStartedFirst() throws {
    let navigator = Fixture.navigator(startLocation: false)
    try navigator.setStacks(main: [], modal: [Fixture.spec("/m")])
    let outcome = try navigator.start()
    #expect(outcome.warnings == [.alreadyStarted])
    #expect(outcome.operations.isEmpty)
  }

  @Test func startWithoutStartLocationWarns() throws {
    let navigator = Fixture.navigator(startLocation: false)
    let outcome = try navigator.start()
    #expect(outcome.warnings == [.noStartLocation])
    #expect(outcome.warnings.first?.code == "noStartLocation")
    #expect(navigator.mainStack.isEmpty)
  }

  @Test func currentVisitableURLFollowsTheActiveTop() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    #expect(navigator.currentVisitableURL == Fixture.url("/a"))
    try navigator.route(Fixture.request("/m", context: .modal))
    #expect(navigator.currentVisitableURL == Fixture.url("/m"))
    try navigator.push(Fixture.spec("/n", viewController: "native"), onto: .modal)
    #expect(navigator.currentVisitableURL == nil)
    #expect(Fixture.navigator().currentVisitableURL == nil)
  }

  @Test func plainNavigatingMethodsActAndDiscardTheOutcome() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    navigator.route(Fixture.url("/b"))
    navigator.route(Fixture.url("/c"), options: VisitOptions(action: .replace), parameters: JSONObject([("k", 1)]))
    #expect(navigator.mainStack.paths == ["/a", "/c"])
    navigator.route(VisitProposal(url: Fixture.url("/m"), properties: JSONObject([("context", "modal")])))
    #expect(navigator.modalStack.paths == ["/m"])
    navigator.clearAll(animated: false)
    #expect(navigator.mainStack.paths == ["/a"])
    #expect(!navigator.presented)
    navigator.reload()
    navigator.pop(animated: true)
    #expect(navigator.mainStack.paths == ["/a"])
  }
}
