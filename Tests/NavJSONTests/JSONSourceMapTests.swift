import NavJSON
import Testing

@Suite("JSONSourceMap: JSON paths to byte ranges and back")
struct JSONSourceMapTests {
  static let text = #"{"rules": [{"patterns": ["/a", "/b"], "properties": {"a.b": 1, "context": "modal"}}], "x": null}"#
  static let map = JSONSourceMap(bytes: Array(text.utf8))

  /// The byte offset of the first occurrence of `needle` in ``text``.
  static func offset(of needle: String) -> Int? {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    return (0...(haystack.count - pattern.count)).first { haystack[$0..<($0 + pattern.count)].elementsEqual(pattern) }
  }

  static func bytes(_ range: Range<Int>?) -> String? {
    range.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }
  }

  @Test(arguments: [
    ("", Self.text), ("rules[0].patterns[1]", #""/b""#), ("rules[0].properties.context", #""modal""#),
    ("rules[0].properties.a.b", "1"), ("x", "null"),
  ])
  func aPathFindsItsValueQuotesIncluded(path: String, value: String) throws {
    let node = try #require(Self.map.node(at: path))
    #expect(Self.bytes(Self.map.nodes[node].range) == value)
    #expect(Self.map.path(of: node) == path)
  }

  @Test func anAbsentMemberLeadsToItsNearestContainer() throws {
    let found = try #require(Self.map.nearestNode(at: "rules[0].properties.animated"))
    #expect(!found.exact)
    #expect(Self.map.path(of: found.node) == "rules[0].properties")
    #expect(Self.map.node(at: "rules[3]") == nil)
  }

  @Test func keysMembersAndDeletions() throws {
    let context = try #require(Self.map.node(at: "rules[0].properties.context"))
    #expect(Self.bytes(Self.map.nodes[context].keyRange) == #""context""#)
    #expect(Self.bytes(Self.map.memberRange(of: context)) == #""context": "modal""#)
    #expect(Self.bytes(Self.map.deletionRange(of: context)) == #", "context": "modal""#)
    let first = try #require(Self.map.node(at: "rules[0].properties.a.b"))
    #expect(Self.bytes(Self.map.deletionRange(of: first)) == #""a.b": 1, "#)
  }

  @Test func anOffsetFindsTheInnermostValueOrMember() throws {
    let offset = try #require(Self.offset(of: "/b"))
    let node = try #require(Self.map.innermostNode(containing: offset))
    #expect(Self.map.components(of: node) == [.key("rules"), .index(0), .key("patterns"), .index(1)])
    let onKey = try #require(Self.offset(of: "ontext"))
    let member = try #require(Self.map.innermostNode(containing: onKey))
    #expect(Self.map.isOnKey(onKey, of: member))
    #expect(Self.map.path(of: member) == "rules[0].properties.context")
  }

  @Test(arguments: [#"{"a": [1, }"#, #"{"a" 1}"#, "[1] 2", ""])
  func invalidTextIsMappedUpToWhereItBreaks(text: String) {
    #expect(!JSONSourceMap(bytes: Array(text.utf8)).isComplete)
  }

  @Test func validTextIsComplete() {
    #expect(Self.map.isComplete)
    #expect(JSONSourceMap(bytes: Array(" [\"\\\"\", -1.5e3, true] ".utf8)).isComplete)
  }
}
