extension JSONParser {
  /// Parses a string whose opening quote is at the cursor; leaves the cursor after the closing quote.
  ///
  /// Strings without escapes are decoded straight from the input; strings with
  /// escapes are assembled in the parser's reusable scratch buffer.
  mutating func parseString(_ cursor: inout JSONCursor) throws(JSONParseError) -> String {
    let bytes = cursor.bytes
    cursor.index &+= 1
    let start = cursor.index
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        cursor.index = index &+ 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw JSONParseError(.controlCharacterInString(byte), at: index) }
      index = byte < 0x80 ? index &+ 1 : try Self.validatedUTF8Sequence(bytes, at: index)
    }
    guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }

    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        cursor.index = index &+ 1
        return String(decoding: scratch, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        index = try appendEscape(bytes, at: index)
      } else if byte < 0x20 {
        throw JSONParseError(.controlCharacterInString(byte), at: index)
      } else if byte < 0x80 {
        scratch.append(byte)
        index &+= 1
      } else {
        let end = try Self.validatedUTF8Sequence(bytes, at: index)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
        index = end
      }
    }
    throw JSONParseError(.unexpectedEnd, at: index)
  }

  /// Decodes the escape whose backslash is at `index` into the scratch buffer; returns the index after it.
  private mutating func appendEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws(JSONParseError) -> Int {
    let escapeIndex = index &+ 1
    guard escapeIndex < bytes.count else { throw JSONParseError(.unexpectedEnd, at: escapeIndex) }
    let decoded: UInt8
    switch bytes[escapeIndex] {
    case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"): return try appendUnicodeEscape(bytes, at: index)
    default: throw JSONParseError(.invalidEscape, at: index)
    }
    scratch.append(decoded)
    return escapeIndex &+ 1
  }

  /// Decodes `\uXXXX` (and its low-surrogate partner) at `index`; returns the index after it.
  private mutating func appendUnicodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws(JSONParseError)
    -> Int
  {
    let high = try Self.hexUnit(bytes, at: index)
    var next = index &+ 6
    let scalarValue: UInt32
    switch high {
    case 0xD800...0xDBFF:
      guard next &+ 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next &+ 1] == UInt8(ascii: "u") else {
        throw JSONParseError(.loneSurrogate(high), at: index)
      }
      let low = try Self.hexUnit(bytes, at: next)
      guard (0xDC00...0xDFFF).contains(low) else { throw JSONParseError(.loneSurrogate(high), at: index) }
      scalarValue = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      next &+= 6
    case 0xDC00...0xDFFF:
      throw JSONParseError(.loneSurrogate(high), at: index)
    default:
      scalarValue = UInt32(high)
    }
    appendUTF8(scalarValue)
    return next
  }

  /// Appends the UTF-8 encoding of a Unicode scalar value (never a surrogate) to the scratch buffer.
  private mutating func appendUTF8(_ value: UInt32) {
    switch value {
    case ..<0x80:
      scratch.append(UInt8(truncatingIfNeeded: value))
    case ..<0x800:
      scratch.append(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
      scratch.append(0x80 | UInt8(truncatingIfNeeded: value) & 0x3F)
    case ..<0x10000:
      scratch.append(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
      scratch.append(0x80 | UInt8(truncatingIfNeeded: value >> 6) & 0x3F)
      scratch.append(0x80 | UInt8(truncatingIfNeeded: value) & 0x3F)
    default:
      scratch.append(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
      scratch.append(0x80 | UInt8(truncatingIfNeeded: value >> 12) & 0x3F)
      scratch.append(0x80 | UInt8(truncatingIfNeeded: value >> 6) & 0x3F)
      scratch.append(0x80 | UInt8(truncatingIfNeeded: value) & 0x3F)
    }
  }

  /// The UTF-16 unit of the `\uXXXX` escape whose backslash is at `index`.
  private static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws(JSONParseError) -> UInt16 {
    var unit: UInt16 = 0
    for offset in 2..<6 {
      guard index &+ offset < bytes.count else { throw JSONParseError(.unexpectedEnd, at: bytes.count) }
      let byte = bytes[index &+ offset]
      let nibble: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte &- UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte &- UInt8(ascii: "a") &+ 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte &- UInt8(ascii: "A") &+ 10
      default: throw JSONParseError(.invalidUnicodeEscape, at: index)
      }
      unit = unit << 4 | UInt16(nibble)
    }
    return unit
  }

  /// Checks the multi-byte UTF-8 sequence starting at `index` (Unicode 15, table 3-7);
  /// returns the index after it.
  @inline(__always)
  static func validatedUTF8Sequence(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws(JSONParseError) -> Int {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: throw JSONParseError(.invalidUTF8, at: index)
    }
    guard index &+ length <= bytes.count else {
      // A truncated sequence: report ill-formed bytes if they already are, else the early end.
      var probe = index &+ 1
      while probe < bytes.count {
        let range = probe == index &+ 1 ? secondRange : 0x80...0xBF
        guard range.contains(bytes[probe]) else { throw JSONParseError(.invalidUTF8, at: index) }
        probe &+= 1
      }
      throw JSONParseError(.unexpectedEnd, at: bytes.count)
    }
    guard secondRange.contains(bytes[index &+ 1]) else { throw JSONParseError(.invalidUTF8, at: index) }
    var probe = index &+ 2
    while probe < index &+ length {
      guard bytes[probe] & 0xC0 == 0x80 else { throw JSONParseError(.invalidUTF8, at: index) }
      probe &+= 1
    }
    return index &+ length
  }
}
