import JSONRPC
import NavJSON

/// JSON Schemas of the LSP structures navd reads, for the params declarations.
enum LSPSchemas {
  /// `Position`.
  static let position = Schema.object(
    [("line", Schema.integer()), ("character", Schema.integer())], required: ["line", "character"])
  /// `Range`.
  static let range = Schema.object([("start", position), ("end", position)], required: ["start", "end"])
  /// `TextDocumentIdentifier`.
  static let identifier = Schema.object([("uri", Schema.string())], required: ["uri"])
  /// `VersionedTextDocumentIdentifier`.
  static let versionedIdentifier = Schema.object(
    [("uri", Schema.string()), ("version", Schema.integer())], required: ["uri", "version"])
  /// `TextDocumentItem`.
  static let item = Schema.object(
    [
      ("uri", Schema.string()), ("languageId", Schema.string()), ("version", Schema.integer()),
      ("text", Schema.string()),
    ], required: ["uri", "languageId", "version", "text"])
}
