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
    object.forEachMember { key, member in
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
    withDigits(of: value) { buffer.append(contentsOf: $0) }
  }

  /// Calls `body` with the decimal digits of `value` (for the writers that copy them themselves).
  @inline(__always)
  static func withDigits(of value: UInt64, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if value < 10 {
      var digit = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
      withUnsafePointer(to: &digit) { body(UnsafeBufferPointer(start: $0, count: 1)) }
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
      body(UnsafeBufferPointer(rebasing: digits[position..<20]))
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
  ///
  /// Scans eight bytes at a time for a byte that needs escaping, so the common case — a key or a
  /// URL with nothing to escape — is one scan and one copy.
  public static func appendString(_ string: String, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "\""))
    forEachPiece(of: string, copy: { buffer.append(contentsOf: $0) }, escape: { appendEscaped($0, to: &buffer) })
    buffer.append(UInt8(ascii: "\""))
  }

  /// Splits `string`'s UTF-8 into what a JSON string copies as it is (`copy`, in runs) and the bytes
  /// it must escape (`escape`, one at a time), in order; the quotes are the caller's.
  @inline(__always)
  static func forEachPiece(
    of string: String, copy: (UnsafeBufferPointer<UInt8>) -> Void, escape: (UInt8) -> Void
  ) {
    var string = string
    string.withUTF8 { forEachPiece(ofUTF8: $0, copy: copy, escape: escape) }
  }

  /// ``forEachPiece(of:copy:escape:)`` for a string given as its UTF-8 bytes.
  @inline(__always)
  static func forEachPiece(
    ofUTF8 utf8: UnsafeBufferPointer<UInt8>, copy: (UnsafeBufferPointer<UInt8>) -> Void, escape: (UInt8) -> Void
  ) {
    var runStart = 0
    var index = firstEscapedByte(in: utf8, from: 0)
    while index < utf8.count {
      if runStart < index { copy(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
      escape(utf8[index])
      runStart = index &+ 1
      index = firstEscapedByte(in: utf8, from: runStart)
    }
    if runStart < utf8.count { copy(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
  }

  /// The index of the first byte at or after `start` that JSON strings must escape (`"`, `\\`, or
  /// below U+0020), or `utf8.count` when there is none.
  @inline(__always)
  private static func firstEscapedByte(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = utf8.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      while index &+ 8 <= utf8.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        // A byte is zero in `x` exactly when `x &- ones` borrows into its high bit and it was clear.
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let special = control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs)
        if special != 0 { break }
        index &+= 8
      }
    }
    while index < utf8.count {
      let byte = utf8[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
      index &+= 1
    }
    return index
  }

  /// Appends the escape sequence of `byte`, a byte ``appendString(_:to:)`` must escape.
  static func appendEscaped(_ byte: UInt8, to buffer: inout [UInt8]) {
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
