import Foundation

/// The straightforward JSON-RPC server the benchmark compares navd with:
/// Foundation's `JSONDecoder`/`JSONEncoder`, `Codable` types, one `write` per
/// response. It answers `initialize` and `shutdown`, exits on `exit`, and
/// echoes `{method, params}` for every other method.
struct EchoServer {
  private let decoder = JSONDecoder()
  private let encoder = JSONEncoder()
  private var reader = FrameReader()
  private var shutdownReceived = false

  /// Serves stdin until `exit` or end of input; never returns.
  mutating func run() -> Never {
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      let atEnd = count <= 0
      if !atEnd { reader.append(chunk[0..<count]) }
      drain(atEndOfInput: atEnd)
      if atEnd { exit(shutdownReceived ? 0 : 1) }
    }
  }

  private mutating func drain(atEndOfInput: Bool) {
    while true {
      switch reader.next(atEndOfInput: atEndOfInput) {
      case .needInput: return
      case .fatal(let reason):
        FileHandle.standardError.write(Data("navd-baseline-echo: \(reason)\n".utf8))
        exit(2)
      case .message(let body): handle(body)
      }
    }
  }

  private mutating func handle(_ body: Data) {
    let isBatch = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "[")
    do {
      if isBatch {
        let messages = try decoder.decode([IncomingMessage].self, from: body)
        let responses = messages.compactMap { respond(to: $0) }
        if responses.isEmpty { return }
        send(try encoder.encode(responses))
      } else if let response = respond(to: try decoder.decode(IncomingMessage.self, from: body)) {
        send(try encoder.encode(response))
      }
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      sendError(.parseError)
    } catch {
      sendError(.invalidRequest)
    }
  }

  private mutating func respond(to message: IncomingMessage) -> OutgoingResponse? {
    let outcome: OutgoingResponse.Outcome
    switch message.method {
    case "initialize":
      outcome = .initialize(
        InitializeResult(
          serverInfo: .init(name: "navd-baseline-echo", version: "1"),
          protocolVersion: 1,
          capabilities: .init(framing: reader.framing?.rawValue ?? "ndjson", batches: true)))
    case "shutdown":
      shutdownReceived = true
      outcome = .null
    case "exit":
      exit(shutdownReceived ? 0 : 1)
    default:
      outcome = .echo(EchoResult(method: message.method, params: message.params ?? .object([:])))
    }
    guard let id = message.id else { return nil }
    return OutgoingResponse(id: id, outcome: outcome)
  }

  private func sendError(_ error: ResponseError) {
    if let data = try? encoder.encode(OutgoingResponse(id: .null, outcome: .error(error))) {
      send(data)
    }
  }

  private func send(_ json: Data) {
    var framed = Data()
    if reader.framing == .lsp {
      framed.append(Data("Content-Length: \(json.count)\r\n\r\n".utf8))
      framed.append(json)
    } else {
      framed.append(json)
      framed.append(UInt8(ascii: "\n"))
    }
    FileHandle.standardOutput.write(framed)
  }
}
