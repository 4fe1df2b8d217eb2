import Testing

@testable import NavProtocol

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
