/// A strict RFC 8259 JSON parser from UTF-8 bytes to ``JSONValue``.
///
/// - Iterative: nesting is tracked on heap stacks, never on the call stack, so
///   hostile input cannot overflow the stack; ``maxDepth`` levels of arrays and
///   objects are allowed (a top-level object is depth 1), one more is
///   ``JSONParseError/Reason/depthLimitExceeded(limit:)``.
/// - Numbers: an integer literal (no fraction, no exponent) within `Int64` is
///   ``JSONValue/integer(_:)``; every other number is ``JSONValue/double(_:)``;
///   a number beyond the finite `Double` range is rejected, or kept as `±infinity` under
///   ``OutOfRangeNumbers/keepAsInfinity`` (see ``keptOutOfRangeNumber``).
/// - Strings: all escapes including surrogate pairs; an unpaired surrogate escape is
///   rejected (a Swift `String` cannot hold it); raw control characters and
///   ill-formed UTF-8 are rejected. A byte-order mark is not skipped.
/// - Duplicate object keys keep their first position and last value (see ``JSONObject``).
///
/// A parser keeps scratch buffers between calls; reuse one instance to avoid
/// re-allocating them for every message.
public struct JSONParser {
  /// The default nesting limit.
  public static let defaultMaxDepth = 512

  /// What to do with a number beyond the finite `Double` range (`1e400`, a 400-digit integer).
  public enum OutOfRangeNumbers: Sendable, Hashable {
    /// Throw ``JSONParseError/Reason/numberOutOfRange``: the value cannot be written back.
    case reject
    /// Keep it as `.double(±infinity)`, for callers that must judge where it stands
    /// (a JSON-RPC `id` beyond `Int64` is an invalid request, not a parse error).
    case keepAsInfinity
  }

  /// Array/object levels allowed; one more is an error.
  public var maxDepth: Int
  /// How numbers beyond the finite `Double` range are handled; `.reject` by default.
  public var outOfRangeNumbers: OutOfRangeNumbers
  /// Whether the last successful parse kept such a number as an infinity.
  public private(set) var keptOutOfRangeNumber = false

  var scratch: [UInt8] = []
  private var arrays: [[JSONValue]] = []
  private var objects: [JSONObject] = []
  private var keys: [String] = []
  private var containerIsObject: [Bool] = []

  /// Creates a parser that allows `maxDepth` levels of nesting.
  public init(maxDepth: Int = JSONParser.defaultMaxDepth, outOfRangeNumbers: OutOfRangeNumbers = .reject) {
    self.maxDepth = maxDepth
    self.outOfRangeNumbers = outOfRangeNumbers
  }

