import NavJSON
import NavProtocol
import Testing

/// The 4096-byte limit bounds a matched URL's canonical form as well as the input:
/// raw reserved ASCII (`{ | = &` ...) is one byte in the input but three once
/// percent-encoded, so a URL within the limit can print over it. Such a URL is
/// `unknown` (`tooLong`), so everything that resolves prints (docs/routes.md).
@Suite struct RouteCanonicalLengthTests {
  /// Routes whose one string path segment or query value holds what the boundary cases vary.
  static let table = [
    RouteDefinition(name: "note", patterns: ["kkbox://note/{text}"]),
    RouteDefinition(name: "search", patterns: ["kkbox://search?q={q}"]),
  ]

  /// `count` U+FFFD characters (each counts as its 9-byte percent-encoding).
  static func replacements(_ count: Int) -> String { String(repeating: "\u{FFFD}", count: count) }

  /// One repeated piece of the fuzz finding's URL.
  static let findingPiece =
    "&t={t:(a|b)=a}(" + replacements(3) + "w." + replacements(46)
    + "ttps://kka.mkbox.com/awards/-922{*rest}8547758"

  /// The URL of Fuzz/Corpus/routes/regression-canonical-url-longer-than-input-limit, as
  /// the fuzz target decodes it (invalid UTF-8 bytes read as U+FFFD).
  static let findingURL =
    "kkbox://album/..h" + replacements(228) + "." + replacements(10) + findingPiece + replacements(27) + "."
    + replacements(10) + findingPiece + replacements(62)

  @Test func fuzzFindingIsTooLong() throws {
    let table = try RouteTable([
      RouteDefinition(
        name: "r0", patterns: ["myapp:///{*rest}?type={type:(song|album)=song}&src=app", "kkbox://{*rest}"])
    ])
    // Within the input limit (1 450 UTF-8 bytes, 4 060 counting non-ASCII as encoded)...
    #expect(Self.findingURL.utf8.count == 1450)
    // ...but its segments print to more than 4096 bytes, so `print` refuses them.
    let segments: [JSONValue] = Self.findingURL.dropFirst("kkbox://".count).split(separator: "/").map {
      .string(String($0))
    }
    #expect(throws: RoutePrintError.self) { try table.print(name: "r0", params: ["rest": .array(segments)]) }
    #expect(table.resolve(Self.findingURL) == .unknown(.tooLong))
    #expect(table.resolveByLinearScan(Self.findingURL) == .unknown(.tooLong))
  }

  /// A path segment or query value of `pipes` raw `|` (3 bytes each once encoded) and
  /// `letters` `x`, under `prefix`.
  struct LengthCase: Sendable, CustomTestStringConvertible {
    let route: String
    let prefix: String
    let parameter: String
    let canonicalLength: Int

    /// The URL: 1 000 pipes and enough letters for a canonical URL of `canonicalLength` bytes.
    var url: String {
      prefix + String(repeating: "|", count: 1000)
        + String(repeating: "x", count: canonicalLength - prefix.utf8.count - 3000)
    }

    var testDescription: String { "\(prefix)… canonical \(canonicalLength) bytes" }
  }

  static let atLimit: [LengthCase] = [
    LengthCase(route: "note", prefix: "kkbox://note/", parameter: "text", canonicalLength: 4096),
    LengthCase(route: "search", prefix: "kkbox://search?q=", parameter: "q", canonicalLength: 4096),
  ]

  static let overLimit: [LengthCase] = [
    LengthCase(route: "note", prefix: "kkbox://note/", parameter: "text", canonicalLength: 4097),
    LengthCase(route: "search", prefix: "kkbox://search?q=", parameter: "q", canonicalLength: 4097),
  ]

  @Test(arguments: atLimit) func canonicalOfExactlyTheLimitResolves(_ lengthCase: LengthCase) throws {
    let table = try RouteTable(Self.table)
    let url = lengthCase.url
    #expect(url.utf8.count == lengthCase.canonicalLength - 2000)
    let route = try #require(table.resolve(url).route)
    #expect(route.name == lengthCase.route)
    #expect(table.resolveByLinearScan(url) == .matched(route))
    #expect(route.params == [lengthCase.parameter: .string(String(url.dropFirst(lengthCase.prefix.count)))])
    #expect(route.canonicalURL.utf8.count == 4096)
    #expect(route.canonicalURL.hasPrefix(lengthCase.prefix + "%7C%7C"))
    #expect(try table.print(name: lengthCase.route, params: route.params) == route.canonicalURL)
    #expect(table.resolve(route.canonicalURL) == .matched(route))
  }

  @Test(arguments: overLimit) func canonicalOneByteOverTheLimitIsTooLong(_ lengthCase: LengthCase) throws {
    let table = try RouteTable(Self.table)
    let url = lengthCase.url
    #expect(url.utf8.count == 2097)
    #expect(table.resolve(url) == .unknown(.tooLong))
    #expect(table.resolveByLinearScan(url) == .unknown(.tooLong))
    let params: JSONObject = [lengthCase.parameter: .string(String(url.dropFirst(lengthCase.prefix.count)))]
    let error = try #require(throws: RoutePrintError.self) { try table.print(name: lengthCase.route, params: params) }
    #expect(error.field == "params")
    #expect(error.reason.hasPrefix("the URL would be too long (over 4096 bytes or 32 segments)"))
  }
}
