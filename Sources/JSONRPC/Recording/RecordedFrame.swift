/// One frame of a recording, as it is handed back to a session by a replay.
package enum RecordedFrame: Sendable, Hashable {
  /// A message body: a message or a batch, exactly these bytes.
  case body([UInt8])
  /// An NDJSON line over `--max-message-bytes` (answered `-32012`).
  case overLimit
}
