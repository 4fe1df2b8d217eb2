import JSONRPC
import NavJSON
import NavProtocol
import NavdTestKit
import Testing

@testable import NavLanguageServer

@Suite("navd lsp: lifecycle, diagnostics, coalescing, bad input")
struct LanguageServerSessionTests {
  static let uri = "file:///app/path-configuration.json"
  static let typo = #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "Modal"}}]}"#

  @Test func initializeAnnouncesTheCapabilitiesOfCheckMD() throws {
    let harness = LanguageServerHarness()
    let result = try harness.initialize()
    #expect(
      result.jsonText
        == #"{"capabilities":{"positionEncoding":"utf-16","textDocumentSync":{"openClose":true,"change":2,"#
        + #""save":{"includeText":false}},"hoverProvider":true,"codeActionProvider":{"codeActionKinds":["quickfix"]}},"#
        + #""serverInfo":{"name":"navd","version":"\#(NavdVersion.current)"}}"#)
  }

  @Test(arguments: [
    (["utf-16", "utf-8"], "utf-8"), (["utf-32", "utf-16"], "utf-32"), (["utf-16"], "utf-16"), ([], "utf-16"),
    (["latin-1"], "utf-16"),
  ])
  func positionEncodingIsNegotiated(offered: [String], picked: String) throws {
    let harness = LanguageServerHarness()
    let result = try harness.initialize([
      "capabilities": ["general": ["positionEncodings": .array(offered.map { .string($0) })]]
    ])
    #expect(result["capabilities"]?["positionEncoding"] == .string(picked))
  }

  @Test func aBadPlatformFailsInitializeAndTheServerStaysUninitialized() throws {
    let harness = LanguageServerHarness()
    let replies = try harness.send(
      harness.request("initialize", ["capabilities": [:], "initializationOptions": ["platform": "windows"]]))
    #expect(replies[0].errorCode == -32602)
    #expect(replies[0]["error"]?["data"]?["field"] == "initializationOptions.platform")
    let hover = try harness.call(
      "textDocument/hover",
      ["textDocument": ["uri": "file:///a.json"], "position": LanguageServerHarness.position(0, 0)])
    #expect(hover.errorCode == -32002)
  }

  @Test func anEmptyLuaTableAsInitializationOptionsIsNoOptions() throws {
    let harness = LanguageServerHarness()
    let result = try harness.initialize(["capabilities": [:], "initializationOptions": []])
    #expect(result["serverInfo"]?["name"] == "navd")
    let other = LanguageServerHarness()
    let replies = try other.send(other.request("initialize", ["capabilities": [:], "initializationOptions": [1]]))
    #expect(replies[0]["error"]?["data"]?["field"] == "initializationOptions")
  }

