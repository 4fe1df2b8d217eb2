import NavJSON
import NavProtocol
import NavdTestKit
import Testing

/// The built `navd` binary, driven over real pipes in both framings.
@Suite struct EndToEndTests {
  static func line(_ id: Int, _ method: String, _ params: String? = nil) -> String {
    let paramsPart = params.map { #","params":\#($0)"# } ?? ""
    return #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)"\#(paramsPart)}"#
  }

  static let initializeLine = line(1, "initialize", #"{"clientInfo":{"name":"e2e"}}"#)

  @Test func ndjsonSessionExitsZeroAfterShutdown() throws {
    let input = [
      Self.initializeLine, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#, Self.line(2, "shutdown"),
      #"{"jsonrpc":"2.0","method":"exit"}"#,
    ].map { $0 + "\n" }.joined()
    let outcome = try NavdProcess.run(input: input)
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    let messages = try outcome.ndjsonMessages()
    #expect(messages.count == 2)
    #expect(messages[0]["result"]?["capabilities"]?["framing"] == "ndjson")
    #expect(messages[0]["result"]?["serverInfo"]?["name"] == "navd")
    #expect(messages[1] == ["jsonrpc": "2.0", "id": 2, "result": nil])
  }

  @Test func lspSessionUsesExactlyOneHeaderPerMessage() throws {
    let input =
      LSPFrames.frame(Self.initializeLine, headers: ["Content-Type: application/vscode-jsonrpc; charset=utf-8"])
      + LSPFrames.frame(Self.line(2, "rpc.discover")) + LSPFrames.frame(Self.line(3, "shutdown"))
      + LSPFrames.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
    let outcome = try NavdProcess.run(input: input)
    #expect(outcome.status == 0)
    let messages = try outcome.lspMessages()
    #expect(messages.map { $0["id"] } == [1, 2, 3])
    #expect(messages[0]["result"]?["capabilities"]?["framing"] == "lsp")
    #expect(messages[1]["result"]?["openrpc"] == "1.3.2")
    #expect(outcome.stdoutText.components(separatedBy: "Content-Length").count == 4)
  }

  static let exitCases: [(String, [String], Int32)] = [
    ("", [], 1),
    ("   \n", [], 1),
    (initializeLine + "\n" + #"{"jsonrpc":"2.0","method":"exit"}"# + "\n", [], 1),
    (initializeLine + "\n" + line(2, "shutdown") + "\n", [], 0),
    (initializeLine + "\n" + line(2, "shutdown"), [], 0),
    (line(1, "shutdown") + "\n", [], 1),
    (#"{"jsonrpc":"2.0","method":"exit"}"#, [], 1),
  ]

  @Test(arguments: exitCases)
  func exitStatus(input: String, arguments: [String], status: Int32) throws {
    #expect(try NavdProcess.run(arguments, input: input).status == status)
  }

  @Test func unrecognizedFirstByteIsStatusTwoWithNothingOnStdout() throws {
    let outcome = try NavdProcess.run(input: "  hello\n")
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("cannot detect the framing"))
  }

  @Test func unusableHeaderIsStatusTwoAfterEarlierAnswers() throws {
    let input = LSPFrames.frame(Self.initializeLine) + "Content-Length: ten\r\n\r\n{}"
    let outcome = try NavdProcess.run(input: input)
    #expect(outcome.status == 2)
    #expect(try outcome.lspMessages().map { $0["id"] } == [1])
    #expect(outcome.stderr.contains("Content-Length \"ten\" is not a byte count"))
  }

  @Test func overLimitContentLengthIsStatusTwo() throws {
    let outcome = try NavdProcess.run(["--max-message-bytes", "64"], input: "Content-Length: 65\r\n\r\n")
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("exceeds --max-message-bytes 64"))
  }

  @Test func badInputMidSessionIsAnsweredAndTheSessionGoesOn() throws {
    let input = [
      Self.initializeLine, "{oops", #"{"jsonrpc":"2.0","id":1.0,"method":"shutdown"}"#, "[]",
      #"{"jsonrpc":"2.0","id":5,"method":"rpc.discover","params":"x"}"#,
      #"{"jsonrpc":"2.0","id":6,"method":"nope"}"#,
      #"{"jsonrpc":"2.0","id":7,"method":"a","params":"# + String(repeating: "[", count: 20)
        + String(repeating: "]", count: 20) + "}",
      "", Self.line(8, "shutdown"), #"{"jsonrpc":"2.0","id":9,"method":"exit"}"#,
    ].map { $0 + "\n" }.joined()
    let outcome = try NavdProcess.run(["--max-depth", "10"], input: input)
    #expect(outcome.status == 0)
    let messages = try outcome.ndjsonMessages()
    #expect(messages.map(\.errorCode) == [nil, -32700, -32600, -32600, -32602, -32601, -32012, nil])
    let ids: [JSONValue] = [1, nil, nil, nil, 5, 6, nil, 8]
    #expect(messages.map { $0["id"] } == ids)
  }

  @Test func deepestAllowedMessageIsServedAndReleased() throws {
    let depth = 10_000
    // Request object, params and capabilities are 3 levels; the array fills the rest (initialize ignores
    // unknown capabilities, so the depth is all this message tests).
    let deepArray = String(repeating: "[", count: depth - 3) + String(repeating: "]", count: depth - 3)
    let input = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"x":"# + deepArray + "}}}",
      #"{"jsonrpc":"2.0","id":2,"method":"nope","params":{"a":["# + deepArray + "]}}",
      #"{"jsonrpc":"2.0","id":3,"method":"nope","params":{"a":[["# + deepArray + "]]}}", Self.line(4, "shutdown"),
    ].map { $0 + "\n" }.joined()
    let outcome = try NavdProcess.run(["--max-depth", "\(depth)"], input: input)
    #expect(outcome.status == 0)
    #expect(try outcome.ndjsonMessages().map(\.errorCode) == [nil, -32601, -32012, nil])
  }

  @Test func oversizedLineEndToEnd() throws {
    let input = [
      Self.initializeLine,
      #"{"jsonrpc":"2.0","id":2,"method":"x","params":{"p":""# + String(repeating: "a", count: 500) + #""}}"#,
      Self.line(3, "shutdown"),
    ].map { $0 + "\n" }.joined()
    let outcome = try NavdProcess.run(["--max-message-bytes", "200"], input: input)
    let messages = try outcome.ndjsonMessages()
    #expect(messages.map(\.errorCode) == [nil, -32012, nil])
    #expect(messages[1]["error"]?["data"] == ["limit": "max-message-bytes", "value": 200])
    #expect(outcome.status == 0)
  }

  @Test func forcedNDJSONAnswersAnLSPHeaderLineAsAParseError() throws {
    let input = "Content-Length: 5\n" + Self.initializeLine + "\n"
    let outcome = try NavdProcess.run(["--framing", "ndjson"], input: input)
    #expect(try outcome.ndjsonMessages().map(\.errorCode) == [-32700, nil])
    #expect(outcome.status == 1)
  }

  @Test func stdoutCarriesOnlyProtocolEvenWithDebugLogging() throws {
    let input = [Self.initializeLine, "garbage", Self.line(2, "shutdown")].map { $0 + "\n" }.joined()
    let outcome = try NavdProcess.run(["--log-level", "debug"], input: input)
    #expect(!outcome.stderr.isEmpty)
    for message in try outcome.ndjsonMessages() { #expect(message["jsonrpc"] == "2.0") }
    #expect(outcome.stdoutText.hasSuffix("\n"))
  }

  @Test func answersArriveBeforeInputEnds() throws {
    let conversation = try NavdProcess.Conversation()
    try conversation.send(Self.initializeLine + "\n")
    #expect(conversation.nextLine()?["id"] == 1)
    try conversation.send(Self.line(2, "shutdown") + "\n")
    #expect(conversation.nextLine() == ["jsonrpc": "2.0", "id": 2, "result": nil])
    try conversation.send(#"{"jsonrpc":"2.0","method":"exit"}"# + "\n")
    #expect(conversation.nextLine() == nil)
    #expect(conversation.close() == 0)
  }

  @Test func commandLineErrorsAreStatusTwoWithUsage() throws {
    for arguments in [["--bogus"], ["--framing", "xml"], ["--max-depth", "0"], ["extra"]] {
      let outcome = try NavdProcess.run(arguments, input: "")
      #expect(outcome.status == 2)
      #expect(outcome.stdout.isEmpty)
      #expect(outcome.stderr.contains("Usage:"))
    }
  }

  @Test func helpAndVersion() throws {
    let help = try NavdProcess.run(["--help"], input: "")
    #expect(help.status == 0)
    for flag in [
      "--framing", "--log-level", "--max-message-bytes", "--max-depth", "--max-clients", "--max-stack-entries",
      "--path-configuration", "--help", "--version",
    ] {
      #expect(help.stdoutText.contains(flag))
    }
    let version = try NavdProcess.run(["--version"], input: "")
    #expect(version.status == 0)
    #expect(version.stdoutText == "navd \(NavdVersion.current) (models Hotwire Native iOS 1.3.1 and Android 1.3.1)\n")
  }

  @Test func pathConfigurationFileIsCheckedAtStartUp() throws {
    let missing = try NavdProcess.run(["--path-configuration", "/nonexistent/navd.json"], input: "")
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("cannot read /nonexistent/navd.json"))
    #expect(missing.stdout.isEmpty)
  }
}
