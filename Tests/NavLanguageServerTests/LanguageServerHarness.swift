import JSONRPC
import NavJSON
import NavdTestKit
import Testing

@testable import NavLanguageServer

/// Drives a `DaemonSession<LanguageServerMethodLayer>` in-process over LSP framing and decodes what it writes.
final class LanguageServerHarness {
  let session: DaemonSession<LanguageServerMethodLayer>
  private var nextID = 100

  init(
    limits: MessageLimits = MessageLimits(
      maxMessageBytes: 64 * 1024 * 1024, maxDepth: 512)
  ) {
    session = DaemonSession(
      services: LanguageServerMethodLayer(startup: SessionStartup(limits: limits)), limits: limits, framingMode: .lsp,
      logger: .silent, skipsOversizedMessages: true)
  }

  /// Feeds the framed `bodies` as one read and returns the decoded output messages.
  @discardableResult
  func send(_ bodies: String...) throws -> [JSONValue] {
    try sendRaw(bodies.map { LSPFrames.frame($0) }.joined())
  }

  /// Feeds raw bytes as one read.
  @discardableResult
  func sendRaw(_ text: String) throws -> [JSONValue] {
    session.receive(Array(text.utf8))
    return try LSPFrames.split(session.takeOutput()).map { try JSONParser.parse($0) }
  }

  /// A request body with a fresh id.
  func request(_ method: String, _ params: JSONValue) -> String {
    nextID += 1
    return JSONValue.object([
      "jsonrpc": "2.0", "id": .integer(Int64(nextID)), "method": .string(method), "params": params,
    ])
    .jsonText
  }

  /// A notification body.
  func notification(_ method: String, _ params: JSONValue) -> String {
    JSONValue.object(["jsonrpc": "2.0", "method": .string(method), "params": params]).jsonText
  }

  /// Sends `initialize` (with `params`) and `initialized`; returns the initialize result.
  @discardableResult
  func initialize(_ params: JSONValue = ["capabilities": [:]]) throws -> JSONValue {
    let replies = try send(request("initialize", params), notification("initialized", [:]))
    try #require(replies.count == 1)
    return try #require(replies[0]["result"])
  }

  /// Sends one request and returns its response (other messages are dropped).
  func call(_ method: String, _ params: JSONValue) throws -> JSONValue {
    let replies = try send(request(method, params))
    return try #require(replies.last { $0["id"] != nil })
  }

  /// `didOpen` params.
  static func open(_ uri: String, _ text: String, languageId: String = "json", version: Int64 = 1) -> JSONValue {
    [
      "textDocument": [
        "uri": .string(uri), "languageId": .string(languageId), "version": .integer(version), "text": .string(text),
      ]
    ]
  }

  /// Opens a document and returns the publishes that follow.
  func open(_ uri: String, _ text: String, languageId: String = "json") throws -> [JSONValue] {
    try send(notification("textDocument/didOpen", Self.open(uri, text, languageId: languageId)))
  }

  /// The `diagnostics` of the single publish among `messages`.
  static func diagnostics(_ messages: [JSONValue]) throws -> [JSONValue] {
    let publishes = messages.filter { $0["method"] == "textDocument/publishDiagnostics" }
    try #require(publishes.count == 1)
    return try #require(publishes[0]["params"]?["diagnostics"]?.arrayValue)
  }

  /// `{"line", "character"}`.
  static func position(_ line: Int, _ character: Int) -> JSONValue {
    ["line": .integer(Int64(line)), "character": .integer(Int64(character))]
  }

  /// `{"start", "end"}` on one line.
  static func range(_ line: Int, _ start: Int, _ end: Int) -> JSONValue {
    ["start": position(line, start), "end": position(line, end)]
  }
}
