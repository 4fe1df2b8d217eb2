import Foundation
import NavJSON
import NavProtocol
import Testing

/// Hotwire Native iOS `NavigationHierarchyControllerTests` cases that our other suites do not
/// already cover, translated to the headless navigator (docs/hotwire-parity.md). Plain
/// `UIViewController`s pushed outside the navigator become unstamped entries; a non-`Visitable`
/// one is a non-visitable identifier.
@Suite struct HotwireParityHierarchyTests {
  /// `test_start_fails_when_view_controllers_on_stack`: `start` after a route changes nothing.
  @Test func startAfterARouteKeepsTheStack() throws {
    let navigator = Fixture.navigator()
    try navigator.route(Fixture.request("/two"))
    let outcome = try navigator.start()
    #expect(outcome.operations.isEmpty)
    #expect(outcome.warnings == [.alreadyStarted])
    #expect(navigator.mainStack.paths == ["/two"])
  }

  /// `test_default_default_default_nilOptionsParameter_pushesOnMainStack`: no options is `advance`.
  @Test func nilOptionsPushLikeAdvance() throws {
    let navigator = Fixture.navigator()
    navigator.route(Fixture.url("/one"), options: nil, parameters: nil)
    navigator.route(Fixture.url("/two"), options: nil, parameters: nil)
    #expect(navigator.mainStack.paths == ["/one", "/two"])
  }

