import NavJSON
import Testing

/// ``JSONTextSink`` and ``JSONTreeSink`` receive the same events: the text one writes must be exactly
/// what ``JSONWriter`` writes for the tree the other builds, and what the events describe.
@Suite struct JSONSinkTests {
  /// Event sequences that exercise separators, nesting, empty containers, escapes and prepared values.
  enum Document: String, CaseIterable, CustomTestStringConvertible {
    case scalars, emptyContainers, nested, arrayOfArrays, preparedValues, optionalStrings, members

    var testDescription: String { rawValue }

    func write<Sink: JSONSink>(to sink: inout Sink) {
      switch self {
      case .scalars:
        sink.beginArray()
        sink.integer(-12)
        sink.integer(0)
        sink.bool(true)
        sink.bool(false)
        sink.null()
        sink.string("a\"b\\c\n\u{1}é")
        sink.string("")
        sink.endArray()
      case .emptyContainers:
        sink.beginObject()
        sink.key("a")
        sink.beginArray()
        sink.endArray()
        sink.key("o")
        sink.beginObject()
        sink.endObject()
        sink.key("after")
        sink.integer(1)
        sink.endObject()
      case .nested:
        sink.beginObject()
        sink.key("list")
        sink.beginArray()
        for id in 1...3 {
          sink.beginObject()
          sink.key("id")
          sink.integer(Int64(id))
          sink.key("tags")
          sink.beginArray()
          sink.string("t\(id)")
          sink.endArray()
          sink.endObject()
        }
        sink.endArray()
        sink.key("last")
        sink.null()
        sink.endObject()
      case .arrayOfArrays:
        sink.beginArray()
        sink.beginArray()
        sink.endArray()
        sink.beginArray()
        sink.integer(1)
        sink.beginArray()
        sink.integer(2)
        sink.endArray()
        sink.endArray()
        sink.endArray()
      case .preparedValues:
        sink.beginArray()
        sink.value(["k": [1, "v", nil], "e": [:]])
        sink.value(.double(0.5))
        sink.beginObject()
        sink.key("p")
        sink.value([true])
        sink.endObject()
        sink.endArray()
      case .optionalStrings:
        sink.beginArray()
        sink.string(String?.none)
        sink.string(String?.some("x"))
        sink.endArray()
      case .members:
        sink.beginObject()
        sink.member("s", "text")
        sink.member("n", String?.none)
        sink.member("b", false)
        sink.member("i", 42)
        sink.member("v", ["x": 1])
        sink.endObject()
      }
    }

    var expected: String {
      switch self {
      case .scalars: #"[-12,0,true,false,null,"a\"b\\c\n\u0001é",""]"#
      case .emptyContainers: #"{"a":[],"o":{},"after":1}"#
      case .nested: #"{"list":[{"id":1,"tags":["t1"]},{"id":2,"tags":["t2"]},{"id":3,"tags":["t3"]}],"last":null}"#
      case .arrayOfArrays: "[[],[1,[2]]]"
      case .preparedValues: #"[{"k":[1,"v",null],"e":{}},0.5,{"p":[true]}]"#
      case .optionalStrings: #"[null,"x"]"#
      case .members: #"{"s":"text","n":null,"b":false,"i":42,"v":{"x":1}}"#
      }
    }
  }

  @Test(arguments: Document.allCases)
  func textSinkWritesWhatTheEventsDescribe(document: Document) {
    let text = JSONText { document.write(to: &$0) }
    #expect(String(decoding: text.bytes, as: UTF8.self) == document.expected)
  }

  @Test(arguments: Document.allCases)
  func treeSinkBuildsTheValueTheTextSinkWrites(document: Document) throws {
    let tree = JSONTreeSink.value { document.write(to: &$0) }
    let text = JSONText { document.write(to: &$0) }
    #expect(JSONWriter.bytes(of: tree) == text.bytes)
    #expect(try text.parsed() == tree)
  }

  @Test func textSinkAppendsAfterExistingBytes() {
    var sink = JSONTextSink(appendingTo: Array(#""result":"#.utf8))
    sink.beginObject()
    sink.member("a", 1)
    sink.endObject()
    #expect(String(decoding: sink.bytes, as: UTF8.self) == #""result":{"a":1}"#)
  }

  @Test(arguments: [16, 100, 4096])
  func textSinkGrowsPastItsCapacity(capacity: Int) {
    var sink = JSONTextSink(capacity: capacity)
    var tree: [JSONValue] = []
    sink.beginArray()
    for index in 0..<300 {
      let text = String(repeating: "long \"run\" \u{1} ", count: index % 7) + "\(index)"
      sink.string(text)
      sink.integer(Int64(-index))
      sink.value(["k": .string(text)])
      tree += [.string(text), .integer(Int64(-index)), ["k": .string(text)]]
    }
    sink.endArray()
    let written = sink.takeBytes()
    #expect(written == JSONWriter.bytes(of: .array(tree)))
    #expect(sink.takeBytes().isEmpty)
  }

  @Test func treeSinkIsNullUntilAValueIsFinished() {
    var sink = JSONTreeSink()
    #expect(sink.result == .null)
    sink.beginArray()
    #expect(sink.result == .null)
    sink.endArray()
    #expect(sink.result == [])
  }

  @Test func textThatIsNotOneValueFailsToParse() {
    #expect(throws: JSONParseError.self) { try JSONText { _ in }.parsed() }
    #expect(throws: JSONParseError.self) {
      try JSONText {
        $0.integer(1)
        $0.integer(2)
      }.parsed()
    }
  }
}
