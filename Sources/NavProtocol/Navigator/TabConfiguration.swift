#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One tab of a tabbed client: its navigator starts at `url`.
public struct TabConfiguration: Sendable, Hashable, Identifiable {
  /// The tab's id, unique within the configuration.
  public var id: String
  /// The tab's title.
  public var title: String
  /// The tab navigator's start location.
  public var url: URL

  /// A tab with the given id, title and start location.
  public init(id: String, title: String, url: URL) {
    self.id = id
    self.title = title
    self.url = url
  }
}
