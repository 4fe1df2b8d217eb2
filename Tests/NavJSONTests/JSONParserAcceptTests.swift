import NavJSON
import Testing

/// Inputs a strict RFC 8259 parser must accept (after JSONTestSuite's `y_` cases), with the value each yields.
@Suite struct JSONParserAcceptTests {
  static let cases: [(String, JSONValue)] = [
    ("[]", []),
    ("{}", [:]),
    (" \t\r\n[ ] \n", []),
    ("[null]", [nil]),
    ("[true,false]", [true, false]),
    ("0", 0),
    ("-0", 0),
    ("-0.0", .double(-0.0)),
    ("1", 1),
    ("-1", -1),
    ("[123]", [123]),
    ("9223372036854775807", .integer(Int64.max)),
    ("-9223372036854775808", .integer(Int64.min)),
    ("9223372036854775808", .double(9_223_372_036_854_775_808)),
    ("-9223372036854775809", .double(-9_223_372_036_854_775_808.0)),
    ("1.0", .double(1)),
    ("1e0", .double(1)),
    ("1E+2", .double(100)),
    ("1e-2", .double(0.01)),
    ("123.456e-789", .double(0)),
    ("[1.5, -2.25]", [.double(1.5), .double(-2.25)]),
    ("[0e1]", [.double(0)]),
    ("\"\"", ""),
    ("\"abc\"", "abc"),
    ("\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"", "\"\\/\u{8}\u{c}\n\r\t"),
    ("\"\\u0041\\u00e9\"", "Aé"),
    ("\"\\u0000\"", "\u{0}"),
    ("\"\\uD834\\uDD1E\"", "𝄞"),
    ("\"\\ud83d\\ude00\"", "😀"),
    ("\"\\uFFFF\"", "\u{FFFF}"),
    ("\"é日本😀\"", "é日本😀"),
    ("\"\u{7F}\"", "\u{7F}"),
    ("{\"a\":1,\"b\":[2,{\"c\":null}]}", ["a": 1, "b": [2, ["c": nil]]]),
    ("{\"a\":1,\"a\":2}", ["a": 2]),
    ("[[[[[]]]]]", [[[[[]]]]]),
    ("{\"\":0}", ["": 0]),
  ]

  @Test(arguments: cases)
  func accepts(input: String, expected: JSONValue) throws {
    let value = try JSONParser.parse(input)
    #expect(value == expected)
  }

  @Test func integersAndDoublesStayDistinct() throws {
    #expect(try JSONParser.parse("1") == .integer(1))
    #expect(try JSONParser.parse("1.0") == .double(1))
    #expect(try JSONParser.parse("1e0") == .double(1))
  }

  @Test func duplicateKeyKeepsFirstPositionAndLastValue() throws {
    let value = try JSONParser.parse("{\"a\":1,\"b\":2,\"a\":3}")
    #expect(value.objectValue?.keys == ["a", "b"])
    #expect(value["a"] == 3)
  }

  @Test func keepsMemberOrder() throws {
    let value = try JSONParser.parse("{\"z\":1,\"a\":2,\"m\":3}")
    #expect(value.objectValue?.keys == ["z", "a", "m"])
  }

  @Test func reusedParserGivesIndependentResults() throws {
    var parser = JSONParser()
    let first = try parser.parse("[\"a\\n\", {\"k\": [1]}]")
    let second = try parser.parse("{\"x\": \"\\u00e9\"}")
    #expect(first == ["a\n", ["k": [1]]])
    #expect(second == ["x": "é"])
    #expect(throws: JSONParseError.self) { try parser.parse("[1,") }
    #expect(try parser.parse("[2]") == [2])
  }

  @Test func largeArrayAndLongString() throws {
    let count = 10_000
    let text = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
    #expect(try JSONParser.parse(text).arrayValue?.count == count)
    let long = String(repeating: "xé", count: 50_000)
    #expect(try JSONParser.parse("\"\(long)\"") == .string(long))
  }
}