  /// `test_default_default_replace_replacesOnMainStack`: `replace` does not look at identity,
  /// so an unstamped top is replaced without an `unstampedEntry` warning.
  @Test func replacePresentationOverAnUnstampedTopWarnsNothing() throws {
    let navigator = try Fixture.navigator(main: [nil])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .replace))
    #expect(outcome.operations == [.replace(stack: .main, entry: 2, replaced: 1)])
    #expect(outcome.visits == [Visit(stack: .main, entry: 2, url: Fixture.url("/x"), action: .advance, reason: .route)])
    #expect(outcome.warnings.isEmpty)
    #expect(navigator.mainStack.paths == ["/x"])
  }

  /// `test_default_modal_refresh_refreshesPreviousController`: a refresh with a two-screen modal
  /// pops the modal and refreshes the modal's new top.
  @Test func refreshWithATwoScreenModalRefreshesTheModal() throws {
    let navigator = try Fixture.navigator(main: [nil], modal: ["/one", "/two"])
    let outcome = try navigator.route(Fixture.request("/r", presentation: .refresh))
    #expect(outcome.operations == [.pop(stack: .modal, entry: 3, animated: true), .refresh(stack: .modal, entry: 2)])
    #expect(
      outcome.visits == [
        Visit(stack: .modal, entry: 2, url: Fixture.url("/one"), action: .replace, reason: .refresh),
        Visit(stack: .modal, entry: 2, url: Fixture.url("/one"), action: .restore, reason: .reveal),
      ])
    #expect(navigator.modalStack.paths == ["/one"])
    #expect(navigator.presented)
  }

  /// `test_default_modal_default_presentsModal`: presenting never consults the main stack.
  @Test func modalContextOverAnUnstampedMainPresents() throws {
    let navigator = try Fixture.navigator(main: [nil])
    let outcome = try navigator.route(Fixture.request("/x", context: .modal))
    #expect(
      outcome.operations == [
        .setStack(stack: .modal, entries: [2], animated: true), .present(modalStyle: .large, animated: true),
      ])
    #expect(
      outcome.visits == [Visit(stack: .modal, entry: 2, url: Fixture.url("/x"), action: .advance, reason: .route)])
    #expect(outcome.warnings.isEmpty)
    #expect(navigator.mainStack.count == 1)
  }

  /// `test_default_modal_replace_presentsModal`: main is left as it was (docs/navigator.md §3.5's row; a
  /// Hotwire variant that also pops main here is not followed, see docs/hotwire-parity.md).
  @Test func replaceInModalContextPresentsAndLeavesMain() throws {
    let navigator = try Fixture.navigator(main: ["/a", "/b"])
    let outcome = try navigator.route(Fixture.request("/x", context: .modal, presentation: .replace))
    #expect(
      outcome.operations == [
        .setStack(stack: .modal, entries: [3], animated: false), .present(modalStyle: .large, animated: true),
      ])
    #expect(navigator.mainStack.paths == ["/a", "/b"])
    #expect(navigator.modalStack.paths == ["/x"])
  }

  /// `test_modal_default_replace_dismissesModalThenReplacedOnMainStack`: main was empty.
  @Test func replaceAfterAModalOnAnEmptyMainDismissesAndSetsMain() throws {
    let navigator = Fixture.navigator()
    try navigator.route(Fixture.request("/m", context: .modal))
    let outcome = try navigator.route(Fixture.request("/x", presentation: .replace))
    #expect(outcome.operations == [.dismiss(animated: true), .setStack(stack: .main, entries: [2], animated: false)])
    #expect(navigator.mainStack.paths == ["/x"])
    #expect(!navigator.presented)
  }

  /// `..._replaceAction_pushesOnMainStack_withDefaultQueryStringPresentation` and
  /// `..._replaceAction_replacesOnMainStack_withReplaceQueryStringPresentation`.
  @Test(arguments: [("default", ["/one", "/one?foo=bar"]), ("replace", ["/one?foo=bar"])])
  func leavingAModalToTheSamePathWithAQuery(presentation: String, mainAfter: [String?]) throws {
    let navigator = Fixture.navigator()
    try navigator.route(Fixture.request("/one"))
    try navigator.route(Fixture.request("/two", context: .modal))
    let outcome = try navigator.route(
      Fixture.request(
        "/one?foo=bar", action: .replace, context: .default,
        extra: [("query_string_presentation", .string(presentation))]))
    #expect(outcome.operations.first == .dismiss(animated: true))
    #expect(!navigator.presented)
    #expect(navigator.mainStack.paths == mainAfter)
  }

  /// `test_any_any_clearAll_dismissesModalThenPopsToRootOnMainStack`: plain screens, no identity.
  @Test func clearAllOverUnstampedNativeScreensKeepsTheRoot() throws {
    let navigator = Fixture.navigator()
    let native = Fixture.spec(nil, viewController: "native")
    try navigator.setStacks(main: [native, native, native], modal: [])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .clearAll))
    #expect(outcome.operations == [.setStack(stack: .main, entries: [1], animated: true)])
    #expect(outcome.visits.isEmpty)
    #expect(outcome.warnings.isEmpty)
    #expect(navigator.mainStack.ids == [1])
  }

  /// `test_any_any_replaceRoot_dismissesModalThenReplacesRootOnMainStack`.
  @Test func replaceRootOverUnstampedScreensLeavesOnlyTheNewScreen() throws {
    let navigator = try Fixture.navigator(main: [nil, nil, nil])
    let outcome = try navigator.route(Fixture.request("/x", presentation: .replaceRoot))
    #expect(outcome.operations == [.setStack(stack: .main, entries: [4], animated: true)])
    #expect(outcome.visits == [Visit(stack: .main, entry: 4, url: Fixture.url("/x"), action: .replace, reason: .route)])
    #expect(outcome.warnings.isEmpty)
    #expect(navigator.mainStack.paths == ["/x"])
  }

  /// `test_modalStyle_isCorrectlySet` and `test_noModalStyle_defaultsToAutomatic` (our `large`).
  @Test(arguments: [(String?("form_sheet"), Navigation.ModalStyle.formSheet), (nil, .large)])
  func modalStyleComesFromTheProposal(style: String?, expected: Navigation.ModalStyle) throws {
    let navigator = Fixture.navigator()
    let extra: [(String, JSONValue)] = style.map { [("modal_style", .string($0))] } ?? []
    let outcome = try navigator.route(Fixture.request("/new", context: .modal, extra: extra))
    #expect(outcome.operations.last == .present(modalStyle: expected, animated: true))
    #expect(navigator.modalStyle == expected)
  }

  /// `test_modalDismissGesture{Enabled,Disabled}_isCorrectlySet`, `..._missing_defaultsToTrue`.
  @Test(arguments: [(JSONValue?(.bool(true)), true), (.bool(false), false), (nil, true)])
  func modalDismissGestureComesFromTheProposal(value: JSONValue?, enabled: Bool) throws {
    let navigator = Fixture.navigator()
    let extra: [(String, JSONValue)] = value.map { [("modal_dismiss_gesture_enabled", $0)] } ?? []
    try navigator.route(Fixture.request("/new", context: .modal, extra: extra))
    #expect(navigator.modalStack.top?.modalDismissGestureEnabled == enabled)
    if enabled {
      try navigator.dismissModal()
      #expect(!navigator.presented)
    } else {
      #expect(throws: NavigationError.modalDismissGestureDisabled(entry: 1)) { try navigator.dismissModal() }
      #expect(navigator.presented)
    }
  }
}
