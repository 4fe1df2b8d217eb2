import Foundation
import NavJSON
import NavProtocol

/// A light `Navigating` that records calls and builds no navigator (seed 000).
final class NavigationSpy: Navigating {
  var routeWasCalled = false
  var routeURL: URL?
  var routeOptions: VisitOptions?
  var reloadWasCalled = false
  var popWasCalled = false
  var clearAllWasCalled = false
  var currentVisitableURL: URL?

  var mainStack = EntryStack(kind: .main, entries: [])
  var modalStack = EntryStack(kind: .modal, entries: [])
  var activeStack = EntryStack(kind: .main, entries: [])

  func route(_ proposal: VisitProposal) {
    routeWasCalled = true
    routeURL = proposal.url
    routeOptions = proposal.options
  }

  func route(_ url: URL, options: VisitOptions?, parameters: JSONObject?) {
    routeWasCalled = true
    routeURL = url
    routeOptions = options
  }

  func pop(animated: Bool) { popWasCalled = true }
  func clearAll(animated: Bool) { clearAllWasCalled = true }
  func reload() { reloadWasCalled = true }

  /// Whether any navigation call was made.
  var anyCall: Bool { routeWasCalled || reloadWasCalled || popWasCalled || clearAllWasCalled }
}
