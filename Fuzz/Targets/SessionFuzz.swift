import JSONRPC
import NavDaemon
import NavJSON
import NavProtocol

/// The whole protocol engine (framing, JSON, JSON-RPC, lifecycle, dispatch) on
/// arbitrary bytes delivered in arbitrary reads.
///
/// The first byte picks the framing mode and the limits; the second seeds the
/// read sizes; the rest is stdin. Invariants: nothing traps; the output is a
/// sequence of well-formed frames in the detected framing (LSP: exactly one
/// `Content-Length` header), each a JSON-RPC 2.0 object that is a response with an
/// `id` and exactly one of `result`/`error` (or a batch of them); error codes are
/// the documented ones; and once the session has exited it writes nothing more.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let setup = input.byte()
  let mode = FramingMode.allCases[Int(setup) % FramingMode.allCases.count]
  let small = setup & 0x80 != 0
  let limits =
    small
    ? MessageLimits(maxMessageBytes: 256, maxDepth: 4) : MessageLimits()
  var readSeed = UInt64(input.byte()) | 1
  let stream = input.rest()

  let services = LifecycleOnlyMethodLayer(startup: SessionStartup(limits: limits))
  let session = DaemonSession(services: services, limits: limits, framingMode: mode, logger: .silent)
  var output: [UInt8] = []
  var offset = 0
  while offset < stream.count {
    readSeed = readSeed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let end = min(stream.count, offset + Int(readSeed >> 57) + 1)
    let before = session.status
    let status = stream[offset..<end].withUnsafeBytes { session.receive($0) }
    let written = session.takeOutput()
    if before != .running { fuzzCheck(written.isEmpty, "output after exit") }
    output += written
    offset = end
    if status != .running { break }
  }
  session.endOfInput()
  output += session.takeOutput()
  checkOutput(output, framing: session.framing)
  return 0
}

private let documentedCodes: Set<Int64> = [
  -32700, -32600, -32601, -32602, -32603, -32002, -32800, -32010, -32011, -32012,
]

private func checkOutput(_ output: [UInt8], framing: Framing?) {
  guard !output.isEmpty else { return }
  guard let framing else {
    fuzzCheck(false, "output before the framing was known")
    return
  }
  guard let bodies = framing == .lsp ? lspBodies(output) : ndjsonBodies(output) else {
    fuzzCheck(false, "output is not well framed in \(framing)")
    return
  }
  for body in bodies {
    let message: JSONValue
    do {
      message = try JSONParser.parse(body, maxDepth: 10_000)
    } catch {
      fuzzCheck(false, "output is not JSON: \(error)")
      return
    }
    switch message {
    case .array(let responses):
      fuzzCheck(!responses.isEmpty, "an empty batch response was written")
      responses.forEach(checkResponse)
    default:
      checkResponse(message)
    }
  }
}

private func checkResponse(_ message: JSONValue) {
  guard case .object(let object) = message else {
    fuzzCheck(false, "a written message is not an object")
    return
  }
  fuzzCheck(object["jsonrpc"] == .string("2.0"), "missing jsonrpc 2.0")
  if object["method"] != nil {
    fuzzCheck(object["id"] == nil, "the server sent a request")
    return
  }
  guard let id = object["id"] else {
    fuzzCheck(false, "a response without id")
    return
  }
  switch id {
  case .null, .integer, .string: break
  default: fuzzCheck(false, "a response id of type \(id.typeName)")
  }
  fuzzCheck((object["result"] == nil) != (object["error"] == nil), "a response needs exactly one of result/error")
  if let error = object["error"] {
    guard case .integer(let code) = error["code"] ?? .null, case .string = error["message"] ?? .null else {
      fuzzCheck(false, "an error without integer code and string message")
      return
    }
    fuzzCheck(documentedCodes.contains(code), "undocumented error code \(code)")
  }
}

/// Splits LSP output that must be exactly `Content-Length: N\r\n\r\n` + N bytes, repeated.
private func lspBodies(_ output: [UInt8]) -> [[UInt8]]? {
  let prefix = Array("Content-Length: ".utf8)
  var bodies: [[UInt8]] = []
  var offset = 0
  while offset < output.count {
    guard output.count - offset > prefix.count, output[offset..<(offset + prefix.count)].elementsEqual(prefix) else {
      return nil
    }
    offset += prefix.count
    var length = 0
    var digits = 0
    while offset < output.count, output[offset] >= UInt8(ascii: "0"), output[offset] <= UInt8(ascii: "9"), digits < 12 {
      length = length * 10 + Int(output[offset] - UInt8(ascii: "0"))
      offset += 1
      digits += 1
    }
    let separator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
    guard digits > 0, output.count - offset >= 4 + length,
      output[offset..<(offset + 4)].elementsEqual(separator)
    else { return nil }
    offset += 4
    bodies.append(Array(output[offset..<(offset + length)]))
    offset += length
  }
  return bodies
}

/// Splits NDJSON output, which must end with a newline and hold no blank lines.
private func ndjsonBodies(_ output: [UInt8]) -> [[UInt8]]? {
  guard output.last == 0x0A else { return nil }
  let lines = output.dropLast().split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
  return lines.contains(where: \.isEmpty) ? nil : lines
}
