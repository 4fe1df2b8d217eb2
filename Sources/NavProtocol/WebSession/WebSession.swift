#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One web view of a navigator (docs/web-side.md, Web sessions): what it rendered last and Turbo's
/// snapshot cache. iOS has a `main` and a `modal` session, Android one `main` session.
public struct WebSession: Sendable, Hashable {
  /// Turbo's snapshot cache holds at most this many pages (`new SnapshotCache(10)`).
  public static let snapshotLimit = 10

  /// The session's name: the stack whose entries it visits on iOS, always `main` on Android.
  public let name: StackKind
  /// The absolute string of the session's latest visit that rendered; `nil` before any.
  public private(set) var renderedAbsoluteString: String?
  /// The cached pages, kept as their absolute strings (``SnapshotCache``).
  private var cache: SnapshotCache
  /// Whether the snapshots are stale and cleared before the session's next restore (Hotwire iOS's
  /// `markSnapshotCacheAsStale`, after a form submission in the modal session).
  public internal(set) var snapshotsStale: Bool

  /// A session named `name`.
  public init(name: StackKind, renderedURL: URL? = nil, snapshots: [URL] = [], snapshotsStale: Bool = false) {
    self.name = name
    self.renderedAbsoluteString = renderedURL?.absoluteString
    self.cache = SnapshotCache(snapshots.suffix(Self.snapshotLimit).lazy.map(\.absoluteString))
    self.snapshotsStale = snapshotsStale
  }

  /// The URL of the session's latest visit that rendered; `nil` before any.
  public var renderedURL: URL? { renderedAbsoluteString.flatMap { URL(string: $0) } }

  /// The cached pages, oldest first, at most ``snapshotLimit``.
  public var snapshots: [URL] { cache.pages.compactMap { URL(string: $0) } }

  /// Calls `body` with each cached page's absolute string as UTF-8, oldest first (the wire
  /// writers' loop: no string is made).
  public func forEachSnapshot(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    cache.forEachPage(body)
  }

  /// Whether a snapshot of `url` is cached. Turbo keys its cache by the URL without its fragment.
  public func hasSnapshot(of url: URL) -> Bool {
    cache.containsKey(of: url.absoluteString)
  }

  /// A visit of `url` renders: the page it replaces (the old ``renderedURL``, when there is one
  /// and it differs) goes to the end of the cache, the oldest dropped beyond the limit.
  mutating func render(_ url: URL) {
    let rendered = url.absoluteString
    if let previous = renderedAbsoluteString, previous != rendered {
      cache.moveToEnd(previous)
      if cache.count > Self.snapshotLimit {
        cache.remove(0..<(cache.count - Self.snapshotLimit))
      }
    }
    renderedAbsoluteString = rendered
  }

  /// Empties the cache (Turbo's `clearSnapshotCache`).
  mutating func clearSnapshots() {
    cache.removeAll()
    snapshotsStale = false
  }

  /// Marks the cache stale: it is cleared before the session's next restore.
  mutating func markSnapshotsStale() {
    snapshotsStale = true
  }

  /// A restore is about to run: a stale cache is cleared first.
  mutating func prepareForRestore() {
    if snapshotsStale { clearSnapshots() }
  }
}
