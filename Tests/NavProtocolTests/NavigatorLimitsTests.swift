import Foundation
import NavProtocol
import Testing

/// `maxStackEntries`: refused before any change, so a refused request changes nothing.
@Suite struct NavigatorLimitsTests {
  @Test func aPushUpToTheLimitSucceeds() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], maxStackEntries: 3)
    let outcome = try navigator.route(Fixture.request("/c"))
    #expect(outcome.operations == [.push(stack: .main, entry: 3, animated: true)])
    #expect(navigator.mainStack.count == 3)
  }

  @Test func aPushOnePastTheLimitThrowsAndChangesNothing() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b", "/c"], modal: ["/m"], maxStackEntries: 3)
    let main = navigator.mainStack
    let modal = navigator.modalStack
    #expect(throws: NavigationError.stackLimitExceeded(stack: .main, limit: 3)) {
      try navigator.route(Fixture.request("/d"))
    }
    #expect(navigator.mainStack == main)
    #expect(navigator.modalStack == modal)
    #expect(navigator.presented)
    #expect(navigator.modalStyle == .large)
    #expect(navigator.environment.nextEntryID == 5)
  }

  @Test func aRefusedRouteAdoptsNoStartLocation() throws {
    let navigator = Fixture.navigator(maxStackEntries: 0, startLocation: false)
    #expect(throws: NavigationError.stackLimitExceeded(stack: .main, limit: 0)) {
      try navigator.route(Fixture.request("/a"))
    }
    #expect(navigator.startLocation == nil)
    #expect(navigator.environment.nextEntryID == 1)
  }

  @Test func replacingTheTopOfAFullStackSucceeds() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b", "/c"], maxStackEntries: 3)
    let outcome = try navigator.route(Fixture.request("/d", action: .replace))
    #expect(outcome.operations == [.replace(stack: .main, entry: 4, replaced: 3)])
    let popped = try navigator.route(Fixture.request("/b"))
    #expect(popped.operations == [.pop(stack: .main, entry: 4, animated: true)])
  }

  @Test func theModalStackHasItsOwnLimit() throws {
    let navigator = try Fixture.navigator(main: ["/a"], modal: ["/m1", "/m2"], maxStackEntries: 2)
    #expect(throws: NavigationError.stackLimitExceeded(stack: .modal, limit: 2)) {
      try navigator.route(Fixture.request("/m3", context: .modal))
    }
    #expect(navigator.modalStack.paths == ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/b"))
    #expect(outcome.operations == [.dismiss(animated: true), .push(stack: .main, entry: 4, animated: true)])
  }

  @Test func appPushesAndStateImportsAreLimitedToo() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], maxStackEntries: 2)
    #expect(throws: NavigationError.stackLimitExceeded(stack: .main, limit: 2)) {
      try navigator.push(Fixture.spec("/c"), onto: .main)
    }
    #expect(throws: NavigationError.stackLimitExceeded(stack: .modal, limit: 2)) {
      try navigator.setStacks(main: [], modal: [Fixture.spec("/1"), Fixture.spec("/2"), Fixture.spec("/3")])
    }
    #expect(navigator.mainStack.paths == ["/a", "/b"])
    #expect(!navigator.presented)
    #expect(navigator.environment.nextEntryID == 3)
    try navigator.setStacks(main: [Fixture.spec("/x"), Fixture.spec("/y")], modal: [])
    #expect(navigator.mainStack.ids == [3, 4])
  }

  @Test func aRefusedStartLeavesTheNavigatorUnstarted() throws {
    let navigator = Fixture.navigator(maxStackEntries: 0)
    #expect(throws: NavigationError.stackLimitExceeded(stack: .main, limit: 0)) { try navigator.start() }
    #expect(!navigator.isStarted)
  }

  @Test func theDefaultLimitHoldsAtFullDepth() throws {
    let navigator = Fixture.navigator()
    let specs = (1..<NavigatorLimits.defaultMaxStackEntries).map { Fixture.spec("/p/\($0)") }
    try navigator.setStacks(main: specs, modal: [])
    let last = try navigator.route(Fixture.request("/last"))
    #expect(last.operations == [.push(stack: .main, entry: 10_000, animated: true)])
    #expect(throws: NavigationError.stackLimitExceeded(stack: .main, limit: 10_000)) {
      try navigator.route(Fixture.request("/more"))
    }
    #expect(navigator.mainStack.count == 10_000)
    let popped = try navigator.route(Fixture.request("/p/9999"))
    #expect(popped.operations == [.pop(stack: .main, entry: 10_000, animated: true)])
    #expect(navigator.entry(5_000)?.entry.routedLocation == Fixture.url("/p/5000"))
  }

  @Test func negativeLimitsCountAsZero() {
    #expect(NavigatorLimits(maxStackEntries: -5).maxStackEntries == 0)
    #expect(NavigatorLimits().maxStackEntries == 10_000)
  }
}
