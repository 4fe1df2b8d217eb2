/// A JSON object: unique keys in insertion order.
///
/// Setting an existing key replaces its value in place (so a duplicate key in
/// parsed input keeps its first position and its last value). Lookups are
/// linear for small objects and indexed for large ones.
public struct JSONObject: Sendable, Hashable, Sequence {
  /// The members in order.
  public private(set) var members: [(key: String, value: JSONValue)]
  private var index: [String: Int]?

  /// Objects with more members than this keep a key index.
  private static let indexThreshold = 12

  /// An empty object.
  public init() {
    members = []
    index = nil
  }

  /// An object of `members`, whose keys are known to be distinct and few (no index).
  private init(distinctMembers: [(key: String, value: JSONValue)]) {
    members = distinctMembers
    index = nil
  }

  /// An object from key-value pairs; a repeated key keeps its first position and last value.
  public init(_ pairs: some Sequence<(String, JSONValue)>) {
    self.init()
    members.reserveCapacity(pairs.underestimatedCount)
    for (key, value) in pairs { self[key] = value }
  }

  /// An object from an array of key-value pairs; a repeated key keeps its first position and last value.
  ///
  /// Same as the `Sequence` initializer; this concrete overload is what array literals pick, so callers
  /// in other modules (every wire renderer) do not iterate through unspecialized generic code.
  public init(_ pairs: [(String, JSONValue)]) {
    if pairs.count <= Self.indexThreshold, Self.keysAreUnique(pairs) {
      // The renderers' case: a literal list of distinct keys becomes the members as it is.
      self.init(distinctMembers: pairs.map { (key: $0.0, value: $0.1) })
      return
    }
    self.init()
    members.reserveCapacity(pairs.count)
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
  public var count: Int { members.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  /// The keys in order.
  public var keys: [String] { members.map(\.key) }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    var position = 0
    while position < members.count {
      if members[position].key == key { return position }
      position &+= 1
    }
    return nil
  }

  /// The value for `key`; assigning `nil` removes the member.
  public subscript(key: String) -> JSONValue? {
    get { position(of: key).map { members[$0].value } }
    set {
      if let at = position(of: key) {
        if let newValue {
          members[at].value = newValue
        } else {
          members.remove(at: at)
          rebuildIndex()
        }
      } else if let newValue {
        members.append((key, newValue))
        if index != nil {
          index![key] = members.count - 1
        } else if members.count > Self.indexThreshold {
          rebuildIndex()
        }
      }
    }
  }

  private mutating func rebuildIndex() {
    guard members.count > Self.indexThreshold else {
      index = nil
      return
    }
    var built: [String: Int] = [:]
    built.reserveCapacity(members.count)
    for (offset, member) in members.enumerated() { built[member.key] = offset }
    index = built
  }

  /// Iterates the members in order.
  public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
    members.makeIterator()
  }

  /// Objects are equal when they have the same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (key, value) in lhs.members where rhs[key] != value { return false }
    return true
  }

  /// Hashes the members independently of their order, to agree with `==`.
  public func hash(into hasher: inout Hasher) {
    // Order-independent, to agree with `==`.
    var combined = 0
    for (key, value) in members {
      var memberHasher = Hasher()
      memberHasher.combine(key)
      memberHasher.combine(value)
      combined ^= memberHasher.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}
