/// How messages are delimited on stdin and stdout.
public enum Framing: String, Sendable, Hashable {
  /// LSP base protocol: `Content-Length: N` headers, a blank line, N bytes of JSON.
  case lsp
  /// Newline-delimited JSON: one message per line.
  case ndjson
}

/// The `--framing` choice: a fixed framing, or detection from the first non-whitespace byte.
public enum FramingMode: String, Sendable, Hashable, CaseIterable {
  /// `C`/`c` selects LSP, `{`/`[` selects NDJSON, anything else is fatal.
  case auto
  /// Always LSP.
  case lsp
  /// Always NDJSON.
  case ndjson
}
