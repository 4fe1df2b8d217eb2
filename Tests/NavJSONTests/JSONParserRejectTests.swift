import NavJSON
import Testing

/// Inputs a strict parser must reject (after JSONTestSuite's `n_` cases), with the reason and offset reported.
@Suite struct JSONParserRejectTests {
  static let cases: [(String, JSONParseError.Reason, Int)] = [
    ("", .unexpectedEnd, 0),
    ("   ", .unexpectedEnd, 3),
    ("[", .unexpectedEnd, 1),
    ("[1,", .unexpectedEnd, 3),
    ("{\"a\":", .unexpectedEnd, 5),
    ("[1,]", .unexpectedByte(UInt8(ascii: "]"), expected: "a JSON value"), 3),
    ("[,1]", .unexpectedByte(UInt8(ascii: ","), expected: "a JSON value"), 1),
    ("{\"a\":1,}", .unexpectedByte(UInt8(ascii: "}"), expected: "a string key"), 7),
    ("{a:1}", .unexpectedByte(UInt8(ascii: "a"), expected: "a string key"), 1),
    ("{'a':1}", .unexpectedByte(UInt8(ascii: "'"), expected: "a string key"), 1),
    ("{\"a\" 1}", .unexpectedByte(UInt8(ascii: "1"), expected: "':'"), 5),
    ("[1 2]", .unexpectedByte(UInt8(ascii: "2"), expected: "',' or ']'"), 3),
    ("{\"a\":1 \"b\":2}", .unexpectedByte(UInt8(ascii: "\""), expected: "',' or '}'"), 7),
    ("[1]]", .trailingContent, 3),
    ("{} {}", .trailingContent, 3),
    ("1 2", .trailingContent, 2),
    ("tru", .unexpectedEnd, 3),
    ("trUe", .unexpectedByte(UInt8(ascii: "U"), expected: "'true'"), 2),
    ("nul", .unexpectedEnd, 3),
    ("NaN", .unexpectedByte(UInt8(ascii: "N"), expected: "a JSON value"), 0),
    ("Infinity", .unexpectedByte(UInt8(ascii: "I"), expected: "a JSON value"), 0),
    ("01", .leadingZero, 0),
    ("-01", .leadingZero, 0),
    ("+1", .unexpectedByte(UInt8(ascii: "+"), expected: "a JSON value"), 0),
    ("-", .unexpectedEnd, 1),
    ("-a", .unexpectedByte(UInt8(ascii: "a"), expected: "a digit"), 1),
    (".5", .unexpectedByte(UInt8(ascii: "."), expected: "a JSON value"), 0),
    ("1.", .unexpectedEnd, 2),
    ("1.e3", .unexpectedByte(UInt8(ascii: "e"), expected: "a digit"), 2),
    ("1e", .unexpectedEnd, 2),
    ("1e+", .unexpectedEnd, 3),
    ("[1e+]", .unexpectedByte(UInt8(ascii: "]"), expected: "a digit"), 4),
    ("0x10", .trailingContent, 1),
    ("1e400", .numberOutOfRange, 0),
    ("-1e400", .numberOutOfRange, 0),
    ("\"abc", .unexpectedEnd, 4),
    ("\"a\u{0}b\"", .controlCharacterInString(0), 2),
    ("\"a\nb\"", .controlCharacterInString(0x0A), 2),
    ("\"\t\"", .controlCharacterInString(0x09), 1),
    ("\"\\x\"", .invalidEscape, 1),
    ("\"\\'\"", .invalidEscape, 1),
    ("\"\\u12\"", .invalidUnicodeEscape, 1),
    ("\"\\u12", .unexpectedEnd, 5),
    ("\"\\uGGGG\"", .invalidUnicodeEscape, 1),
    ("\"\\uD800\"", .loneSurrogate(0xD800), 1),
    ("\"\\uD800\\u0041\"", .loneSurrogate(0xD800), 1),
    ("\"\\uDC00\"", .loneSurrogate(0xDC00), 1),
    ("\"\\uD800\\uD800\"", .loneSurrogate(0xD800), 1),
    ("\u{FEFF}{}", .unexpectedByte(0xEF, expected: "a JSON value"), 0),
    ("[\u{C}]", .unexpectedByte(0x0C, expected: "a JSON value"), 1),
    ("[\"a\"\u{A0}]", .unexpectedByte(0xC2, expected: "',' or ']'"), 4),
  ]

  @Test(arguments: cases)
  func rejects(input: String, reason: JSONParseError.Reason, offset: Int) {
    #expect(throws: JSONParseError(reason, at: offset)) { try JSONParser.parse(input) }
  }

  static let invalidUTF8: [[UInt8]] = [
    [0x22, 0x80, 0x22],  // lone continuation byte
    [0x22, 0xC0, 0xAF, 0x22],  // overlong '/'
    [0x22, 0xC1, 0xBF, 0x22],  // overlong
    [0x22, 0xE0, 0x80, 0xAF, 0x22],  // overlong 3-byte
    [0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate U+D800
    [0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22],  // overlong 4-byte
    [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // beyond U+10FFFF
    [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22],  // invalid lead
    [0x22, 0xFF, 0x22],
    [0x22, 0xE6, 0x97, 0x22],  // truncated 3-byte before the quote
    [0x22, 0x5C, 0x6E, 0xC3, 0x28, 0x22],  // bad continuation after an escape
  ]

  @Test(arguments: invalidUTF8)
  func rejectsInvalidUTF8(bytes: [UInt8]) {
    #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
    do {
      _ = try JSONParser.parse(bytes)
    } catch {
      #expect(error.reason == .invalidUTF8)
    }
  }

  @Test func truncatedMultibyteAtEndIsUnexpectedEnd() {
    #expect(throws: JSONParseError(.unexpectedEnd, at: 3)) { try JSONParser.parse([0x22, 0xE6, 0x97]) }
  }

  @Test func messagesNameTheProblemAndOffset() {
    let error = JSONParseError(.unexpectedByte(UInt8(ascii: "]"), expected: "a JSON value"), at: 3)
    #expect(error.description == "unexpected ']', expected a JSON value at byte 3")
    #expect(
      JSONParseError(.controlCharacterInString(0x0A), at: 0).message
        == "unescaped control character byte 0x0A in string")
    #expect(JSONParseError(.loneSurrogate(0xD800), at: 0).message == "unpaired UTF-16 surrogate \\uD800 in string")
  }
}
