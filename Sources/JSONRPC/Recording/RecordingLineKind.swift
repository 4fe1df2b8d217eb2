/// The key of a recording line (docs/recording.md): each line is one JSON object with exactly one of these.
package enum RecordingLineKind: String, Sendable, Hashable, CaseIterable {
  /// `{"options": ["--max-depth", "512", …]}`: the command-line options the server ran with; the first line.
  case options
  /// `{"in": <frame>}`: a frame received, each token as the client wrote it.
  case received = "in"
  /// `{"in_raw": "<body>"}`: a frame kept as text (it is not JSON, or holds a number other than an integer).
  case receivedRaw = "in_raw"
  /// `{"in_bytes": "<base64>"}`: a frame that is not UTF-8.
  case receivedBytes = "in_bytes"
  /// `{"in_over_limit": "max-message-bytes"}`: an NDJSON line over the size limit.
  case receivedOverLimit = "in_over_limit"
  /// `{"out": <message>}`: a response, batch reply or notification sent.
  case sent = "out"

  /// Every key, quoted and joined, for error messages.
  package static var list: String { allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
}
