import JSONRPC
import NavJSON

/// `textDocument/codeAction`: `{textDocument, range, context?}`; navd reads only `context.only`.
struct CodeActionParams: MethodParams {
  static let textDocument = TextDocumentParam.declaration()
  static let range = RequiredParam("range", .range, summary: "The range asked about.")
  static let context = Param(
    "context", .nested(Schema.object([("only", Schema.array(Schema.string()))])),
    summary: "`only` filters the kinds.")
  static var declared: [any DeclaredParam] { [textDocument, range, context] }

  /// The document.
  let uri: String
  /// The range asked about.
  let range: LSPRange
  /// The code action kinds asked for, `nil` for all.
  let only: [String]?

  init(_ params: ParamReader) throws(RPCError) {
    uri = try params.read(Self.textDocument).requiredString("uri")
    range = try params.read(Self.range)
    only = try params.read(Self.context)?.stringArray("only")
  }
}