  @Test func rpcDiscoverIsNotALanguageServerMethod() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    #expect(try harness.call("rpc.discover", [:]).errorCode == -32601)
  }

  @Test func didOpenPublishesOneDiagnosticPerFindingWithVersion() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    let messages = try harness.open(Self.uri, Self.typo)
    let publish = try #require(messages.first)
    #expect(publish["params"]?["uri"] == .string(Self.uri))
    #expect(publish["params"]?["version"] == 1)
    let start = Self.typo.utf8.count - #""Modal"}}]}"#.utf8.count
    #expect(
      try LanguageServerHarness.diagnostics(messages) == [
        [
          "range": LanguageServerHarness.range(0, start, start + 7), "severity": 1, "code": "unknownValue",
          "source": "navd",
          "message": #"unknown value "Modal" (expected one of default, modal); did you mean "modal"?"#,
        ]
      ])
  }

  @Test func changesInOneReadAreCheckedOnceAndThePublishDescribesTheLastVersion() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    try harness.open(Self.uri, Self.typo)
    let column = Self.typo.utf8.count - #"odal"}}]}"#.utf8.count - 1
    var bodies: [String] = []
    for (version, letter) in [(2, "x"), (3, "y"), (4, "m")] {
      bodies.append(
        harness.notification(
          "textDocument/didChange",
          [
            "textDocument": ["uri": .string(Self.uri), "version": .integer(Int64(version))],
            "contentChanges": [["range": LanguageServerHarness.range(0, column, column + 1), "text": .string(letter)]],
          ]))
    }
    let messages = try harness.sendRaw(bodies.map { LSPFrames.frame($0) }.joined())
    #expect(messages.count == 1)
    #expect(messages[0]["params"]?["version"] == 4)
    #expect(try LanguageServerHarness.diagnostics(messages) == [])
  }

  @Test func aWhitespaceEditMovesTheDiagnosticsWithTheText() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    try harness.open(Self.uri, Self.typo)
    let messages = try harness.send(
      harness.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(Self.uri), "version": 2],
          "contentChanges": [["range": LanguageServerHarness.range(0, 1, 1), "text": "\n   "]],
        ]))
    let diagnostics = try LanguageServerHarness.diagnostics(messages)
    let start = Self.typo.utf8.count - #""Modal"}}]}"#.utf8.count - 1 + 3
    #expect(diagnostics.map { $0["range"] } == [LanguageServerHarness.range(1, start, start + 7)])
    #expect(diagnostics.map { $0["code"] } == ["unknownValue"])
  }

  @Test(arguments: [
    (#"{"a": 1, "b": [true, null]}"#, #"{ "a" : 1 ,"b":[ true,null ] }"#, true),
    (#"{"a": 1, "b": 2}"#, #"{"b": 2, "a": 1}"#, false), (#"[1, 2]"#, #"[2, 1]"#, false),
    (#"{"a": "x"}"#, #"{"a": "y"}"#, false),
    // `String`'s `==` takes these for equal; patterns, and so the checker, tell them apart.
    ("{\"a\": \"caf\u{E9}\"}", "{\"a\": \"cafe\u{301}\"}", false),
    ("{\"caf\u{E9}\": 1}", "{\"cafe\u{301}\": 1}", false),
  ])
  func identicalMeansTheSameJSONInTheSameOrder(left: String, right: String, identical: Bool) throws {
    #expect(DocumentAnalysis.identical(try JSONParser.parse(left), try JSONParser.parse(right)) == identical)
  }

  @Test func didCloseClearsTheDiagnosticsAndForgetsTheDocument() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    try harness.open(Self.uri, Self.typo)
    let messages = try harness.send(
      harness.notification("textDocument/didClose", ["textDocument": ["uri": .string(Self.uri)]]))
    #expect(
      messages.map(\.jsonText) == [
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(Self.uri)","diagnostics":[]}}"#
      ])
    let hover = try harness.call(
      "textDocument/hover",
      ["textDocument": ["uri": .string(Self.uri)], "position": LanguageServerHarness.position(0, 0)])
    #expect(hover["error"]?["data"]?["field"] == "textDocument.uri")
  }

  @Test func invalidJSONIsOneScalarAtTheOffendingByte() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    let diagnostics = try LanguageServerHarness.diagnostics(try harness.open(Self.uri, "{\n  \"rules\": [é]\n}"))
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0]["code"] == "invalidJSON")
    #expect(diagnostics[0]["range"] == LanguageServerHarness.range(1, 12, 13))
  }

  @Test(arguments: [
    ("file:///a.txt", "plaintext", 0), ("file:///a.txt", "json", 1), ("file:///a.txt", "jsonc", 1),
    ("file:///a.Json", "plaintext", 1), ("untitled:Untitled-1", "markdown", 0),
  ])
  func invalidJSONOnlyForJSONDocuments(uri: String, languageId: String, count: Int) throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    #expect(try LanguageServerHarness.diagnostics(try harness.open(uri, "{", languageId: languageId)).count == count)
  }

  @Test func aDocumentOverSixteenMiBGetsOneDiagnosticAndIsNotChecked() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    let text = Self.typo + String(repeating: " ", count: 16 * 1024 * 1024)
    let diagnostics = try LanguageServerHarness.diagnostics(try harness.open(Self.uri, text))
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0]["code"] == "documentTooLarge")
    #expect(diagnostics[0]["range"] == LanguageServerHarness.range(0, 0, 0))
  }

  @Test func aMessageOverTheLimitIsAnsweredAndSkippedAndTheSessionGoesOn() throws {
    let limits = MessageLimits(maxMessageBytes: 1024, maxDepth: 64)
    let harness = LanguageServerHarness(limits: limits)
    try harness.initialize()
    let big = harness.notification(
      "textDocument/didOpen", LanguageServerHarness.open(Self.uri, String(repeating: "x", count: 4096)))
    let framed = LSPFrames.frame(big)
    // The oversized body arrives in two reads; neither is buffered whole.
    let middle = framed.index(framed.startIndex, offsetBy: framed.utf8.count / 2)
    let first = try harness.sendRaw(String(framed[..<middle]))
    #expect(first.map(\.errorCode) == [-32012])
    #expect(first[0]["id"] == .null)
    #expect(try harness.sendRaw(String(framed[middle...])) == [])
    let messages = try harness.open(Self.uri, Self.typo)
    #expect(try LanguageServerHarness.diagnostics(messages).count == 1)
  }

  @Test func unparsableMessagesAndUnknownMethodsAreAnsweredAsJSONRPCSays() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    #expect(try harness.sendRaw(LSPFrames.frame("{nope")).map(\.errorCode) == [-32700])
    #expect(try harness.call("textDocument/formatting", [:]).errorCode == -32601)
    #expect(try harness.send(harness.notification("$/setTrace", ["value": "off"])) == [])
    let hover = try harness.call(
      "textDocument/hover", ["textDocument": ["uri": .string(Self.uri)], "position": ["line": -1, "character": 0]])
    #expect(hover["error"]?["data"]?["field"] == "position.line")
    let change = try harness.call("textDocument/codeAction", ["textDocument": ["uri": 3]])
    #expect(change["error"]?["data"]?["field"] == "textDocument.uri")
  }

  @Test func shutdownThenExitEndsWithStatusZero() throws {
    let harness = LanguageServerHarness()
    try harness.initialize()
    try harness.send(harness.request("shutdown", .null), harness.notification("exit", .null))
    #expect(harness.session.status == .exited(0))
  }
}
