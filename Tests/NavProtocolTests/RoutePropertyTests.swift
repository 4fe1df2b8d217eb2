import NavJSON
import NavProtocol
import NavdTestKit
import Testing

/// resolve(print(r)) == r over generated parameters, from a seeded generator so
/// every run checks the same thousands of cases.
@Suite struct RoutePropertyTests {
  static let table: RouteTable = {
    do {
      return try RouteTable([
        RouteDefinition(name: "mixed", patterns: ["kkbox://p/{s}/{i:int}/{d:digits}"]),
        RouteDefinition(name: "typed", patterns: ["kkbox://u/{id:uuid}/{color:(red|green|blue)}"]),
        RouteDefinition(name: "files", patterns: ["kkbox://c/{s}/{*rest}"]),
        RouteDefinition(
          name: "query", patterns: ["kkbox://q?s={s}&i={i:int?}&e={e:(x|y)=x}&f=fixed&d={d:digits=007}"]),
        RouteDefinition(name: "web", patterns: ["https://example.com/w/{s}?n={n:int=5}", "kkbox://w/{s}"]),
        RouteDefinition(name: "root", patterns: ["kkbox://"]),
        RouteDefinition(name: "literal", patterns: ["kkbox://p/fixed/1/1"]),
      ])
    } catch {
      fatalError("\(error)")
    }
  }()

  /// Characters chosen to stress encoding: reserved, percent, plus, space, non-ASCII, dots.
  static let alphabet: [Character] = Array("aZ09-._~!*'();:@&=+$,/?#[]% \"<>\\^`{|}éü搖滾😀\u{0}\u{7F}")

  struct Generator {
    var random: SeededGenerator

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func string(maxLength: Int = 8) -> String {
      String(
        (0..<int(1...maxLength)).map { _ in
          RoutePropertyTests.alphabet[int(0...(RoutePropertyTests.alphabet.count - 1))]
        })
    }

    mutating func int64() -> Int64 {
      switch int(0...4) {
      case 0: [Int64.min, Int64.max, 0, -1, 1][int(0...4)]
      case 1: Int64(int(-100...100))
      default: Int64.random(in: Int64.min...Int64.max, using: &random)
      }
    }

    mutating func digits() -> String {
      String((0..<int(1...12)).map { _ in "0123456789".randomElement(using: &random)! })
    }

    mutating func uuid() -> String {
      let hex = Array("0123456789abcdefABCDEF")
      return [8, 4, 4, 4, 12].map { count in String((0..<count).map { _ in hex[int(0...(hex.count - 1))] }) }
        .joined(separator: "-")
    }

    mutating func pick(_ values: [String]) -> String { values[int(0...(values.count - 1))] }
    mutating func bool() -> Bool { int(0...1) == 1 }

    /// A route name and params that it should print.
    mutating func request() -> (String, JSONObject) {
      switch int(0...4) {
      case 0:
        return ("mixed", JSONObject([("s", .string(string())), ("i", .integer(int64())), ("d", .string(digits()))]))
      case 1:
        return ("typed", JSONObject([("id", .string(uuid())), ("color", .string(pick(["red", "green", "blue"])))]))
      case 2:
        let rest = (0..<int(0...4)).map { _ in JSONValue.string(string()) }
        return ("files", JSONObject([("s", .string(string())), ("rest", .array(rest))]))
      case 3:
        var params = JSONObject([("s", .string(string()))])
        if bool() { params["i"] = .integer(int64()) }
        if bool() { params["e"] = .string(pick(["x", "y"])) }
        if bool() { params["d"] = .string(bool() ? "007" : digits()) }
        return ("query", params)
      default:
        var params = JSONObject([("s", .string(string()))])
        if bool() { params["n"] = .integer(int64()) }
        return ("web", params)
      }
    }
  }

  /// The params resolving the printed URL must give: uuids lowercased, defaults filled in
  /// (only when no pattern of the route gives the params back without them).
  static func normalised(_ name: String, _ params: JSONObject) -> JSONObject {
    var expected = params
    if name == "typed", let id = params["id"]?.stringValue { expected["id"] = .string(id.lowercased()) }
    if name == "query" {
      if expected["e"] == nil { expected["e"] = "x" }
      if expected["d"] == nil { expected["d"] = "007" }
    }
    // "web" without n prints through its second pattern, which gives the params back exactly.
    return expected
  }

