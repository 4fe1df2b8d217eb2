import JSONRPC

/// `textDocument/hover`: `{textDocument, position}`.
struct HoverParams: MethodParams {
  static let textDocument = TextDocumentParam.declaration()
  static let position = RequiredParam("position", .position, summary: "The position asked about.")
  static var declared: [any DeclaredParam] { [textDocument, position] }

  /// The document.
  let uri: String
  /// The position asked about.
  let position: LSPPosition

  init(_ params: ParamReader) throws(RPCError) {
    uri = try params.read(Self.textDocument).requiredString("uri")
    position = try params.read(Self.position)
  }
}
