import JSONRPC
import NavJSON
import NavProtocol

/// The method layer of `navd lsp`: a language server (LSP 3.17) that gives editors the
/// findings of `navd check` while a path configuration, route table or client configuration
/// is typed (docs/editors.md).
///
/// It keeps every open document; a change only marks its document, and after each read of
/// input (``didHandleRead(context:)``) every marked document is checked once and its
/// diagnostics published, so a burst of keystrokes costs one check.
public struct LanguageServerMethodLayer: MethodLayer {
  /// The open documents, by URI.
  var documents: [String: TextDocument] = [:]
  /// Documents changed since their last publish, in the order they changed.
  var pendingPublish: [String] = []
  /// The rules documents are checked against (`initializationOptions.platform`).
  var platform = PlatformChoice.auto
  /// How positions count (`general.positionEncodings`).
  var encoding = PositionEncoding.utf16
  /// Whether hovers are sent as Markdown (the client's `hover.contentFormat` allows it).
  var hoverMarkdown = true

  /// Nothing to load at start-up.
  public init(startup: SessionStartup<NoLayerOptions>) {}

  /// navd, as `navd lsp` (LSP has no `protocolVersion` of its own in the result).
  public static let serverInfo = ServerInfo(
    name: "navd", version: NavdVersion.current,
    summary: "A language server for Hotwire Native path configurations, route tables and client configurations.")

  /// The text-document methods of LSP 3.17 that navd serves.
  public static var methods: [MethodDescriptor<LanguageServerMethodLayer>] {
    DocumentSyncMethods.all + [CodeActionMethod.descriptor, HoverMethod.descriptor]
  }

  /// Reads `initializationOptions.platform` and the client's position encodings and hover formats.
  public static func initialize(
    _ parameters: InitializeParameters, context: inout MethodContext<LanguageServerMethodLayer>
  ) throws {
    var raw = parameters.raw
    // An empty Lua table reaches us as `[]` (Neovim's `init_options = {}`): no options.
    if raw["initializationOptions"] == .array([]) { raw["initializationOptions"] = .object(JSONObject()) }
    let params = ParamReader(raw)
    var platform = PlatformChoice.auto
    if let options = try params.nested("initializationOptions"),
      let text = try options.string("platform")
    {
      guard let choice = PlatformChoice(rawValue: text) else {
        throw RPCError.invalidParams(
          field: "initializationOptions.platform",
          reason: JSONShapeIssue.wrongValue(
            "one of " + PlatformChoice.allCases.map(\.rawValue).joined(separator: ", "), .string(text)
          ).message)
      }
      platform = choice
    }
    let capabilities = try params.nested("capabilities")
    let offered = try capabilities?.nested("general")?.stringArray("positionEncodings")
    let formats = try capabilities?.nested("textDocument")?.nested("hover")?.stringArray(
      "contentFormat")
    context.services.platform = platform
    context.services.encoding = PositionEncoding.negotiate(offered: offered)
    context.services.hoverMarkdown = formats.map { $0.contains("markdown") } ?? true
  }

  /// LSP's `InitializeResult`: the server's capabilities and `serverInfo`.
  public static func initializeResult(context: MethodContext<LanguageServerMethodLayer>, methodNames: [String])
    -> JSONValue
  {
    [
      "capabilities": [
        "positionEncoding": .string(context.services.encoding.rawValue),
        "textDocumentSync": [
          "openClose": true,
          "change": 2,
          "save": ["includeText": false],
        ],
        "hoverProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
      ],
      "serverInfo": ["name": .string(serverInfo.name), "version": .string(serverInfo.version)],
    ]
  }

  /// A language server has no OpenRPC document.
  public static var servesDiscovery: Bool { false }

  /// Publishes the diagnostics of every document changed during the read.
  public static func didHandleRead(context: inout MethodContext<LanguageServerMethodLayer>) {
    guard !context.services.pendingPublish.isEmpty else { return }
    let uris = context.services.pendingPublish
    context.services.pendingPublish.removeAll(keepingCapacity: true)
    for uri in uris {
      guard let params = context.services.diagnosticsParams(for: uri) else { continue }
      context.sendNotification("textDocument/publishDiagnostics", params: params)
    }
  }

  /// Marks `uri` for the publish at the end of the read.
  mutating func markChanged(_ uri: String) {
    if !pendingPublish.contains(uri) { pendingPublish.append(uri) }
  }

  /// `{uri, version, diagnostics}` for the open document `uri`, checking it if needed.
  mutating func diagnosticsParams(for uri: String) -> JSONObject? {
    guard documents[uri] != nil else { return nil }
    let platform = self.platform
    let analysis = documents[uri]!.analysis(platform: platform)
    guard let document = documents[uri] else { return nil }
    let diagnostics = analysis.findings.map { DiagnosticRendering.diagnostic($0, in: document, encoding: encoding) }
    return [
      "uri": .string(uri), "version": .integer(document.version), "diagnostics": .array(diagnostics),
    ]
  }

  /// The open document `uri` and its current analysis, or `-32602` naming `textDocument.uri`.
  mutating func analysedDocument(_ uri: String) throws(RPCError) -> (TextDocument, DocumentAnalysis) {
    let platform = self.platform
    let analysis = try withOpenDocument(uri) { $0.analysis(platform: platform) }
    return (documents[uri]!, analysis)
  }

  /// Runs `body` on the open document `uri` where it is stored (its text is not copied), or
  /// throws `-32602` naming `textDocument.uri`.
  mutating func withOpenDocument<Result>(
    _ uri: String, _ body: (inout TextDocument) -> Result
  ) throws(RPCError) -> Result {
    guard documents[uri] != nil else {
      throw .invalidParams(field: "textDocument.uri", reason: "is not an open document")
    }
    return body(&documents[uri]!)
  }
}
