import JSONRPC

/// navd's own error codes (docs/protocol.md §3), beside the engine's.
extension ErrorCode {
  /// `client/close` of a client that does not exist.
  public static let unknownClient = ErrorCode(rawValue: -32010)
  /// An invalid path configuration or route table.
  public static let invalidConfiguration = ErrorCode(rawValue: -32011)
}
