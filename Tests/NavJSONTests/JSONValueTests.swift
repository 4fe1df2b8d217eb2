import NavJSON
import Testing

@Suite struct JSONObjectTests {
  @Test func keepsInsertionOrderAndReplacesInPlace() {
    var object: JSONObject = JSONObject([("b", 1), ("a", 2)])
    object["b"] = "x"
    #expect(object.keys == ["b", "a"])
    #expect(object["b"] == "x")
  }

  @Test func equalityIgnoresOrder() {
    #expect(JSONObject([("a", 1), ("b", 2)]) == JSONObject([("b", 2), ("a", 1)]))
    #expect(JSONObject([("a", 1)]) != JSONObject([("a", 2)]))
  }

  @Test func arrayAndSequenceInitializersKeepFirstPositionAndLastValue() {
    let pairs: [(String, JSONValue)] = [("a", 1), ("b", 2), ("a", 3), ("c", 4), ("b", 5)]
    let fromArray = JSONObject(pairs)
    let fromSequence = JSONObject(pairs.lazy.map { $0 })
    for object in [fromArray, fromSequence] {
      #expect(object.keys == ["a", "b", "c"])
      #expect(object["a"] == 3)
      #expect(object["b"] == 5)
    }
    let many = (0..<30).map { ("k\($0 % 20)", JSONValue.integer(Int64($0))) }
    #expect(JSONObject(many).count == 20)
    #expect(JSONObject(many)["k5"] == 25)
    #expect(JSONObject(many).keys.first == "k0")
  }

  @Test func largeObjectsStayConsistentThroughIndex() {
    var object = JSONObject()
    for number in 0..<40 { object["k\(number)"] = .integer(Int64(number)) }
    object["k3"] = nil
    #expect(object.count == 39)
    #expect(object["k39"] == 39)
    #expect(object["k3"] == nil)
    #expect(object.keys.first == "k0")
  }
}

@Suite struct JSONObjectInitializerTests {
  @Test(arguments: [2, 5, 12, 13, 20])
  func aRepeatedKeyKeepsItsFirstPositionAndLastValue(count: Int) {
    var pairs: [(String, JSONValue)] = (0..<count).map { ("k\($0)", .integer(Int64($0))) }
    pairs.append(("k0", "last"))
    let object = JSONObject(pairs)
    #expect(object.count == count)
    #expect(object.keys.first == "k0")
    #expect(object["k0"] == "last")
    #expect(object.keys == (0..<count).map { "k\($0)" })
  }

  @Test func keysOfEqualLengthThatDifferStayApart() {
    let object = JSONObject([("main", 1), ("tabs", 2), ("activeTab", 3), ("presented", 4)])
    #expect(object.keys == ["main", "tabs", "activeTab", "presented"])
    #expect(object["tabs"] == 2)
    #expect(object["presented"] == 4)
  }
}
