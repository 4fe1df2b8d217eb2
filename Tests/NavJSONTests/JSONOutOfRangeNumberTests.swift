import NavJSON
import Testing

/// `JSONParser.OutOfRangeNumbers`: rejected by default, kept as an infinity on request and reported.
@Suite struct JSONOutOfRangeNumberTests {
  @Test(arguments: ["1e400", "-1e400", "1" + String(repeating: "0", count: 400), "[1, {\"a\": 1E+999}]"])
  func rejectedByDefault(text: String) {
    #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
  }

  @Test func keptAsInfinityAndReported() throws {
    var parser = JSONParser(outOfRangeNumbers: .keepAsInfinity)
    #expect(try parser.parse("[1e400, -1e400]") == [.double(.infinity), .double(-.infinity)])
    #expect(parser.keptOutOfRangeNumber)
    #expect(
      try parser.parse("[1e308, 1e-400, 9223372036854775808]") == [1e308, 0.0, .double(9_223_372_036_854_775_808)])
    #expect(!parser.keptOutOfRangeNumber)
  }
}