  /// Parses one JSON text (surrounded by optional whitespace) from `bytes`.
  public mutating func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
    let typed = bytes.bindMemory(to: UInt8.self)
    defer {
      arrays.removeAll(keepingCapacity: true)
      objects.removeAll(keepingCapacity: true)
      keys.removeAll(keepingCapacity: true)
      containerIsObject.removeAll(keepingCapacity: true)
    }
    keptOutOfRangeNumber = false
    var cursor = JSONCursor(typed)
    return try parseDocument(&cursor)
  }

  /// Parses one JSON text from a byte array.
  public mutating func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    var result: Result<JSONValue, JSONParseError> = .failure(JSONParseError(.unexpectedEnd, at: 0))
    bytes.withUnsafeBytes { raw in
      do throws(JSONParseError) {
        result = .success(try parse(raw))
      } catch {
        result = .failure(error)
      }
    }
    return try result.get()
  }

  /// Parses one JSON text from the UTF-8 of `text`.
  public mutating func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  /// Parses one JSON text from a byte array with a fresh parser.
  public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(maxDepth: maxDepth)
    return try parser.parse(bytes)
  }

  /// Parses one JSON text from the UTF-8 of `text` with a fresh parser.
  public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(maxDepth: maxDepth)
    return try parser.parse(text)
  }

  private mutating func openContainer(isObject: Bool, _ cursor: inout JSONCursor) throws(JSONParseError) {
    if containerIsObject.count >= maxDepth {
      throw JSONParseError(.depthLimitExceeded(limit: maxDepth), at: cursor.index)
    }
    containerIsObject.append(isObject)
    if isObject { objects.append(JSONObject()) } else { arrays.append([]) }
  }

  /// Reads `"key"` and the `:` after it, leaving the cursor at the member's value.
  private mutating func parseMemberKey(_ cursor: inout JSONCursor) throws(JSONParseError) {
    cursor.skipWhitespace()
    guard let byte = cursor.peek() else { throw JSONParseError(.unexpectedEnd, at: cursor.index) }
    guard byte == UInt8(ascii: "\"") else {
      throw JSONParseError(.unexpectedByte(byte, expected: "a string key"), at: cursor.index)
    }
    keys.append(try parseString(&cursor))
    cursor.skipWhitespace()
    guard let colon = cursor.peek() else { throw JSONParseError(.unexpectedEnd, at: cursor.index) }
    guard colon == UInt8(ascii: ":") else {
      throw JSONParseError(.unexpectedByte(colon, expected: "':'"), at: cursor.index)
    }
    cursor.index &+= 1
  }

  private mutating func parseDocument(_ cursor: inout JSONCursor) throws(JSONParseError) -> JSONValue {
    while true {
      // Parse one value; containers that open here continue the outer loop for their first member.
      cursor.skipWhitespace()
      guard let byte = cursor.peek() else { throw JSONParseError(.unexpectedEnd, at: cursor.index) }
      var value: JSONValue
      switch byte {
      case UInt8(ascii: "{"):
        try openContainer(isObject: true, &cursor)
        cursor.index &+= 1
        cursor.skipWhitespace()
        if cursor.peek() == UInt8(ascii: "}") {
          cursor.index &+= 1
          containerIsObject.removeLast()
          value = .object(objects.removeLast())
        } else {
          try parseMemberKey(&cursor)
          continue
        }
      case UInt8(ascii: "["):
        try openContainer(isObject: false, &cursor)
        cursor.index &+= 1
        cursor.skipWhitespace()
        if cursor.peek() == UInt8(ascii: "]") {
          cursor.index &+= 1
          containerIsObject.removeLast()
          value = .array(arrays.removeLast())
        } else {
          continue
        }
      case UInt8(ascii: "\""):
        value = .string(try parseString(&cursor))
      case UInt8(ascii: "t"):
        try cursor.expectLiteral("true")
        value = .bool(true)
      case UInt8(ascii: "f"):
        try cursor.expectLiteral("false")
        value = .bool(false)
      case UInt8(ascii: "n"):
        try cursor.expectLiteral("null")
        value = .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = try cursor.parseNumber(keepingOutOfRange: outOfRangeNumbers == .keepAsInfinity)
        if case .double(let double) = value, !double.isFinite { keptOutOfRangeNumber = true }
      default:
        throw JSONParseError(.unexpectedByte(byte, expected: "a JSON value"), at: cursor.index)
      }

      // Deliver the value to its container; close every container that ends here.
      while true {
        guard let isObject = containerIsObject.last else {
          cursor.skipWhitespace()
          guard cursor.isAtEnd else { throw JSONParseError(.trailingContent, at: cursor.index) }
          return value
        }
        if isObject {
          objects[objects.count - 1][keys.removeLast()] = value
        } else {
          arrays[arrays.count - 1].append(value)
        }
        cursor.skipWhitespace()
        guard let next = cursor.peek() else { throw JSONParseError(.unexpectedEnd, at: cursor.index) }
        if next == UInt8(ascii: ",") {
          cursor.index &+= 1
          if isObject { try parseMemberKey(&cursor) }
          break
        }
        if isObject && next == UInt8(ascii: "}") {
          cursor.index &+= 1
          containerIsObject.removeLast()
          value = .object(objects.removeLast())
        } else if !isObject && next == UInt8(ascii: "]") {
          cursor.index &+= 1
          containerIsObject.removeLast()
          value = .array(arrays.removeLast())
        } else {
          let expected = isObject ? "',' or '}'" : "',' or ']'"
          throw JSONParseError(.unexpectedByte(next, expected: expected), at: cursor.index)
        }
      }
    }
  }
}
