import NavJSON

/// Watches a ``DaemonSession``'s traffic: `--record` writes it to a file, a replay keeps what is sent.
///
/// The session calls it synchronously, before the thing seen takes effect: a frame before it is
/// handled, a message as soon as it is encoded, before the session's output is written to stdout.
package protocol SessionRecorder: AnyObject {
  /// A frame body as received (an LSP body, or an NDJSON line without its line break), with its
  /// parsed value, or `nil` when it is not JSON the session accepts (syntax, UTF-8, depth).
  func recordReceived(body: UnsafeRawBufferPointer, parsed: JSONValue?)
  /// An NDJSON line over `--max-message-bytes` (its bytes were never kept).
  func recordReceivedOverLimit()
  /// One message body sent: a response, a batch reply or a notification, without framing.
  func recordSent(body: UnsafeRawBufferPointer)
}
