/// The `--framing` choice: a fixed framing, or detection from the first non-whitespace byte.
public enum FramingMode: String, Sendable, Hashable, CaseIterable {
  /// `C`/`c` selects LSP, `{`/`[` selects NDJSON, anything else is fatal.
  case auto
  /// Always LSP.
  case lsp
  /// Always NDJSON.
  case ndjson
}
