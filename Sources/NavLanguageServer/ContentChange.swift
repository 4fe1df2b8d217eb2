/// One `TextDocumentContentChangeEvent` of `textDocument/didChange`.
enum ContentChange: Sendable, Hashable {
  /// `{text}`: the whole new text.
  case full(String)
  /// `{range, text}`: `range` (in the session's position encoding) replaced by `text`.
  case range(LSPRange, String)
}
