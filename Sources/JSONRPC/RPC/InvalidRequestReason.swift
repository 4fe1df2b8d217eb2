/// Why a message is answered `-32600` Invalid Request.
public enum InvalidRequestReason: Sendable, Hashable {
  /// The message (or batch element) is not a JSON object.
  case notAnObject
  /// `jsonrpc` is missing or not exactly `"2.0"`.
  case badVersion
  /// `id` is not a string, an integer within Int64, or null.
  case badID
  /// `method` is missing or not a string.
  case badMethod
  /// The batch array is empty.
  case emptyBatch
  /// The message is a response (`result`/`error` without `method`); the server, named here, sends
  /// no requests.
  case unexpectedResponse(server: String)
  /// `initialize` after a successful `initialize`.
  case alreadyInitialized
  /// A request other than `exit` after `shutdown`.
  case shutDown

  /// The error message sent to the client.
  public var message: String {
    switch self {
    case .notAnObject: "Invalid request: a request must be a JSON object"
    case .badVersion: "Invalid request: \"jsonrpc\" must be \"2.0\""
    case .badID: "Invalid request: \"id\" must be a string, an integer or null"
    case .badMethod: "Invalid request: \"method\" must be a string"
    case .emptyBatch: "Invalid request: empty batch"
    case .unexpectedResponse(let server): "Invalid request: \(server) sends no requests, so it expects no responses"
    case .alreadyInitialized: "Invalid request: the server is already initialized"
    case .shutDown: "Invalid request: the server is shut down; only \"exit\" is accepted"
    }
  }
}
