import Foundation
import NavProtocol
import Testing

/// Push-or-replace (docs/navigator.md §3.5): same page, previous page, action, leaving a modal.
@Suite struct NavigatorPushOrReplaceTests {
  @Test func samePageReplacesTheTop() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(Fixture.request("/b/"))
    #expect(outcome.operations == [.replace(stack: .main, entry: 3, replaced: 2)])
    #expect(
      outcome.visits == [Visit(stack: .main, entry: 3, url: Fixture.url("/b/"), action: .advance, reason: .route)])
    #expect(navigator.mainStack.ids == [1, 3])
  }

  @Test func previousPagePopsAndDiscardsTheNewEntry() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(Fixture.request("/a"))
    #expect(outcome.operations == [.pop(stack: .main, entry: 2, animated: true)])
    // The discarded entry's visit is cancelled (it neither renders nor caches); /a restores itself.
    #expect(
      outcome.visits == [
        Visit(stack: .main, entry: 3, url: Fixture.url("/a"), action: .advance, reason: .route),
        Visit(stack: .main, entry: 1, url: Fixture.url("/a"), action: .restore, reason: .reveal),
      ])
    #expect(navigator.webSession(.main)?.renderedURL == Fixture.url("/a"))
    #expect(navigator.mainStack.ids == [1])
    #expect(navigator.environment.nextEntryID == 4)
  }

  @Test(arguments: [VisitAction.replace, .restore])
  func nonAdvanceActionReplacesTheTop(action: VisitAction) throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(Fixture.request("/c", action: action))
    #expect(outcome.operations == [.replace(stack: .main, entry: 3, replaced: 2)])
    #expect(outcome.visits.map(\.action) == [action])
    #expect(navigator.mainStack.paths == ["/a", "/c"])
  }

  @Test func nonAdvanceActionOnEmptyStackSetsIt() throws {
    let navigator = Fixture.navigator()
    let outcome = try navigator.route(Fixture.request("/a", action: .replace))
    #expect(outcome.operations == [.setStack(stack: .main, entries: [1], animated: false)])
  }

  @Test func replaceActionLeavingAModalPushes() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1"])
    let outcome = try navigator.route(Fixture.request("/c", action: .replace))
    #expect(outcome.operations == [.dismiss(animated: true), .push(stack: .main, entry: 4, animated: true)])
    #expect(navigator.mainStack.paths == ["/a", "/b", "/c"])
  }

  @Test func replaceActionLeavingAModalToTheSamePageReplaces() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1"])
    let outcome = try navigator.route(Fixture.request("/b", action: .replace))
    #expect(outcome.operations == [.dismiss(animated: true), .replace(stack: .main, entry: 4, replaced: 2)])
  }

  @Test func leavingAModalToThePreviousPagePops() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1"])
    let outcome = try navigator.route(Fixture.request("/a", action: .replace))
    #expect(outcome.operations == [.dismiss(animated: true), .pop(stack: .main, entry: 2, animated: true)])
  }

  @Test func aDifferentQueryIsAnotherPageByDefault() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b?x=1"])
    let outcome = try navigator.route(Fixture.request("/b?x=2"))
    #expect(outcome.operations == [.push(stack: .main, entry: 3, animated: true)])
  }

  @Test func queryStringPresentationReplaceIgnoresTheQuery() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b?x=1"])
    let outcome = try navigator.route(Fixture.request("/b?x=2", extra: [("query_string_presentation", "replace")]))
    #expect(outcome.operations == [.replace(stack: .main, entry: 3, replaced: 2)])
    #expect(navigator.mainStack.paths == ["/a", "/b?x=2"])
  }

  @Test func previousPageWithQueryDependsOnQueryStringPresentation() throws {
    let navigator = try Fixture.navigator(main: ["/a?p=1", "/b"])
    let pushed = try navigator.route(Fixture.request("/a?p=2"))
    #expect(pushed.operations == [.push(stack: .main, entry: 3, animated: true)])

    let other = try Fixture.navigator(main: ["/a?p=1", "/b"])
    let popped = try other.route(Fixture.request("/a?p=2", extra: [("query_string_presentation", "replace")]))
    #expect(popped.operations == [.pop(stack: .main, entry: 2, animated: true)])

    let same = try Fixture.navigator(main: ["/a?p=1", "/b"])
    let exact = try same.route(Fixture.request("/a?p=1"))
    #expect(exact.operations == [.pop(stack: .main, entry: 2, animated: true)])
  }

  @Test func identityUsesTheStampNotTheCurrentURL() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    try navigator.didChangeURL(Fixture.url("/z"))
    let toStamp = try navigator.route(Fixture.request("/b"))
    #expect(toStamp.operations == [.replace(stack: .main, entry: 3, replaced: 2)])

    let other = try Fixture.navigator(main: ["/a", "/b"])
    try other.didChangeURL(Fixture.url("/z"))
    let toCurrent = try other.route(Fixture.request("/z"))
    #expect(toCurrent.operations == [.push(stack: .main, entry: 3, animated: true)])
  }

  @Test func hostIsIgnoredByIdentity() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(
      RouteRequest(url: Fixture.absolute("https://APP.example:443/b#section")))
    #expect(outcome.operations == [.replace(stack: .main, entry: 3, replaced: 2)])
  }
}
