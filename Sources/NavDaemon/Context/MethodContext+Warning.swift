import JSONRPC

extension MethodContext {
  /// Queues `window/logMessage {type: 2, message, client, code}` (a warning, docs/protocol.md §9).
  public mutating func sendWarning(_ message: String, client: String, code: String) {
    sendNotification(
      "window/logMessage",
      params: ["type": 2, "message": .string(message), "client": .string(client), "code": .string(code)])
  }
}
