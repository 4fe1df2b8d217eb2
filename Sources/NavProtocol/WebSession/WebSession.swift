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
  /// The URL of the session's latest visit that rendered; `nil` before any.
  public internal(set) var renderedURL: URL?
  /// The cached pages, oldest first, at most ``snapshotLimit``.
  public private(set) var snapshots: [URL]
  /// ``snapshots``' cache keys, in the same order, kept beside them: each is computed once, when
  /// its page is cached, rather than on every look-up of the request path.
  private var snapshotKeys: [Substring]
  /// Whether the snapshots are stale and cleared before the session's next restore (Hotwire iOS's
  /// `markSnapshotCacheAsStale`, after a form submission in the modal session).
  public internal(set) var snapshotsStale: Bool

  /// A session named `name`.
  public init(name: StackKind, renderedURL: URL? = nil, snapshots: [URL] = [], snapshotsStale: Bool = false) {
    self.name = name
    self.renderedURL = renderedURL
    self.snapshots = Array(snapshots.suffix(Self.snapshotLimit))
    self.snapshotKeys = self.snapshots.map(Self.cacheKey)
    self.snapshotsStale = snapshotsStale
  }

  /// Whether a snapshot of `url` is cached. Turbo keys its cache by the URL without its fragment.
  public func hasSnapshot(of url: URL) -> Bool {
    snapshotKeys.contains(Self.cacheKey(url))
  }

  /// A visit of `url` renders: the page it replaces (the old ``renderedURL``, when there is one
  /// and it differs) goes to the end of the cache, the oldest dropped beyond the limit.
  mutating func render(_ url: URL) {
    if let previous = renderedURL, previous.absoluteString != url.absoluteString {
      let key = Self.cacheKey(previous)
      if let cached = snapshotKeys.firstIndex(of: key) {
        snapshots.remove(at: cached)
        snapshotKeys.remove(at: cached)
      }
      snapshots.append(previous)
      snapshotKeys.append(key)
      if snapshots.count > Self.snapshotLimit {
        let excess = snapshots.count - Self.snapshotLimit
        snapshots.removeFirst(excess)
        snapshotKeys.removeFirst(excess)
      }
    }
    renderedURL = url
  }

  /// Empties the cache (Turbo's `clearSnapshotCache`).
  mutating func clearSnapshots() {
    snapshots.removeAll()
    snapshotKeys.removeAll()
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

  /// Turbo's `toCacheKey`: the URL without its fragment. Searched as UTF-8 bytes: a `Character`
  /// search walks grapheme clusters and cost most of a request's instructions here.
  private static func cacheKey(_ url: URL) -> Substring {
    let string = url.absoluteString
    guard let hash = string.utf8.firstIndex(of: UInt8(ascii: "#")) else { return Substring(string) }
    return string[..<hash]
  }
}
