import JSONRPC
import NavJSON

/// The `textDocument` param every text-document method takes.
enum TextDocumentParam {
  /// `textDocument` holding `schema` (a `TextDocumentIdentifier` by default), read member by member.
  static func declaration(_ schema: JSONValue = LSPSchemas.identifier, summary: String = "The document.")
    -> RequiredParam<ParamReader>
  {
    RequiredParam("textDocument", .nested(schema), summary: summary)
  }
}
