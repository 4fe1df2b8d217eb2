import Foundation
import NavProtocol
import Testing

/// Identity by stamp (seed 001) and entry ids.
@Suite struct NavigatorIdentityTests {
  @Test func customScreensAtDifferentURLsPushAtTheSameURLReplaceAtThePreviousURLPop() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let custom = ProposalResult.acceptCustom("album")

    let first = try navigator.route(Fixture.request("/album/1", result: custom))
    #expect(first.operations == [.push(stack: .main, entry: 2, animated: true)])
    let second = try navigator.route(Fixture.request("/album/2", result: custom))
    #expect(second.operations == [.push(stack: .main, entry: 3, animated: true)])
    let same = try navigator.route(Fixture.request("/album/2", result: custom))
    #expect(same.operations == [.replace(stack: .main, entry: 4, replaced: 3)])
    let previous = try navigator.route(Fixture.request("/album/1", result: custom))
    #expect(previous.operations == [.pop(stack: .main, entry: 4, animated: true)])

    #expect(navigator.mainStack.paths == ["/a", "/album/1"])
    #expect(navigator.mainStack.map(\.viewController) == ["web", "album"])
    for outcome in [first, second, same, previous] { #expect(outcome.warnings.isEmpty) }
  }

  @Test func anUnstampedTopWarnsAndPushes() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    try navigator.push(Fixture.spec(nil, viewController: "settings"), onto: .main)
    let outcome = try navigator.route(Fixture.request("/a"))
    #expect(outcome.warnings == [.unstampedEntry(stack: .main, entry: 2)])
    // The entry below the unstamped top is /a: the previous page.
    #expect(outcome.operations == [.pop(stack: .main, entry: 2, animated: true)])

    let other = try Fixture.navigator(main: ["/a"])
    try other.push(Fixture.spec(nil, viewController: "settings"), onto: .main)
    let pushed = try other.route(Fixture.request("/b"))
    #expect(pushed.warnings == [.unstampedEntry(stack: .main, entry: 2)])
    #expect(pushed.operations == [.push(stack: .main, entry: 3, animated: true)])
    #expect(pushed.warnings.first?.code == "unstampedEntry")
    #expect(pushed.warnings.first?.message.contains("entry 2") == true)
  }

  @Test func everyUnstampedEntryConsultedWarnsOnce() throws {
    let navigator = try Fixture.navigator(main: [nil, nil])
    let outcome = try navigator.route(Fixture.request("/a"))
    #expect(outcome.warnings == [.unstampedEntry(stack: .main, entry: 2), .unstampedEntry(stack: .main, entry: 1)])
    #expect(outcome.operations == [.push(stack: .main, entry: 3, animated: true)])

    let single = try Fixture.navigator(main: [nil])
    let replaced = try single.route(Fixture.request("/a", action: .replace))
    #expect(replaced.warnings == [.unstampedEntry(stack: .main, entry: 1)])
    #expect(replaced.operations == [.replace(stack: .main, entry: 2, replaced: 1)])
  }

  @Test func theStampNeverChanges() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let entry = try navigator.didChangeURL(Fixture.url("/a/redirected"))
    #expect(entry.routedLocation == Fixture.url("/a"))
    #expect(entry.currentURL == Fixture.url("/a/redirected"))
    #expect(navigator.currentVisitableURL == Fixture.url("/a/redirected"))
  }

  @Test func idsAreNeverReused() throws {
    let navigator = Fixture.navigator()
    try navigator.route(Fixture.request("/a"))
    try navigator.route(Fixture.request("/b"))
    navigator.pop(animated: true)
    try navigator.route(Fixture.request("/c"))
    #expect(navigator.mainStack.ids == [1, 3])
    try navigator.setStacks(main: [Fixture.spec("/x")], modal: [])
    #expect(navigator.mainStack.ids == [4])
  }

  @Test func findsEntriesById() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b", "/c"], modal: ["/m"])
    #expect(navigator.entry(2)?.stack == .main)
    #expect(navigator.entry(2)?.entry.routedLocation == Fixture.url("/b"))
    #expect(navigator.entry(4)?.stack == .modal)
    #expect(navigator.entry(5) == nil)
    #expect(navigator.entry(0) == nil)
  }
}
