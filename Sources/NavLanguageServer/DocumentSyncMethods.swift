import JSONRPC
import NavJSON

/// `textDocument/didOpen`, `didChange`, `didSave` and `didClose`: the document store.
///
/// The first three mark the document for a publish at the end of the read
/// (``LanguageServerMethodLayer/didHandleRead(context:)``); `didClose` forgets the document and
/// publishes an empty list at once. Bad params change nothing and are logged (a
/// notification has no response).
enum DocumentSyncMethods {
  static var all: [MethodDescriptor<LanguageServerMethodLayer>] { [didOpen, didChange, didSave, didClose] }

  private static let uriParam = ParamDescriptor(
    "textDocument", required: true, schema: ["type": "object", "required": ["uri"]],
    summary: "The document (`TextDocumentIdentifier` or `TextDocumentItem`).")

  static let didOpen = MethodDescriptor<LanguageServerMethodLayer>(
    documentation: MethodDocumentation(
      name: "textDocument/didOpen", summary: "Opens a document: it is checked and its diagnostics published.",
      params: [uriParam], result: nil)
  ) { context, params in
    let item = try ParamReader(params).requiredNested("textDocument")
    let uri = try item.requiredString("uri")
    let document = TextDocument(
      uri: uri, languageId: try item.requiredString("languageId"), version: try item.requiredInteger("version"),
      text: try item.requiredString("text"))
    context.services.documents[uri] = document
    context.services.markChanged(uri)
    return .null
  }

  static let didChange = MethodDescriptor<LanguageServerMethodLayer>(
    documentation: MethodDocumentation(
      name: "textDocument/didChange",
      summary: "Applies full or incremental changes; the document is checked again.",
      params: [uriParam], result: nil)
  ) { context, params in
    let reader = ParamReader(params)
    let identifier = try reader.requiredNested("textDocument")
    let uri = try identifier.requiredString("uri")
    let version = try identifier.requiredInteger("version")
    var changes: [ContentChange] = []
    for (index, value) in try reader.requiredArray("contentChanges").enumerated() {
      let change = try reader.element(value, of: "contentChanges", at: index)
      let text = try change.requiredString("text")
      if change.object["range"] == nil || change.object["range"] == .null {
        changes.append(.full(text))
      } else {
        changes.append(.range(try change.range("range"), text))
      }
    }
    let encoding = context.services.encoding
    try context.services.withOpenDocument(uri) { $0.apply(changes, version: version, encoding: encoding) }
    context.services.markChanged(uri)
    return .null
  }

  static let didSave = MethodDescriptor<LanguageServerMethodLayer>(
    documentation: MethodDocumentation(
      name: "textDocument/didSave", summary: "The document was saved; its diagnostics are published again.",
      params: [uriParam], result: nil)
  ) { context, params in
    let reader = ParamReader(params)
    let uri = try reader.requiredNested("textDocument").requiredString("uri")
    let text = try reader.string("text")
    try context.services.withOpenDocument(uri) { document in
      if let text { document.replaceText(text, version: nil) }
    }
    context.services.markChanged(uri)
    return .null
  }

  static let didClose = MethodDescriptor<LanguageServerMethodLayer>(
    documentation: MethodDocumentation(
      name: "textDocument/didClose", summary: "Closes a document: its diagnostics are cleared.",
      params: [uriParam], result: nil)
  ) { context, params in
    let uri = try ParamReader(params).requiredNested("textDocument").requiredString("uri")
    guard context.services.documents.removeValue(forKey: uri) != nil else {
      throw RPCError.invalidParams(field: "textDocument.uri", reason: "is not an open document")
    }
    context.services.pendingPublish.removeAll { $0 == uri }
    context.sendNotification(
      "textDocument/publishDiagnostics", params: ["uri": .string(uri), "diagnostics": []])
    return .null
  }
}
