#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Something worth telling the caller that is not an error.
public enum NavigationWarning: Sendable, Hashable, CustomStringConvertible {
  /// An identity check consulted an entry without a stamp; it was treated as a
  /// different page (seed 001).
  case unstampedEntry(stack: StackKind, entry: EntryID)
  /// `start` found a stack that is not empty, and did nothing.
  case alreadyStarted
  /// `start` found empty stacks but no start location, and did nothing.
  case noStartLocation
  /// Android refused a `modal` destination with presentation `replace_root`; nothing changed.
  case modalReplaceRoot
  /// Android dropped a cold deep link whose host is not the start location's, and started at
  /// the start location.
  case deepLinkIgnored(url: URL)

  /// The warning's code: `unstampedEntry`, `alreadyStarted`, `noStartLocation`, `modalReplaceRoot`
  /// or `deepLinkIgnored`.
  public var code: String {
    switch self {
    case .unstampedEntry: "unstampedEntry"
    case .alreadyStarted: "alreadyStarted"
    case .noStartLocation: "noStartLocation"
    case .deepLinkIgnored: "deepLinkIgnored"
    case .modalReplaceRoot: "modalReplaceRoot"
    }
  }

  /// A sentence for people.
  public var message: String {
    switch self {
    case .unstampedEntry(let stack, let entry):
      "entry \(entry) on the \(stack.rawValue) stack has no routed location; treating the visit as a new page"
    case .alreadyStarted:
      "the navigator has already started: a stack is not empty"
    case .noStartLocation:
      "there is no start location to start with"
    case .modalReplaceRoot:
      "a modal destination cannot use presentation replace_root; nothing changed"
    case .deepLinkIgnored(let url):
      "the deep link \(url.absoluteString) is not on the start location's host, so the app started at the start location"
    }
  }

  /// `CODE: MESSAGE`.
  public var description: String { "\(code): \(message)" }
}
