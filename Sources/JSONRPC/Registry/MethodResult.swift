import NavJSON

/// What a method's handler answers: a value, or the value's JSON text already written.
///
/// Writing the text directly (``JSONText``) spares the busiest methods building a `JSONValue`
/// tree only to serialise it and throw it away; the session copies the text into the response.
public enum MethodResult: Sendable {
  /// A value the session serialises.
  case value(JSONValue)
  /// The text of the value, copied into the response as it is.
  case text(JSONText)

  /// The result as a value (text is parsed back).
  public func jsonValue() throws(JSONParseError) -> JSONValue {
    switch self {
    case .value(let value): value
    case .text(let text): try text.parsed()
    }
  }
}
