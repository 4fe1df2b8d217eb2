extension JSONObject: ExpressibleByDictionaryLiteral {
  /// An object from a dictionary literal, members in the order written.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements)
  }
}
