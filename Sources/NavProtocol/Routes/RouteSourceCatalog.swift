/// The schemes and origins a table's patterns use, each with the id of its
/// index root, plus the bounds that let a hostile URL be refused without copying it.
///
/// A URL's source is looked up straight from its bytes: the lowercased scheme,
/// host and port are hashed into a small open-addressed table, so resolving
/// builds no `String` and runs no `Hasher` to find where to start.
struct RouteSourceCatalog: Sendable, Hashable {
  /// Source → id (the index of its root node).
  private(set) var ids: [RouteSource: Int] = [:]
  /// The longest scheme used, in bytes.
  private(set) var maximumSchemeLength = 0
  /// The longest http(s) host used, in bytes.
  private(set) var maximumHostLength = 0
  /// The lookup key of each source (see ``RouteSourceKey``) with its id.
  private var keyedIDs: [(key: [UInt8], id: Int)] = []
  /// Open-addressed slots: an index into `keyedIDs`, or -1.
  private var slots: [Int] = []

  /// The id of `source`, adding it with `newID` if it is new.
  mutating func id(for source: RouteSource, newID: Int) -> Int {
    if let id = ids[source] { return id }
    ids[source] = newID
    maximumSchemeLength = max(maximumSchemeLength, source.scheme.utf8.count)
    maximumHostLength = max(maximumHostLength, source.host?.utf8.count ?? 0)
    keyedIDs.append((RouteSourceKey.bytes(of: source), newID))
    if keyedIDs.count * 2 > slots.count {
      slots = Array(repeating: -1, count: max(8, slots.count * 2))
      for position in keyedIDs.indices { place(position) }
    } else {
      place(keyedIDs.count - 1)
    }
    return newID
  }

  /// Puts entry `position` of `keyedIDs` into the first free slot of its probe sequence.
  private mutating func place(_ position: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: RouteSourceKey.hash(keyedIDs[position].key)) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = position
  }

  /// The id of the source whose key is `key`, if the table uses it.
  func id(forKey key: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: RouteSourceKey.hash(key)) & mask
    while slots[slot] >= 0 {
      let entry = keyedIDs[slots[slot]]
      if entry.key.count == key.count, entry.key.withUnsafeBufferPointer({ Self.equal($0, key) }) { return entry.id }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
    for index in 0..<min(left.count, right.count) where left[index] != right[index] { return false }
    return left.count == right.count
  }

  static func == (lhs: RouteSourceCatalog, rhs: RouteSourceCatalog) -> Bool { lhs.ids == rhs.ids }

  func hash(into hasher: inout Hasher) { hasher.combine(ids) }
}

/// The bytes a source is looked up by: the lowercased scheme; for http(s) then
/// a zero byte, the lowercased host, a zero byte and the decimal port when it
/// is not the default. Equal keys mean equal ``RouteSource`` values.
enum RouteSourceKey {
  /// The key of a source of the table.
  static func bytes(of source: RouteSource) -> [UInt8] {
    var key = Array(source.scheme.utf8)
    if let host = source.host {
      key.append(0)
      key += host.utf8
      key.append(0)
      if let port = source.port { key += String(port).utf8 }
    }
    return key
  }

  /// FNV-1a over the key.
  static func hash(_ key: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash ^ (hash >> 29)
  }
}
