/// A JSON value as navd reads and writes it.
///
/// Numbers keep the distinction the wire protocol needs: an integer literal
/// (no fraction, no exponent) that fits in `Int64` is ``integer(_:)``; every
/// other number (`1.0`, `1e0`, integers beyond `Int64`) is ``double(_:)``.
/// Objects keep their keys in insertion order (see ``JSONObject``), so output
/// is deterministic byte for byte.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int64)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)
}

extension JSONValue {
  /// The string, if this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The boolean, if this is a JSON `true` or `false` (never a number).
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The integer, if this was written as an integer literal within `Int64`.
  public var integerValue: Int64? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The object, if this is an object.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// Whether this is JSON `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The member `key` of an object; `nil` for a missing key or a non-object.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }

  /// A short name of this value's JSON type, for error messages ("string", "object", ...).
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .integer, .double: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int64) { self = .integer(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
  public init(nilLiteral: ()) { self = .null }
  public init(floatLiteral value: Double) { self = .double(value) }
}

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
    self.init()
    members.reserveCapacity(pairs.count)
    for (key, value) in pairs { self[key] = value }
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

  public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
    members.makeIterator()
  }

  /// Objects are equal when they have the same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (key, value) in lhs.members where rhs[key] != value { return false }
    return true
  }

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
