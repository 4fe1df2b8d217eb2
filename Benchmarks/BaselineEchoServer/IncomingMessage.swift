/// One decoded JSON-RPC request or notification.
///
/// `id` is `nil` when the key is absent (a notification) and `.null` when the
/// message carries `"id": null` (a request answered with id `null`).
struct IncomingMessage: Decodable, Sendable {
  let jsonrpc: String
  let id: RequestID?
  let method: String
  let params: EchoJSON?

  private enum CodingKeys: String, CodingKey {
    case jsonrpc, id, method, params
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    jsonrpc = try container.decode(String.self, forKey: .jsonrpc)
    method = try container.decode(String.self, forKey: .method)
    params = try container.decodeIfPresent(EchoJSON.self, forKey: .params)
    id = container.contains(.id) ? try container.decode(RequestID.self, forKey: .id) : nil
  }
}