  static func isDotSegment(_ value: JSONValue?) -> Bool { value == "." || value == ".." }

  @Test(arguments: [UInt64(1), 2, 3, 0xC0FFEE]) func printThenResolveGivesTheRouteBack(seed: UInt64) throws {
    var generator = Generator(random: SeededGenerator(seed: seed))
    var printed = 0
    for _ in 0..<1500 {
      let (name, params) = generator.request()
      let pathStrings = [params["s"]] + (params["rest"]?.arrayValue ?? []).map { Optional($0) }
      let isLiteralCollision = name == "mixed" && params["s"] == "fixed" && params["i"] == 1 && params["d"] == "1"
      if name != "query" && pathStrings.contains(where: Self.isDotSegment) || isLiteralCollision {
        #expect(throws: RoutePrintError.self) { try Self.table.print(name: name, params: params) }
        continue
      }
      let url = try Self.table.print(name: name, params: params)
      printed += 1
      let route = try #require(Self.table.resolve(url).route, "\(url)")
      #expect(route.name == name)
      #expect(route.params == Self.normalised(name, params), "\(url)")
      #expect(route.query.isEmpty)
      #expect(route.canonicalURL == url)
      #expect(Self.table.resolveByLinearScan(url) == .matched(route))
      // The canonical URL uses only unreserved characters, %XX with uppercase hex, and the structure.
      #expect(url.utf8.allSatisfy { Self.canonicalBytes.contains($0) }, "\(url)")
      // Printing the resolved route again gives the same URL.
      #expect(try Self.table.print(name: route.name, params: route.params) == url)
    }
    #expect(printed > 1200)
  }

  static let canonicalBytes = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~%/:?&=".utf8)

  @Test func percentEscapesUseUppercaseHex() throws {
    var generator = Generator(random: SeededGenerator(seed: 7))
    for _ in 0..<500 {
      let rest: JSONValue = [.string("x" + generator.string())]
      let params = JSONObject([("s", JSONValue.string("x")), ("rest", rest)])
      let url = try Self.table.print(name: "files", params: params)
      var index = url.startIndex
      while let percent = url[index...].firstIndex(of: "%") {
        let hex = url[url.index(after: percent)...].prefix(2)
        #expect(hex.count == 2 && hex.allSatisfy { "0123456789ABCDEF".contains($0) }, "\(url)")
        index = url.index(after: percent)
      }
    }
  }

  @Test(arguments: [UInt64(11), 12]) func resolvedRoutesAreFixedPointsOfTheirCanonicalURL(seed: UInt64) throws {
    // Random URLs built from the table's vocabulary; whatever matches must round-trip.
    var generator = Generator(random: SeededGenerator(seed: seed))
    let pieces = ["p", "u", "c", "q", "w", "fixed", "1", "01", "-1", "x", "red", "%2F", "a%20b", "+", "é", ""]
    let queries = ["", "?s=a", "?s=b&i=2", "?s=c&e=y&f=fixed", "?f=fixed&s=%C3%A9&d=007", "?n=9", "?s=a&f=other", "?x"]
    var matched = 0
    for _ in 0..<2000 {
      let scheme = generator.pick(["kkbox://", "kkbox:", "https://example.com/", "HTTPS://EXAMPLE.COM:443/"])
      let path = (0..<generator.int(0...5)).map { _ in generator.pick(pieces) }.joined(separator: "/")
      let url = scheme + path + generator.pick(queries)
      let resolution = Self.table.resolve(url)
      #expect(Self.table.resolveByLinearScan(url) == resolution, "\(url)")
      guard let route = resolution.route else { continue }
      matched += 1
      let again = try #require(Self.table.resolve(route.canonicalURL).route, "\(url) → \(route.canonicalURL)")
      #expect(again.name == route.name, "\(url)")
      #expect(again.params == route.params, "\(url)")
      #expect(again.canonicalURL == route.canonicalURL, "\(url)")
    }
    #expect(matched > 200)
  }
}
