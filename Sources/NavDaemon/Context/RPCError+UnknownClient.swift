import JSONRPC

extension RPCError {
  /// `-32010` with `data: {client}`.
  public static func unknownClient(_ client: String) -> RPCError {
    RPCError(code: .unknownClient, message: "Unknown client: \(client)", data: ["client": .string(client)])
  }
}
