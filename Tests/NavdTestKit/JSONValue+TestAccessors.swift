import NavJSON

/// Shorthands the test suites read responses with.
extension JSONValue {
  /// `error.code` of a response.
  public var errorCode: Int64? { self["error"]?["code"]?.integerValue }
  /// The ids of a list of entries.
  public var entryIDs: [Int64] { (arrayValue ?? []).compactMap { $0["id"]?.integerValue } }
  /// Element `index` of an array (`null` when out of range).
  public subscript(index: Int) -> JSONValue {
    guard let array = arrayValue, array.indices.contains(index) else { return .null }
    return array[index]
  }
}
