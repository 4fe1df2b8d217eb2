import NavJSON

/// One JSON-RPC message (or batch element) as the client sent it, judged per docs/protocol.md §1.
///
/// Decoding checks the envelope only; `params` stay raw (`null` when absent) because
/// whether non-object params are an error depends on the lifecycle and the method
/// (an unknown method is `-32601` whatever its params) — see ``namedParams(_:)``.
public enum IncomingMessage: Sendable, Hashable {
  /// A call with an `id` (possibly `null`): it gets exactly one response.
  case request(id: RequestID, method: String, params: JSONValue)
  /// A call without an `id`: it runs and nothing is replied.
  case notification(method: String, params: JSONValue)
  /// Not a valid call; answered with `error`, carrying `id` when the id was valid, else `null`.
  case invalid(id: RequestID, error: RPCError)

  /// Judges one decoded JSON value sent to `server` (the name a stray response is told of).
  public init(decoding value: JSONValue, server: String = "the server") {
    guard case .object(let object) = value else {
      self = .invalid(id: .null, error: .invalidRequest(.notAnObject))
      return
    }
    var id: RequestID?
    if let rawID = object["id"] {
      guard let valid = RequestID(rawID) else {
        self = .invalid(id: .null, error: .invalidRequest(.badID))
        return
      }
      id = valid
    }
    guard object["jsonrpc"] == .string("2.0") else {
      self = .invalid(id: id ?? .null, error: .invalidRequest(.badVersion))
      return
    }
    guard case .string(let method) = object["method"] else {
      let isResponse = object["method"] == nil && (object["result"] != nil || object["error"] != nil)
      self = .invalid(
        id: id ?? .null, error: .invalidRequest(isResponse ? .unexpectedResponse(server: server) : .badMethod))
      return
    }
    let params = object["params"] ?? .null
    if let id {
      self = .request(id: id, method: method, params: params)
    } else {
      self = .notification(method: method, params: params)
    }
  }

  /// Named params: absent or `null` → `{}`, an object → itself, anything else → `-32602` on field `params`.
  public static func namedParams(_ params: JSONValue) -> Result<JSONObject, RPCError> {
    switch params {
    case .null: .success(JSONObject())
    case .object(let object): .success(object)
    default:
      .failure(
        .invalidParams(field: "params", reason: JSONShapeIssue.wrongType("an object (named params)", params).message))
    }
  }
}
