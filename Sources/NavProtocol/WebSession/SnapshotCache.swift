/// Turbo's snapshot cache of one web session, kept compactly: the cached pages' absolute strings
/// side by side in one string, and where each ends and where its cache key (the URL without its
/// fragment, Turbo's `toCacheKey`) ends.
///
/// A request plans on a copy of its navigator's sessions, so the cache is copied whenever a visit
/// renders; this way a copy is two buffers (no reference per page to retain and release), and a
/// cached page costs its bytes rather than a Foundation `URL`'s parse state (about 300 bytes on
/// Linux), which most of a retained stack entry's memory was.
struct SnapshotCache: Sendable, Hashable {
  /// Where one page lies in ``bytes``: its string ends at `end`, its cache key at `keyEnd`.
  private struct Bound: Sendable, Hashable {
    var end: UInt32
    var keyEnd: UInt32
  }

  /// The pages' absolute strings as UTF-8, oldest first, one after the other.
  private var bytes: [UInt8] = []
  private var bounds: [Bound] = []

  /// The cached `pages` (absolute strings), oldest first, as they are.
  init(_ pages: some Sequence<String>) {
    for var page in pages {
      page.withUTF8 { append($0, keyLength: Self.cacheKey(of: $0).count) }
    }
  }

  /// How many pages are cached.
  var count: Int { bounds.count }

  /// The cached pages' absolute strings, oldest first.
  var pages: [String] {
    bounds.indices.map { index in String(decoding: bytes[range(at: index)], as: UTF8.self) }
  }

  /// Calls `body` with each cached page's absolute string as UTF-8, oldest first, without making strings.
  func forEachPage(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    bytes.withUnsafeBufferPointer { cached in
      for index in bounds.indices { body(UnsafeBufferPointer(rebasing: cached[range(at: index)])) }
    }
  }

  /// Whether a page with the cache key of `url` (an absolute string) is cached.
  func containsKey(of url: String) -> Bool {
    var url = url
    return url.withUTF8 { index(ofKey: Self.cacheKey(of: $0)) } != nil
  }

  /// Adds `page` (an absolute string) as the newest; a page with the same cache key goes first.
  mutating func moveToEnd(_ page: String) {
    var page = page
    page.withUTF8 { utf8 in
      let key = Self.cacheKey(of: utf8)
      if let cached = index(ofKey: key) { remove(cached..<(cached &+ 1)) }
      append(utf8, keyLength: key.count)
    }
  }

  /// Drops the pages at `indices` (oldest first).
  mutating func remove(_ indices: Range<Int>) {
    guard !indices.isEmpty else { return }
    let start = range(at: indices.lowerBound).lowerBound
    let end = range(at: indices.upperBound &- 1).upperBound
    let removed = UInt32(end &- start)
    bytes.removeSubrange(start..<end)
    bounds.removeSubrange(indices)
    bounds.withUnsafeMutableBufferPointer { bounds in
      for index in indices.lowerBound..<bounds.count {
        bounds[index].end &-= removed
        bounds[index].keyEnd &-= removed
      }
    }
  }

  /// Drops every page.
  mutating func removeAll() {
    bytes.removeAll()
    bounds.removeAll()
  }

  /// Where the page at `index` (0 = oldest) lies in ``bytes``.
  private func range(at index: Int) -> Range<Int> {
    (index == 0 ? 0 : Int(bounds[index &- 1].end))..<Int(bounds[index].end)
  }

  /// Adds `page`'s bytes as the newest page, its first `keyLength` bytes its cache key.
  private mutating func append(_ page: UnsafeBufferPointer<UInt8>, keyLength: Int) {
    let start = bytes.count
    bytes.append(contentsOf: page)
    bounds.append(Bound(end: UInt32(bytes.count), keyEnd: UInt32(start &+ keyLength)))
  }

  /// The index of the page whose cache key is `key`, if it is cached. Keys are compared byte for
  /// byte (a URL's absolute string is ASCII; Turbo compares JavaScript strings by code unit).
  private func index(ofKey key: UnsafeBufferPointer<UInt8>) -> Int? {
    bytes.withUnsafeBufferPointer { cached in
      var start = 0
      for (index, bound) in bounds.enumerated() {
        let keyEnd = Int(bound.keyEnd)
        if keyEnd &- start == key.count && Self.bytes(cached, from: start, equal: key) { return index }
        start = Int(bound.end)
      }
      return nil
    }
  }

  /// Whether `cached` holds `key`'s bytes from `start` on. Compared from the end: a site's pages
  /// share their beginning (the origin), so two keys of equal length mostly differ near the end.
  private static func bytes(
    _ cached: UnsafeBufferPointer<UInt8>, from start: Int, equal key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var offset = key.count
    while offset > 0 {
      offset &-= 1
      if cached[start &+ offset] != key[offset] { return false }
    }
    return true
  }

  /// Turbo's `toCacheKey`: the URL without its fragment, found in its UTF-8 bytes (a `Character`
  /// search, or even one through `String.UTF8View`, cost most of a request's instructions here).
  private static func cacheKey(of url: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard let hash = url.firstIndex(of: UInt8(ascii: "#")) else { return url }
    return UnsafeBufferPointer(rebasing: url[..<hash])
  }
}
