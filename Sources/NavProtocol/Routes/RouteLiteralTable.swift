/// The all-ASCII literal children of every index node in one open-addressed
/// hash table keyed by (parent node, bytes), so that looking up a URL segment
/// hashes a few bytes with FNV-1a instead of running `Hasher` over a `String`.
struct RouteLiteralTable: Sendable {
  private struct Entry: Sendable {
    var parent: Int
    var text: String
    var child: Int
  }

  /// What a lookup found.
  enum Lookup {
    case found(Int)
    /// The segment is ASCII and no ASCII literal child of the node has its bytes.
    case absent
    /// The segment is not all ASCII: this table cannot answer.
    case notASCII
  }

  private var entries: [Entry] = []
  /// Open-addressed slots (a power of two, at most half full): an index into `entries`, or -1.
  private var slots: [Int] = []

  /// An empty table.
  init() {}

  /// A table of the given ASCII literals.
  init(_ literals: [(parent: Int, text: String, child: Int)]) {
    guard !literals.isEmpty else { return }
    var capacity = 8
    while capacity < literals.count * 2 { capacity *= 2 }
    slots = Array(repeating: -1, count: capacity)
    for literal in literals {
      var text = literal.text
      let hash = text.withUTF8 { Self.hash(parent: literal.parent, $0) }
      var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = entries.count
      entries.append(Entry(parent: literal.parent, text: literal.text, child: literal.child))
    }
  }

  /// The ASCII literal child of `parent` with exactly the bytes of `segment`.
  func child(of parent: Int, for segment: String) -> Lookup {
    guard !slots.isEmpty else { return segment.utf8.allSatisfy({ $0 < 0x80 }) ? .absent : .notASCII }
    let hash: UInt64? = segment.utf8.withContiguousStorageIfAvailable { bytes in
      var bits: UInt8 = 0
      for byte in bytes { bits |= byte }
      return bits < 0x80 ? Self.hash(parent: parent, bytes) : nil
    }.flatMap { $0 }
    guard let hash else { return .notASCII }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let entry = entries[slots[slot]]
      if entry.parent == parent, entry.text == segment { return .found(entry.child) }
      slot = (slot + 1) & mask
    }
    return .absent
  }

  /// FNV-1a over the parent id and the bytes.
  private static func hash(parent: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = (0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: parent)) &* 0x100_0000_01b3
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash ^ (hash >> 29)
  }
}
