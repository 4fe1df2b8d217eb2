import NavJSON
import Testing

/// The nesting limit: a top-level container is depth 1; `maxDepth` levels parse, one more fails.
@Suite struct JSONDepthLimitTests {
  static func nestedArrays(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  static func nestedObjects(_ depth: Int) -> String {
    String(repeating: "{\"a\":", count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
  }

  @Test(arguments: [1, 2, 5, 512])
  func allowsExactlyMaxDepth(limit: Int) throws {
    #expect(try JSONParser.parse(Self.nestedArrays(limit), maxDepth: limit).arrayValue != nil)
    #expect(try JSONParser.parse(Self.nestedObjects(limit), maxDepth: limit).objectValue != nil)
  }

  @Test(arguments: [1, 2, 5, 512])
  func rejectsOneLevelMore(limit: Int) {
    #expect(throws: JSONParseError(.depthLimitExceeded(limit: limit), at: limit)) {
      try JSONParser.parse(Self.nestedArrays(limit + 1), maxDepth: limit)
    }
    do {
      _ = try JSONParser.parse(Self.nestedObjects(limit + 1), maxDepth: limit)
      Issue.record("expected a depth error")
    } catch {
      #expect(error.isDepthLimitExceeded)
    }
  }

  @Test func scalarsHaveNoDepth() throws {
    #expect(try JSONParser.parse("1", maxDepth: 0) == 1)
    #expect(throws: JSONParseError(.depthLimitExceeded(limit: 0), at: 0)) { try JSONParser.parse("[]", maxDepth: 0) }
  }

  @Test func hostileDepthFailsWithoutRecursion() {
    let deep = String(repeating: "[", count: 1_000_000)
    #expect(throws: JSONParseError(.depthLimitExceeded(limit: 512), at: 512)) { try JSONParser.parse(deep) }
    var parser = JSONParser(maxDepth: Int.max)
    #expect(throws: JSONParseError(.unexpectedEnd, at: 1_000_000)) { try parser.parse(deep) }
  }

  @Test func siblingsDoNotAddDepth() throws {
    let wide = "[" + Array(repeating: "[[]]", count: 100).joined(separator: ",") + "]"
    #expect(try JSONParser.parse(wide, maxDepth: 3).arrayValue?.count == 100)
  }
}
