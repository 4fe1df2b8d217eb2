import NavJSON

/// Writes JSON-RPC envelopes straight into a byte buffer, without building a `JSONValue` around the payload.
public enum MessageEncoding {
  /// `{"jsonrpc":"2.0","id":…,"result":…}`
  public static func appendResult(id: RequestID, result: JSONValue, to buffer: inout [UInt8]) {
    JSONWriter.appendASCII("{\"jsonrpc\":\"2.0\",\"id\":", to: &buffer)
    appendID(id, to: &buffer)
    JSONWriter.appendASCII(",\"result\":", to: &buffer)
    JSONWriter.append(result, to: &buffer)
    buffer.append(UInt8(ascii: "}"))
  }

  /// `{"jsonrpc":"2.0","id":…,"result":…}` with the result's text copied as it is.
  public static func appendResult(id: RequestID, text: JSONText, to buffer: inout [UInt8]) {
    JSONWriter.appendASCII("{\"jsonrpc\":\"2.0\",\"id\":", to: &buffer)
    appendID(id, to: &buffer)
    JSONWriter.appendASCII(",\"result\":", to: &buffer)
    buffer.append(contentsOf: text.bytes)
    buffer.append(UInt8(ascii: "}"))
  }

  /// `{"jsonrpc":"2.0","id":…,"error":{"code":…,"message":…,"data":…}}` (`data` only when present).
  public static func appendError(id: RequestID, error: RPCError, to buffer: inout [UInt8]) {
    JSONWriter.appendASCII("{\"jsonrpc\":\"2.0\",\"id\":", to: &buffer)
    appendID(id, to: &buffer)
    JSONWriter.appendASCII(",\"error\":{\"code\":", to: &buffer)
    JSONWriter.appendInteger(Int64(error.code.rawValue), to: &buffer)
    JSONWriter.appendASCII(",\"message\":", to: &buffer)
    JSONWriter.appendString(error.message, to: &buffer)
    if let data = error.data {
      JSONWriter.appendASCII(",\"data\":", to: &buffer)
      JSONWriter.append(data, to: &buffer)
    }
    JSONWriter.appendASCII("}}", to: &buffer)
  }

  /// `{"jsonrpc":"2.0","method":…,"params":…}`
  public static func appendNotification(method: String, params: JSONObject, to buffer: inout [UInt8]) {
    JSONWriter.appendASCII("{\"jsonrpc\":\"2.0\",\"method\":", to: &buffer)
    JSONWriter.appendString(method, to: &buffer)
    JSONWriter.appendASCII(",\"params\":", to: &buffer)
    JSONWriter.appendObject(params, to: &buffer)
    buffer.append(UInt8(ascii: "}"))
  }

  /// `{"jsonrpc":"2.0","method":…,"params":…}` with the params object's text copied as it is.
  public static func appendNotification(method: String, text: JSONText, to buffer: inout [UInt8]) {
    JSONWriter.appendASCII("{\"jsonrpc\":\"2.0\",\"method\":", to: &buffer)
    JSONWriter.appendString(method, to: &buffer)
    JSONWriter.appendASCII(",\"params\":", to: &buffer)
    buffer.append(contentsOf: text.bytes)
    buffer.append(UInt8(ascii: "}"))
  }

  @inline(__always)
  private static func appendID(_ id: RequestID, to buffer: inout [UInt8]) {
    switch id {
    case .integer(let integer): JSONWriter.appendInteger(integer, to: &buffer)
    case .string(let string): JSONWriter.appendString(string, to: &buffer)
    case .null: JSONWriter.appendASCII("null", to: &buffer)
    }
  }
}
