import Foundation
import NavProtocol
import Testing

/// Every row of docs/navigator.md §3.5's table, with and without a presented modal.
/// Fixtures: main `[/a (1), /b (2)]`; a presented modal `[/m1 (3), /m2 (4)]`.
@Suite struct NavigatorPresentationTests {
  // MARK: default presentation, default context

  @Test func defaultDefaultPushesOnMain() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(Fixture.request("/c"))
    #expect(outcome.decision == .navigate)
    #expect(outcome.handler == "app-navigation")
    #expect(outcome.proposalResult == .accept)
    #expect(outcome.operations == [.push(stack: .main, entry: 3, animated: true)])
    #expect(outcome.visits == [Visit(stack: .main, entry: 3, url: Fixture.url("/c"), action: .advance, reason: .route)])
    #expect(outcome.warnings.isEmpty)
    #expect(navigator.mainStack.paths == ["/a", "/b", "/c"])
    #expect(navigator.mainStack.ids == [1, 2, 3])
    #expect(navigator.mainStack.top?.currentURL == Fixture.url("/c"))
    #expect(!navigator.presented)
  }

  @Test func defaultDefaultWhilePresentedDismissesThenPushes() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/c"))
    #expect(outcome.operations == [.dismiss(animated: true), .push(stack: .main, entry: 5, animated: true)])
    #expect(outcome.visits == [Visit(stack: .main, entry: 5, url: Fixture.url("/c"), action: .advance, reason: .route)])
    #expect(navigator.mainStack.paths == ["/a", "/b", "/c"])
    #expect(navigator.modalStack.isEmpty)
    #expect(!navigator.presented)
    #expect(navigator.modalStyle == nil)
    #expect(navigator.activeStackKind == .main)
  }

  @Test func defaultDefaultNotAnimated() throws {
    let navigator = try Fixture.navigator(main: ["/a"], modal: ["/m1"])
    let outcome = try navigator.route(Fixture.request("/c", animated: false))
    #expect(outcome.operations == [.dismiss(animated: false), .push(stack: .main, entry: 3, animated: false)])
  }

  @Test func defaultDefaultOnEmptyMainPushes() throws {
    let navigator = Fixture.navigator()
    let outcome = try navigator.route(Fixture.request("/a"))
    #expect(outcome.operations == [.push(stack: .main, entry: 1, animated: true)])
    #expect(navigator.mainStack.paths == ["/a"])
  }

  // MARK: default presentation, modal context

  @Test func defaultModalWhilePresentedPushesOnModal() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/c", context: .modal))
    #expect(outcome.operations == [.push(stack: .modal, entry: 5, animated: true)])
    #expect(
      outcome.visits == [Visit(stack: .modal, entry: 5, url: Fixture.url("/c"), action: .advance, reason: .route)])
    #expect(navigator.modalStack.paths == ["/m1", "/m2", "/c"])
    #expect(navigator.mainStack.paths == ["/a", "/b"])
    #expect(navigator.presented)
    #expect(navigator.activeStackKind == .modal)
  }

  @Test func defaultModalWhilePresentedSamePageReplacesModalTop() throws {
    let navigator = try Fixture.navigator(main: ["/a"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/m2", context: .modal))
    #expect(outcome.operations == [.replace(stack: .modal, entry: 4, replaced: 3)])
    #expect(navigator.modalStack.ids == [2, 4])
  }

  @Test func defaultModalWhilePresentedPreviousPagePopsModal() throws {
    let navigator = try Fixture.navigator(main: ["/a"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/m1", context: .modal))
    #expect(outcome.operations == [.pop(stack: .modal, entry: 3, animated: true)])
    // The new screen's visit is cancelled by the pop; the revealed /m1 restores itself (iOS reveal).
    #expect(
      outcome.visits == [
        Visit(stack: .modal, entry: 4, url: Fixture.url("/m1"), action: .advance, reason: .route),
        Visit(stack: .modal, entry: 2, url: Fixture.url("/m1"), action: .restore, reason: .reveal),
      ])
    #expect(navigator.modalStack.ids == [2])
  }

  @Test func defaultModalWhilePresentedWithReplaceActionReplacesModalTop() throws {
    let navigator = try Fixture.navigator(main: ["/a"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/c", action: .replace, context: .modal))
    #expect(outcome.operations == [.replace(stack: .modal, entry: 4, replaced: 3)])
    #expect(outcome.visits.map(\.action) == [.replace])
    #expect(navigator.modalStack.paths == ["/m1", "/c"])
  }

  @Test func defaultModalNotPresentedPresentsNewModal() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(
      Fixture.request("/c", context: .modal, extra: [("modal_style", "medium")]))
    #expect(
      outcome.operations == [
        .setStack(stack: .modal, entries: [3], animated: true), .present(modalStyle: .medium, animated: true),
      ])
    #expect(
      outcome.visits == [Visit(stack: .modal, entry: 3, url: Fixture.url("/c"), action: .advance, reason: .route)])
    #expect(navigator.presented)
    #expect(navigator.modalStyle == .medium)
    #expect(navigator.modalStack.paths == ["/c"])
    #expect(navigator.activeStack.kind == .modal)
    #expect(navigator.mainStack.paths == ["/a", "/b"])
  }

  @Test func defaultModalNotPresentedUsesLargeByDefaultAndAnimatedFlag() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let outcome = try navigator.route(Fixture.request("/c", context: .modal, animated: false))
    #expect(
      outcome.operations == [
        .setStack(stack: .modal, entries: [2], animated: false), .present(modalStyle: .large, animated: false),
      ])
  }

  // MARK: replace presentation

  @Test func replaceDefaultReplacesMainTopWithoutIdentityChecks() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(Fixture.request("/a", presentation: .replace))
    #expect(outcome.operations == [.replace(stack: .main, entry: 3, replaced: 2)])
    #expect(outcome.visits == [Visit(stack: .main, entry: 3, url: Fixture.url("/a"), action: .advance, reason: .route)])
    #expect(navigator.mainStack.paths == ["/a", "/a"])
  }

  @Test func replaceDefaultWhilePresentedDismissesThenReplacesMainTop() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/c", presentation: .replace))
    #expect(outcome.operations == [.dismiss(animated: true), .replace(stack: .main, entry: 5, replaced: 2)])
    #expect(navigator.mainStack.paths == ["/a", "/c"])
    #expect(!navigator.presented)
  }

  @Test func replaceDefaultOnEmptyMainSetsStack() throws {
    let navigator = Fixture.navigator()
    let outcome = try navigator.route(Fixture.request("/a", presentation: .replace))
    #expect(outcome.operations == [.setStack(stack: .main, entries: [1], animated: false)])
    #expect(navigator.mainStack.paths == ["/a"])
  }

  @Test func replaceModalWhilePresentedReplacesModalTop() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/c", context: .modal, presentation: .replace))
    #expect(outcome.operations == [.replace(stack: .modal, entry: 5, replaced: 4)])
    #expect(
      outcome.visits == [Visit(stack: .modal, entry: 5, url: Fixture.url("/c"), action: .advance, reason: .route)])
    #expect(navigator.modalStack.paths == ["/m1", "/c"])
    #expect(navigator.presented)
  }

  @Test func replaceModalNotPresentedSetsModalWithoutAnimationAndPresents() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(
      Fixture.request("/c", context: .modal, presentation: .replace, extra: [("modal_style", "form_sheet")]))
    #expect(
      outcome.operations == [
        .setStack(stack: .modal, entries: [3], animated: false), .present(modalStyle: .formSheet, animated: true),
      ])
    #expect(navigator.modalStyle == .formSheet)
    #expect(navigator.modalStack.paths == ["/c"])
  }

  // MARK: pop presentation

  @Test func popWhilePresentedWithOneModalEntryDismisses() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1"])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .pop))
    #expect(outcome.operations == [.dismiss(animated: true)])
    #expect(outcome.visits.isEmpty)
    #expect(navigator.mainStack.paths == ["/a", "/b"])
    #expect(!navigator.presented)
    #expect(navigator.environment.nextEntryID == 4)
  }

  @Test(arguments: [Navigation.Context.default, .modal])
  func popWhilePresentedWithDeeperModalPopsModal(context: Navigation.Context) throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/x", context: context, presentation: .pop, animated: false))
    #expect(outcome.operations == [.pop(stack: .modal, entry: 4, animated: false)])
    #expect(navigator.modalStack.paths == ["/m1"])
    #expect(navigator.presented)
  }

  @Test func popNotPresentedPopsMain() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .pop))
    #expect(outcome.operations == [.pop(stack: .main, entry: 2, animated: true)])
    #expect(navigator.mainStack.paths == ["/a"])
  }

  @Test func popNotPresentedWithOneMainEntryDoesNothing() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .pop))
    #expect(outcome.operations.isEmpty)
    #expect(navigator.mainStack.paths == ["/a"])
  }

  // MARK: refresh presentation

  @Test func refreshWhilePresentedWithOneModalEntryDismissesAndRefreshesMain() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1"])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .refresh))
    #expect(outcome.operations == [.dismiss(animated: true), .refresh(stack: .main, entry: 2)])
    #expect(
      outcome.visits == [Visit(stack: .main, entry: 2, url: Fixture.url("/b"), action: .replace, reason: .refresh)])
    #expect(navigator.mainStack.paths == ["/a", "/b"])
  }

  @Test func refreshWhilePresentedWithDeeperModalPopsAndRefreshesModal() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .refresh))
    #expect(outcome.operations == [.pop(stack: .modal, entry: 4, animated: true), .refresh(stack: .modal, entry: 3)])
    #expect(
      outcome.visits == [
        Visit(stack: .modal, entry: 3, url: Fixture.url("/m1"), action: .replace, reason: .refresh),
        Visit(stack: .modal, entry: 3, url: Fixture.url("/m1"), action: .restore, reason: .reveal),
      ])
    #expect(navigator.presented)
  }

  @Test func refreshNotPresentedPopsMainAndRefreshesIt() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .refresh))
    #expect(outcome.operations == [.pop(stack: .main, entry: 2, animated: true), .refresh(stack: .main, entry: 1)])
    #expect(
      outcome.visits == [
        Visit(stack: .main, entry: 1, url: Fixture.url("/a"), action: .replace, reason: .refresh),
        Visit(stack: .main, entry: 1, url: Fixture.url("/a"), action: .restore, reason: .reveal),
      ])
  }

  @Test func refreshNotPresentedWithOneEntryOnlyRefreshes() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .refresh))
    #expect(outcome.operations == [.refresh(stack: .main, entry: 1)])
  }

  @Test func refreshVisitsTheCurrentURLAndSkipsANonVisitableTop() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    try navigator.didChangeURL(Fixture.url("/a?redirected=1"), entry: 1)
    let outcome = try navigator.route(Fixture.request("/x", presentation: .refresh))
    // The refresh and the reveal's restore (DESIGN §9.3) both visit the current URL.
    #expect(outcome.visits.map(\.url) == [Fixture.url("/a?redirected=1"), Fixture.url("/a?redirected=1")])

    let native = Fixture.navigator()
    try native.setStacks(main: [Fixture.spec("/n", viewController: "native"), Fixture.spec("/b")], modal: [])
    let nativeOutcome = try native.route(Fixture.request("/x", presentation: .refresh))
    #expect(nativeOutcome.operations == [.pop(stack: .main, entry: 2, animated: true)])
    #expect(nativeOutcome.visits.isEmpty)
  }

  // MARK: clear_all, replace_root, none

  @Test func clearAllDismissesPopsToRootAndRefreshes() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b", "/c"], modal: ["/m1", "/m2"])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .clearAll, animated: false))
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
    #expect(navigator.mainStack.paths == ["/a"])
    #expect(!navigator.presented)
  }

  @Test func clearAllOnARootOnlyRefreshes() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .clearAll))
    #expect(outcome.operations == [.refresh(stack: .main, entry: 1)])
  }

  @Test(arguments: [false, true])
  func replaceRootVisitsWithReplaceAndSetsMain(presentedBefore: Bool) throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: presentedBefore ? ["/m1"] : [])
    let newID = presentedBefore ? 4 : 3
    let outcome = try navigator.route(Fixture.request("/root", presentation: .replaceRoot))
    let dismiss: [NavigationOperation] = presentedBefore ? [.dismiss(animated: true)] : []
    #expect(outcome.operations == dismiss + [.setStack(stack: .main, entries: [newID], animated: true)])
    #expect(
      outcome.visits == [
        Visit(stack: .main, entry: newID, url: Fixture.url("/root"), action: .replace, reason: .route)
      ])
    #expect(navigator.mainStack.paths == ["/root"])
    #expect(!navigator.presented)
  }

  @Test(arguments: [false, true])
  func noneDoesNothing(presentedBefore: Bool) throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: presentedBefore ? ["/m1"] : [])
    let outcome = try navigator.route(Fixture.request("/x", presentation: Navigation.Presentation.none))
    #expect(outcome.operations.isEmpty)
    #expect(outcome.visits.isEmpty)
    #expect(navigator.presented == presentedBefore)
    #expect(navigator.mainStack.paths == ["/a", "/b"])
  }

  // MARK: delegate

  @Test(arguments: Navigation.Presentation.allCases)
  func rejectDoesNothingWhateverThePresentation(presentation: Navigation.Presentation) throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"], modal: ["/m1"])
    let outcome = try navigator.route(Fixture.request("/x", presentation: presentation, result: .reject))
    #expect(outcome.decision == .navigate)
    #expect(outcome.proposalResult == .reject)
    #expect(outcome.operations.isEmpty)
    #expect(outcome.visits.isEmpty)
    #expect(navigator.presented)
    #expect(navigator.environment.nextEntryID == 4)
  }

  @Test func acceptCustomMakesAnEntryOfThatIdentifier() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let outcome = try navigator.route(Fixture.request("/n", result: .acceptCustom("native")))
    #expect(outcome.proposalResult == .acceptCustom("native"))
    #expect(outcome.proposal.viewController == "web")
    #expect(outcome.operations == [.push(stack: .main, entry: 2, animated: true)])
    #expect(outcome.visits.isEmpty)
    let top = try #require(navigator.mainStack.top)
    #expect(top.viewController == "native")
    #expect(!top.visitable)
    #expect(top.routedLocation == Fixture.url("/n"))
  }

  @Test func acceptUsesTheViewControllerPropertyAndEntryFlags() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    try navigator.route(
      Fixture.request(
        "/n",
        extra: [
          ("view_controller", "map"), ("pull_to_refresh_enabled", false), ("modal_dismiss_gesture_enabled", false),
        ]))
    let top = try #require(navigator.mainStack.top)
    #expect(top.viewController == "map")
    #expect(!top.visitable)
    #expect(!top.pullToRefreshEnabled)
    #expect(!top.modalDismissGestureEnabled)
  }
}
