/// One JSON-RPC response: a result or an error for a request id.
struct OutgoingResponse: Encodable, Sendable {
  /// What the request produced.
  enum Outcome: Sendable {
    case initialize(InitializeResult)
    case echo(EchoResult)
    case null
    case error(ResponseError)
  }

  let id: RequestID
  let outcome: Outcome

  private enum CodingKeys: String, CodingKey {
    case jsonrpc, id, result, error
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    try container.encode(id, forKey: .id)
    switch outcome {
    case .initialize(let result): try container.encode(result, forKey: .result)
    case .echo(let result): try container.encode(result, forKey: .result)
    case .null: try container.encodeNil(forKey: .result)
    case .error(let error): try container.encode(error, forKey: .error)
    }
  }
}

/// The `error` member of a failed response.
struct ResponseError: Encodable, Sendable {
  let code: Int
  let message: String

  static let parseError = ResponseError(code: -32700, message: "Parse error")
  static let invalidRequest = ResponseError(code: -32600, message: "Invalid Request")
}

/// The echo server's answer to every method it has no special case for.
struct EchoResult: Encodable, Sendable {
  let method: String
  let params: EchoJSON
}

/// A small `initialize` result shaped like navd's.
struct InitializeResult: Encodable, Sendable {
  struct ServerInfo: Encodable, Sendable {
    let name: String
    let version: String
  }

  struct Capabilities: Encodable, Sendable {
    let framing: String
    let batches: Bool
  }

  let serverInfo: ServerInfo
  let protocolVersion: Int
  let capabilities: Capabilities
}
