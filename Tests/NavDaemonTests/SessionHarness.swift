import NavDaemon
import NavProtocol
import Testing

/// Drives a `DaemonSession<TestServices>` in-process and decodes what it writes.
final class SessionHarness {
  let session: DaemonSession<TestServices>
  let mode: FramingMode

  init(mode: FramingMode = .ndjson, limits: DaemonLimits = DaemonLimits()) throws {
    self.mode = mode
    session = DaemonSession(
      services: try TestServices(startup: DaemonStartup(limits: limits)), limits: limits, framingMode: mode,
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

/// Splits LSP output, requiring exactly one `Content-Length` header per message.
enum LSPFrames {
  struct Malformed: Error {}

  static func split(_ output: [UInt8]) throws -> [[UInt8]] {
    var bodies: [[UInt8]] = []
    var rest = output[...]
    let prefix = Array("Content-Length: ".utf8)
    while !rest.isEmpty {
      guard rest.starts(with: prefix) else { throw Malformed() }
      rest = rest.dropFirst(prefix.count)
      let digits = rest.prefix { $0 >= 0x30 && $0 <= 0x39 }
      guard let length = Int(String(decoding: digits, as: UTF8.self)) else { throw Malformed() }
      rest = rest.dropFirst(digits.count)
      guard rest.starts(with: [0x0D, 0x0A, 0x0D, 0x0A]), rest.count >= 4 + length else { throw Malformed() }
      rest = rest.dropFirst(4)
      bodies.append(Array(rest.prefix(length)))
      rest = rest.dropFirst(length)
    }
    return bodies
  }

  static func frame(_ body: String, headers: [String] = []) -> String {
    let header = (["Content-Length: \(body.utf8.count)"] + headers).joined(separator: "\r\n")
    return header + "\r\n\r\n" + body
  }
}

extension JSONValue {
  /// `error.code` of a response.
  var errorCode: Int64? { self["error"]?["code"]?.integerValue }
}
