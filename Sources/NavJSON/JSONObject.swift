/// A JSON object: unique keys in insertion order.
///
/// Setting an existing key replaces its value in place (so a duplicate key in
/// parsed input keeps its first position and its last value). Lookups are
/// linear for small objects and indexed for large ones.
public struct JSONObject: Sendable, Hashable, Sequence {
  /// One member. A struct rather than a tuple so that copying and destroying an array of them
  /// runs specialised code instead of the runtime's generic tuple witnesses (a measurable share of
  /// writing a response).
  @usableFromInline
  struct Member: Sendable {
    @usableFromInline var key: String
    @usableFromInline var value: JSONValue

    @inlinable
    init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  @usableFromInline
  private(set) var storage: [Member]
  private var index: [String: Int]?

  /// The members in order.
  public var members: [(key: String, value: JSONValue)] { storage.map { (key: $0.key, value: $0.value) } }

  /// Objects with more members than this keep a key index.
  private static let indexThreshold = 12

  /// An empty object.
  public init() {
    storage = []
    index = nil
  }

  /// An object of `members`, whose keys are known to be distinct and few (no index).
  private init(distinctMembers: [Member]) {
    storage = distinctMembers
    index = nil
  }

  /// An object from key-value pairs; a repeated key keeps its first position and last value.
  public init(_ pairs: some Sequence<(String, JSONValue)>) {
    self.init()
    storage.reserveCapacity(pairs.underestimatedCount)
    for (key, value) in pairs { self[key] = value }
  }

  /// An object from an array of key-value pairs; a repeated key keeps its first position and last value.
  ///
  /// Same as the `Sequence` initializer; this concrete overload is what array literals pick, so callers
  /// in other modules (every wire renderer) do not iterate through unspecialized generic code.
  public init(_ pairs: [(String, JSONValue)]) {
    if pairs.count <= Self.indexThreshold, Self.keysAreUnique(pairs) {
      // The renderers' case: a literal list of distinct keys becomes the members as it is.
      self.init(distinctMembers: pairs.map { Member(key: $0.0, value: $0.1) })
      return
    }
    self.init()
    storage.reserveCapacity(pairs.count)
    for (key, value) in pairs { self[key] = value }
  }

  /// Whether no two of `pairs` share a key; byte counts are compared first, since most keys differ in length.
  private static func keysAreUnique(_ pairs: [(String, JSONValue)]) -> Bool {
    var position = 1
    while position < pairs.count {
      let key = pairs[position].0
      let length = key.utf8.count
      var earlier = 0
      while earlier < position {
        let other = pairs[earlier].0
        if other.utf8.count == length && other == key { return false }
        earlier &+= 1
      }
      position &+= 1
    }
    return true
  }

  /// The number of members.
  public var count: Int { storage.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { storage.isEmpty }

  /// The keys in order.
  public var keys: [String] { storage.map(\.key) }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    var position = 0
    while position < storage.count {
      if storage[position].key == key { return position }
      position &+= 1
    }
    return nil
  }

  /// The value for `key`; assigning `nil` removes the member.
  public subscript(key: String) -> JSONValue? {
    get { position(of: key).map { storage[$0].value } }
    set {
      if let at = position(of: key) {
        if let newValue {
          storage[at].value = newValue
        } else {
          storage.remove(at: at)
          rebuildIndex()
        }
      } else if let newValue {
        storage.append(Member(key: key, value: newValue))
        if index != nil {
          index![key] = storage.count - 1
        } else if storage.count > Self.indexThreshold {
          rebuildIndex()
        }
      }
    }
  }

  private mutating func rebuildIndex() {
    guard storage.count > Self.indexThreshold else {
      index = nil
      return
    }
    var built: [String: Int] = [:]
    built.reserveCapacity(storage.count)
    for (offset, member) in storage.enumerated() { built[member.key] = offset }
    index = built
  }

  /// Iterates the members in order.
  public func makeIterator() -> Iterator { Iterator(storage: storage) }

  /// The members in order, as `(key, value)` pairs.
  public struct Iterator: IteratorProtocol {
    private let storage: [Member]
    private var position = 0

    fileprivate init(storage: [Member]) { self.storage = storage }

    /// The next member, or `nil` after the last.
    public mutating func next() -> (key: String, value: JSONValue)? {
      guard position < storage.count else { return nil }
      defer { position &+= 1 }
      return (storage[position].key, storage[position].value)
    }
  }

  /// Calls `body` with each member's key and value in order, without building pairs (the writer's loop).
  @inlinable
  public func forEachMember(_ body: (String, JSONValue) throws -> Void) rethrows {
    for member in storage { try body(member.key, member.value) }
  }

  /// Objects are equal when they have the same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for member in lhs.storage where rhs[member.key] != member.value { return false }
    return true
  }

  /// Hashes the members independently of their order, to agree with `==`.
  public func hash(into hasher: inout Hasher) {
    // Order-independent, to agree with `==`.
    var combined = 0
    for member in storage {
      var memberHasher = Hasher()
      memberHasher.combine(member.key)
      memberHasher.combine(member.value)
      combined ^= memberHasher.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}
