/// A read position in a UTF-8 byte buffer, with the scalar-level JSON grammar
/// (whitespace, literals, numbers) that needs no scratch storage.
struct JSONCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { index >= bytes.count }

  @inline(__always)
  func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  /// Skips JSON whitespace: space, tab, line feed, carriage return.
  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index &+= 1
      default: return
      }
    }
  }

  /// Consumes `literal` (`true`, `false`, `null`) or throws at the first byte that differs.
  mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
    let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    for expected in text {
      guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }
      guard bytes[index] == expected else {
        throw JSONParseError(.unexpectedByte(bytes[index], expected: "'\(literal)'"), at: index)
      }
      index &+= 1
    }
  }

  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// Parses `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  ///
  /// A number beyond the finite `Double` range (`1e400`, a 400-digit integer) throws
  /// ``JSONParseError/Reason/numberOutOfRange`` unless `keepingOutOfRange`, which makes it `±infinity`.
  mutating func parseNumber(keepingOutOfRange: Bool = false) throws(JSONParseError) -> JSONValue {
    let start = index
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index &+= 1 }
    guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }
    var integer: Int64 = 0
    var overflowed = false
    let first = bytes[index]
    if first == UInt8(ascii: "0") {
      index &+= 1
      if index < bytes.count && isDigit(bytes[index]) { throw JSONParseError(.leadingZero, at: start) }
    } else if isDigit(first) {
      while index < bytes.count && isDigit(bytes[index]) {
        if !overflowed {
          let digit = Int64(bytes[index] &- UInt8(ascii: "0"))
          let (times10, overflow1) = integer.multipliedReportingOverflow(by: 10)
          let (next, overflow2) =
            negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
          if overflow1 || overflow2 { overflowed = true } else { integer = next }
        }
        index &+= 1
      }
    } else {
      throw JSONParseError(.unexpectedByte(first, expected: "a digit"), at: index)
    }
    var isInteger = true
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index &+= 1
      try expectDigits()
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      isInteger = false
      index &+= 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
        index &+= 1
      }
      try expectDigits()
    }
    if isInteger && !overflowed { return .integer(integer) }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let double = Double(text), double.isFinite || keepingOutOfRange else {
      throw JSONParseError(.numberOutOfRange, at: start)
    }
    return .double(double)
  }

  private mutating func expectDigits() throws(JSONParseError) {
    guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }
    guard isDigit(bytes[index]) else {
      throw JSONParseError(.unexpectedByte(bytes[index], expected: "a digit"), at: index)
    }
    while index < bytes.count && isDigit(bytes[index]) { index &+= 1 }
  }
}
