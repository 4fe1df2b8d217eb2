#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A URL a route decision handler opened outside the navigator.
public struct ExternalNavigation: Sendable, Hashable {
  /// Where it was opened.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// An in-app browser (`SFSafariViewController`).
    case safari
    /// A browser Custom Tab (Android's in-app browser).
    case browserTab
    /// Handed to the system (`UIApplication.open`).
    case system
  }

  /// Where it was opened.
  public var kind: Kind
  /// The URL opened.
  public var url: URL

  /// An external opening of `url` by `kind`.
  public init(kind: Kind, url: URL) {
    self.kind = kind
    self.url = url
  }
}
