import JSONRPC
import NavJSON
import NavdTestKit
import Testing

/// Drives a `DaemonSession<TestServices>` in-process and decodes what it writes.
final class SessionHarness {
  let session: DaemonSession<TestServices>
  let mode: FramingMode

  init(mode: FramingMode = .ndjson, limits: MessageLimits = MessageLimits()) throws {
    self.mode = mode
    session = DaemonSession(
      services: try TestServices(startup: SessionStartup(limits: limits)), limits: limits, framingMode: mode,
      logger: .silent)
  }

  /// Feeds `text` as one read and returns the decoded output messages.
  @discardableResult
  func send(_ text: String) throws -> [JSONValue] {
    session.receive(Array(text.utf8))
    return try Self.decode(session.takeOutput(), framing: session.framing ?? .ndjson)
  }

  /// Feeds NDJSON lines as one read.
  @discardableResult
  func sendLines(_ lines: String...) throws -> [JSONValue] {
    try send(lines.map { $0 + "\n" }.joined())
  }

  /// Signals end of input and returns the final output.
  func finish() throws -> [JSONValue] {
    session.endOfInput()
    return try Self.decode(session.takeOutput(), framing: session.framing ?? .ndjson)
  }

  /// Sends a successful `initialize`.
  func initialize(_ params: String = "{}") throws {
    let body = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":\#(params)}"#
    let replies = try send(mode == .lsp ? LSPFrames.frame(body) : body + "\n")
    try #require(replies.count == 1)
    try #require(replies[0]["result"] != nil)
  }

  static func decode(_ output: [UInt8], framing: Framing) throws -> [JSONValue] {
    switch framing {
    case .ndjson:
      return try output.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map {
        try JSONParser.parse(Array($0))
      }
    case .lsp:
      return try LSPFrames.split(output).map { try JSONParser.parse($0) }
    }
  }
}
