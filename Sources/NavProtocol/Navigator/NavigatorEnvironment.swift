#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the navigators of one client share: the configuration (with an
/// adopted start location), the limits, and the entry-id counter, so ids are
/// unique across every tab of the client and never reused.
public final class NavigatorEnvironment {
  /// The configuration every navigator of the client uses.
  public internal(set) var configuration: NavigatorConfiguration
  /// The limits every navigator of the client enforces.
  public let limits: NavigatorLimits
  /// The id the next new entry gets.
  public private(set) var nextEntryID: EntryID = 1

  /// An environment with the given configuration and limits.
  public init(
    configuration: NavigatorConfiguration = NavigatorConfiguration(), limits: NavigatorLimits = NavigatorLimits()
  ) {
    self.configuration = configuration
    self.limits = limits
  }

  /// Marks `count` ids from ``nextEntryID`` on as used.
  func consumeEntryIDs(_ count: Int) {
    nextEntryID += count
  }

  /// Gives back the ids from `id` on, used by a request that was undone (``NavigatorGroup/loadTabs()``).
  func rewindEntryIDs(to id: EntryID) {
    nextEntryID = min(nextEntryID, id)
  }

  /// Adopts `location` as the start location.
  func adoptStartLocation(_ location: URL) {
    configuration.startLocation = location
  }

  /// The entry-id counter and the (adopted) start location, as a failed request puts them back.
  struct Saved {
    fileprivate var nextEntryID: EntryID
    fileprivate var startLocation: URL?
  }

  /// What ``restore(_:)`` puts back.
  func saved() -> Saved { Saved(nextEntryID: nextEntryID, startLocation: configuration.startLocation) }

  /// Puts back what ``saved()`` kept.
  func restore(_ saved: Saved) {
    nextEntryID = saved.nextEntryID
    configuration.startLocation = saved.startLocation
  }
}
