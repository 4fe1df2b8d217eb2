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

  static let didOpen = MethodDescriptor<LanguageServerMethodLayer>.notification(
    "textDocument/didOpen", summary: "Opens a document: it is checked and its diagnostics published.",
    params: DidOpenParams.self
  ) { context, params throws(RPCError) in
    let uri = params.document.uri
    context.services.documents[uri] = params.document
    context.services.markChanged(uri)
  }

  static let didChange = MethodDescriptor<LanguageServerMethodLayer>.notification(
    "textDocument/didChange", summary: "Applies full or incremental changes; the document is checked again.",
    params: DidChangeParams.self
  ) { context, params throws(RPCError) in
    let encoding = context.services.encoding
    try context.services.withOpenDocument(params.uri) {
      $0.apply(params.changes, version: params.version, encoding: encoding)
    }
    context.services.markChanged(params.uri)
  }

  static let didSave = MethodDescriptor<LanguageServerMethodLayer>.notification(
    "textDocument/didSave", summary: "The document was saved; its diagnostics are published again.",
    params: DidSaveParams.self
  ) { context, params throws(RPCError) in
    try context.services.withOpenDocument(params.uri) { document in
      if let text = params.text { document.replaceText(text, version: nil) }
    }
    context.services.markChanged(params.uri)
  }

  static let didClose = MethodDescriptor<LanguageServerMethodLayer>.notification(
    "textDocument/didClose", summary: "Closes a document: its diagnostics are cleared.",
    params: DocumentParams.self
  ) { context, params throws(RPCError) in
    let uri = params.uri
    guard context.services.documents.removeValue(forKey: uri) != nil else {
      throw RPCError.invalidParams(field: "textDocument.uri", reason: "is not an open document")
    }
    context.services.pendingPublish.removeAll { $0 == uri }
    context.sendNotification(
      "textDocument/publishDiagnostics", params: ["uri": .string(uri), "diagnostics": []])
  }
}
