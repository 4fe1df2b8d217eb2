/// Serializes ``JSONValue`` to compact UTF-8 JSON, appending to a caller-owned buffer.
///
/// - Strings: `"`, `\` and control characters U+0000–U+001F are escaped (`\n`,
///   `\r`, `\t`, `\b`, `\f` by name, others as `\u00XX`); everything else,
///   non-ASCII included, is copied as UTF-8. Output therefore never contains a
///   raw line feed, so one value is always one NDJSON line.
/// - Integers are written exactly; doubles in their shortest round-trip form
///   (`1.0`, `0.1`, `1e+16`), so a double never reads back as an integer.
///   Non-finite doubles, which JSON cannot express, are written as `null`.
/// - Object members keep their order.
///
/// Values nest by recursion: depth is bounded by the parser's `maxDepth` for
/// parsed input, and by the program for values it builds itself.
public enum JSONWriter {
  /// Appends the JSON text of `value` to `buffer`.
  public static func append(_ value: JSONValue, to buffer: inout [UInt8]) {
    switch value {
    case .null: appendASCII("null", to: &buffer)
    case .bool(let flag): appendASCII(flag ? "true" : "false", to: &buffer)
    case .integer(let integer): appendInteger(integer, to: &buffer)
    case .double(let double): appendDouble(double, to: &buffer)
    case .string(let string): appendString(string, to: &buffer)
    case .array(let elements):
      buffer.append(UInt8(ascii: "["))
      var first = true
      for element in elements {
        if !first { buffer.append(UInt8(ascii: ",")) }
        first = false
        append(element, to: &buffer)
      }
      buffer.append(UInt8(ascii: "]"))
    case .object(let object):
      appendObject(object, to: &buffer)
    }
  }

  /// Appends the JSON text of `object` to `buffer`.
  public static func appendObject(_ object: JSONObject, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "{"))
    var first = true
    for (key, member) in object.members {
      if !first { buffer.append(UInt8(ascii: ",")) }
      first = false
      appendString(key, to: &buffer)
      buffer.append(UInt8(ascii: ":"))
      append(member, to: &buffer)
    }
    buffer.append(UInt8(ascii: "}"))
  }

  /// The JSON text of `value` as bytes.
  public static func bytes(of value: JSONValue) -> [UInt8] {
    var buffer: [UInt8] = []
    append(value, to: &buffer)
    return buffer
  }

  /// The JSON text of `value` as a string.
  public static func string(of value: JSONValue) -> String {
    String(decoding: bytes(of: value), as: UTF8.self)
  }

  /// Appends an ASCII literal verbatim (no escaping); for `null`, `true`, punctuation and fixed keys.
  @inline(__always)
  public static func appendASCII(_ literal: StaticString, to buffer: inout [UInt8]) {
    buffer.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends the decimal digits of `value`.
  public static func appendInteger(_ value: Int64, to buffer: inout [UInt8]) {
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    appendUnsigned(value.magnitude, to: &buffer)
  }

  /// Appends the decimal digits of `value`.
  public static func appendUnsigned(_ value: UInt64, to buffer: inout [UInt8]) {
    if value < 10 {
      buffer.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var remaining = value
      var position = 20
      while remaining > 0 {
        position &-= 1
        digits[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
        remaining /= 10
      }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: digits[position..<20]))
    }
  }

  /// Appends `value` in its shortest round-trip form, or `null` if it is not finite.
  public static func appendDouble(_ value: Double, to buffer: inout [UInt8]) {
    guard value.isFinite else {
      appendASCII("null", to: &buffer)
      return
    }
    buffer.append(contentsOf: value.description.utf8)
  }

  /// Appends `string` as a quoted, escaped JSON string.
  public static func appendString(_ string: String, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { utf8 in
      var runStart = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        if runStart < index { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
        runStart = index &+ 1
        appendEscaped(byte, to: &buffer)
      }
      if runStart < utf8.count { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }
    buffer.append(UInt8(ascii: "\""))
  }

  private static func appendEscaped(_ byte: UInt8, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
    case 0x0A: buffer.append(UInt8(ascii: "n"))
    case 0x0D: buffer.append(UInt8(ascii: "r"))
    case 0x09: buffer.append(UInt8(ascii: "t"))
    case 0x08: buffer.append(UInt8(ascii: "b"))
    case 0x0C: buffer.append(UInt8(ascii: "f"))
    default:
      let hex: StaticString = "0123456789abcdef"
      appendASCII("u00", to: &buffer)
      buffer.append(hex.utf8Start[Int(byte >> 4)])
      buffer.append(hex.utf8Start[Int(byte & 0x0F)])
    }
  }
}

extension JSONValue {
  /// The compact JSON text of this value (see ``JSONWriter``).
  public var jsonText: String { JSONWriter.string(of: self) }
}
