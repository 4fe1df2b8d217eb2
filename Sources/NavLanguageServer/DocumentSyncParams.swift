import JSONRPC
import NavJSON

/// `textDocument/didOpen`: `{textDocument: TextDocumentItem}`.
struct DidOpenParams: MethodParams {
  static let textDocument = TextDocumentParam.declaration(
    LSPSchemas.item, summary: "The document (`TextDocumentItem`).")
  static var declared: [any DeclaredParam] { [textDocument] }

  /// The opened document.
  let document: TextDocument

  init(_ params: ParamReader) throws(RPCError) {
    let item = try params.read(Self.textDocument)
    let uri = try item.requiredString("uri")
    document = TextDocument(
      uri: uri, languageId: try item.requiredString("languageId"), version: try item.requiredInteger("version"),
      text: try item.requiredString("text"))
  }
}

/// `textDocument/didChange`: `{textDocument: VersionedTextDocumentIdentifier, contentChanges}`.
struct DidChangeParams: MethodParams {
  static let textDocument = TextDocumentParam.declaration(
    LSPSchemas.versionedIdentifier, summary: "The document (`VersionedTextDocumentIdentifier`).")
  static let contentChanges = RequiredParam(
    "contentChanges",
    .array(
      Schema.array(
        Schema.object([("range", LSPSchemas.range), ("text", Schema.string())], required: ["text"]))),
    summary: "Whole-text or range changes, applied in order.")
  static var declared: [any DeclaredParam] { [textDocument, contentChanges] }

  /// The changed document.
  let uri: String
  /// Its version after the changes.
  let version: Int64
  /// The changes, in order.
  let changes: [ContentChange]

  init(_ params: ParamReader) throws(RPCError) {
    let identifier = try params.read(Self.textDocument)
    uri = try identifier.requiredString("uri")
    version = try identifier.requiredInteger("version")
    var changes: [ContentChange] = []
    for (index, value) in try params.read(Self.contentChanges).enumerated() {
      let change = try params.element(value, of: "contentChanges", at: index)
      let text = try change.requiredString("text")
      if change.object["range"] == nil || change.object["range"] == .null {
        changes.append(.full(text))
      } else {
        changes.append(.range(try change.range("range"), text))
      }
    }
    self.changes = changes
  }
}

/// `textDocument/didSave`: `{textDocument, text?}`.
struct DidSaveParams: MethodParams {
  static let textDocument = TextDocumentParam.declaration(summary: "The document (`TextDocumentIdentifier`).")
  static let text = Param("text", .string, summary: "The saved text, when the client sends it.")
  static var declared: [any DeclaredParam] { [textDocument, text] }

  /// The saved document.
  let uri: String
  /// Its text, if sent.
  let text: String?

  init(_ params: ParamReader) throws(RPCError) {
    uri = try params.read(Self.textDocument).requiredString("uri")
    text = try params.read(Self.text)
  }
}

/// `textDocument/didClose` (and any method that names only a document): `{textDocument}`.
struct DocumentParams: MethodParams {
  static let textDocument = TextDocumentParam.declaration(summary: "The document (`TextDocumentIdentifier`).")
  static var declared: [any DeclaredParam] { [textDocument] }

  /// The document.
  let uri: String

  init(_ params: ParamReader) throws(RPCError) {
    uri = try params.read(Self.textDocument).requiredString("uri")
  }
}
