import NavJSON
import Testing

/// The string writer scans eight bytes at a time; these put each byte that must be escaped at
/// every position of strings long enough to cross several words, and check against the escape
/// table byte by byte.
@Suite struct JSONWriterEscapingTests {
  static let specials: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1F, 0x22, 0x5C]

  /// The escape of one byte, written out from the JSON grammar.
  static func expected(_ byte: UInt8) -> String {
    switch byte {
    case 0x22: return "\\\""
    case 0x5C: return "\\\\"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x09: return "\\t"
    case 0x08: return "\\b"
    case 0x0C: return "\\f"
    default:
      let hex = Array("0123456789abcdef")
      return "\\u00" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
    }
  }

  @Test(arguments: specials)
  func escapesAByteAtEveryPosition(_ special: UInt8) {
    for length in 1...19 {
      for position in 0..<length {
        var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
        bytes[position] = special
        let text = String(decoding: bytes, as: UTF8.self)
        let prefix = String(repeating: "a", count: position)
        let suffix = String(repeating: "a", count: length - position - 1)
        #expect(JSONValue.string(text).jsonText == "\"" + prefix + Self.expected(special) + suffix + "\"")
      }
    }
  }

  @Test func copiesNonASCIIAndBytesJustAboveTheControlRangeAsTheyAre() {
    let text = "  !#[]~\u{7F}é日本語😀/path?q=1&r=2 "
    #expect(JSONValue.string(text).jsonText == "\"" + text + "\"")
  }

  @Test func escapesEverySpecialInOneLongString() {
    let bytes = Self.specials + Self.specials.reversed() + Array("plain-run-of-text".utf8) + Self.specials
    let expected = bytes.map { Self.specials.contains($0) ? Self.expected($0) : String(UnicodeScalar($0)) }.joined()
    #expect(JSONValue.string(String(decoding: bytes, as: UTF8.self)).jsonText == "\"" + expected + "\"")
  }
}
