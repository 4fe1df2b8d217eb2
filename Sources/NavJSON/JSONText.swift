/// The compact JSON text of one value, written once (by a ``JSONTextSink``) and then copied as it is.
public struct JSONText: Sendable, Hashable {
  /// The UTF-8 text.
  public let bytes: [UInt8]

  /// The text `write` produces; `write` must describe exactly one value.
  @inlinable
  public init(writing write: (inout JSONTextSink) -> Void) {
    var sink = JSONTextSink(capacity: 2048)
    write(&sink)
    bytes = sink.takeBytes()
  }

  /// The value the text describes, parsed back.
  public func parsed() throws(JSONParseError) -> JSONValue {
    try JSONParser.parse(bytes)
  }
}
