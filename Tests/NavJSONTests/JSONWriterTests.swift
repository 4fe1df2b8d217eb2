import NavJSON
import Testing

@Suite struct JSONWriterTests {
  static let cases: [(JSONValue, String)] = [
    (nil, "null"),
    (true, "true"),
    (false, "false"),
    (0, "0"),
    (-7, "-7"),
    (.integer(Int64.max), "9223372036854775807"),
    (.integer(Int64.min), "-9223372036854775808"),
    (.double(1), "1.0"),
    (.double(0.1), "0.1"),
    (.double(-2.5), "-2.5"),
    (.double(1e16), "1e+16"),
    (.double(.leastNonzeroMagnitude), "5e-324"),
    (.double(.infinity), "null"),
    (.double(.nan), "null"),
    ("", "\"\""),
    ("a\"b\\c", "\"a\\\"b\\\\c\""),
    ("\n\r\t\u{8}\u{c}", "\"\\n\\r\\t\\b\\f\""),
    ("\u{0}\u{1}\u{1F}", "\"\\u0000\\u0001\\u001f\""),
    ("é日本😀/", "\"é日本😀/\""),
    ([], "[]"),
    ([:], "{}"),
    ([1, "x", nil], "[1,\"x\",null]"),
    (["b": 1, "a": ["c": [true]]], "{\"b\":1,\"a\":{\"c\":[true]}}"),
  ]

  @Test(arguments: cases)
  func writes(value: JSONValue, expected: String) {
    #expect(JSONWriter.string(of: value) == expected)
  }

  @Test func appendsToExistingBuffer() {
    var buffer = Array("x:".utf8)
    JSONWriter.append(["k": 1], to: &buffer)
    #expect(String(decoding: buffer, as: UTF8.self) == "x:{\"k\":1}")
  }

  static let roundTripValues: [JSONValue] = [
    ["jsonrpc": "2.0", "id": .integer(Int64.min), "result": ["a": [1, .double(2.5), "é\n\"", nil, true]]],
    [.double(0.1), .double(1e-7), .double(123_456_789.123), .double(-0.0), .double(1.7976931348623157e308)],
    ["nested": [[[["deep": ["x"]]]]]],
    .string((0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }.joined()),
  ]

  @Test(arguments: roundTripValues)
  func roundTrips(value: JSONValue) throws {
    let text = JSONWriter.bytes(of: value)
    #expect(try JSONParser.parse(text) == value)
    #expect(!text.contains(0x0A))
  }

  @Test(arguments: [
    "{\"a\":[1,2.5,\"x\"],\"b\":{\"c\":null}}", "[\"\\u0000\\n\",-0.0,1e+16]", "\"😀\"",
  ])
  func textRoundTripsByteForByte(text: String) throws {
    let value = try JSONParser.parse(text)
    let written = JSONWriter.string(of: value)
    #expect(try JSONParser.parse(written) == value)
    #expect(JSONWriter.string(of: try JSONParser.parse(written)) == written)
  }

  @Test func doublesRoundTripExactly() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let bits = generator.next() as UInt64
      let double = Double(bitPattern: bits)
      guard double.isFinite else { continue }
      let parsed = try JSONParser.parse(JSONWriter.bytes(of: .double(double)))
      #expect(parsed == .double(double))
    }
  }
}
