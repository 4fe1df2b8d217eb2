/// How messages are delimited on stdin and stdout.
public enum Framing: String, Sendable, Hashable {
  /// LSP base protocol: `Content-Length: N` headers, a blank line, N bytes of JSON.
  case lsp
  /// Newline-delimited JSON: one message per line.
  case ndjson
}
