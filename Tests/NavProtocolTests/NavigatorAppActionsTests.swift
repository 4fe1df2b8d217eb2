import Foundation
import NavProtocol
import Testing

/// What the app does outside the navigator (docs/protocol.md §7) and setting stacks directly.
@Suite struct NavigatorAppActionsTests {
  @Test func backPopsTheActiveStack() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    #expect(navigator.back().operations == [.pop(stack: .modal, entry: 4, animated: true)])
    #expect(navigator.back().operations.isEmpty)
    #expect(navigator.presented)
    #expect(navigator.modalStack.paths == ["/m1"])
  }

  @Test func backOnMainNeedsTwoEntries() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    #expect(navigator.back().operations == [.pop(stack: .main, entry: 2, animated: true)])
    #expect(navigator.back().operations.isEmpty)
  }

  @Test func dismissGestureDismissesAnimated() throws {
    let navigator = try Fixture.navigator(main: ["/a"], modal: ["/m1", "/m2"])
    #expect(try navigator.dismissModal().operations == [.dismiss(animated: true)])
    #expect(!navigator.presented)
    #expect(navigator.modalStack.isEmpty)
    #expect(try navigator.dismissModal() == .nothing)
  }

  @Test func dismissGestureIsRefusedWhenTheTopDisablesIt() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    try navigator.route(Fixture.request("/m", context: .modal, extra: [("modal_dismiss_gesture_enabled", false)]))
    #expect(throws: NavigationError.modalDismissGestureDisabled(entry: 2)) { try navigator.dismissModal() }
    #expect(navigator.presented)
    #expect(navigator.modalStack.paths == ["/m"])
    #expect(NavigationError.modalDismissGestureDisabled(entry: 2).field == "modal")
  }

  @Test func appPushesStampedAndUnstampedScreens() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let outcome = try navigator.push(Fixture.spec(nil, viewController: "settings"), onto: .main)
    #expect(outcome.operations == [.push(stack: .main, entry: 2, animated: true)])
    let top = try #require(navigator.mainStack.top)
    #expect(top.routedLocation == nil)
    #expect(top.currentURL == nil)
    #expect(!top.visitable)
    try navigator.push(Fixture.spec("/s"), onto: .main, animated: false)
    #expect(navigator.mainStack.paths == ["/a", nil, "/s"])
    #expect(navigator.mainStack.top?.visitable == true)
  }

  @Test func pushOntoAnAbsentModalIsRefused() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    #expect(throws: NavigationError.modalNotPresented) { try navigator.push(Fixture.spec("/m"), onto: .modal) }
    #expect(navigator.modalStack.isEmpty)
    #expect(navigator.environment.nextEntryID == 2)
    #expect(NavigationError.modalNotPresented.field == "stack")

    try navigator.route(Fixture.request("/m", context: .modal))
    let outcome = try navigator.push(Fixture.spec("/m2"), onto: .modal)
    #expect(outcome.operations == [.push(stack: .modal, entry: 3, animated: true)])
  }

  @Test func didChangeURLDefaultsToTheActiveTop() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m"])
    let changed = try navigator.didChangeURL(Fixture.url("/m?step=2"))
    #expect(changed.id == 3)
    #expect(navigator.modalStack.top?.currentURL == Fixture.url("/m?step=2"))
    try navigator.didChangeURL(Fixture.url("/a2"), entry: 1)
    #expect(navigator.mainStack.first?.currentURL == Fixture.url("/a2"))
    #expect(navigator.mainStack.first?.routedLocation == Fixture.url("/a"))
  }

  @Test func didChangeURLOfAnUnknownEntryIsRefused() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    #expect(throws: NavigationError.unknownEntry(9)) { try navigator.didChangeURL(Fixture.url("/x"), entry: 9) }
    #expect(throws: NavigationError.noActiveEntry) { try Fixture.navigator().didChangeURL(Fixture.url("/x")) }
    #expect(navigator.mainStack.top?.currentURL == Fixture.url("/a"))
  }

  @Test func setStacksReportsNonAnimatedSetStacksAndPresent() throws {
    let navigator = Fixture.navigator()
    let outcome = try navigator.setStacks(
      main: [Fixture.spec("/a"), EntrySpec(routedLocation: Fixture.url("/b"), currentURL: Fixture.url("/b2"))],
      modal: [Fixture.spec("/m")], modalStyle: .pageSheet)
    #expect(
      outcome.operations == [
        .setStack(stack: .main, entries: [1, 2], animated: false),
        .setStack(stack: .modal, entries: [3], animated: false), .present(modalStyle: .pageSheet, animated: false),
      ])
    #expect(navigator.presented)
    #expect(navigator.modalStyle == .pageSheet)
    #expect(navigator.mainStack.last?.currentURL == Fixture.url("/b2"))

    let again = try navigator.setStacks(main: [Fixture.spec("/x")], modal: [])
    #expect(
      again.operations == [
        .setStack(stack: .main, entries: [4], animated: false), .setStack(stack: .modal, entries: [], animated: false),
        .dismiss(animated: false),
      ])
    #expect(navigator.modalStyle == nil)
  }

  @Test func setStacksFromEmptyToEmptyReportsNothing() throws {
    let navigator = Fixture.navigator()
    #expect(try navigator.setStacks(main: [], modal: []) == .nothing)
  }

  @Test func setStacksDefaultsToLargeAndChecksPresented() throws {
    let navigator = Fixture.navigator()
    try navigator.setStacks(main: [], modal: [Fixture.spec("/m")])
    #expect(navigator.modalStyle == .large)
    #expect(throws: NavigationError.presentedMismatch(presented: false, modalEntries: 1)) {
      try navigator.setStacks(main: [], modal: [Fixture.spec("/m")], presented: false)
    }
    #expect(throws: NavigationError.presentedMismatch(presented: true, modalEntries: 0)) {
      try navigator.setStacks(main: [Fixture.spec("/a")], modal: [], presented: true)
    }
    #expect(navigator.modalStack.paths == ["/m"])
    #expect(NavigationError.presentedMismatch(presented: true, modalEntries: 0).field == "state.presented")
  }

  @Test func setStacksCanForceVisitable() throws {
    let navigator = Fixture.navigator()
    try navigator.setStacks(
      main: [EntrySpec(viewController: "native", routedLocation: Fixture.url("/n"), visitable: true)], modal: [])
    #expect(navigator.mainStack.top?.visitable == true)
  }
}
