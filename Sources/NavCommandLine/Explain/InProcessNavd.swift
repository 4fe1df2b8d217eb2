import JSONRPC
import NavJSON

/// navd's method layer run inside this process: each request goes through the same session,
/// registry and methods the daemon serves on stdin/stdout, so a command built on it answers
/// exactly as the daemon would.
final class InProcessNavd<Services: MethodLayer> {
  private let session: DaemonSession<Services>
  private var nextID: Int64 = 1

  /// A fresh daemon session (no `--path-configuration`, default limits).
  init() throws {
    let limits = MessageLimits()
    let services = try Services(startup: SessionStartup(limits: limits, logger: .silent))
    session = DaemonSession(services: services, limits: limits, framingMode: .ndjson, logger: .silent)
  }

  /// The `result` of `method` with `params`, or the `error` object the daemon answered.
  func call(_ method: String, _ params: JSONObject) -> Result<JSONValue, InProcessNavdError> {
    let id = nextID
    nextID += 1
    let request = JSONObject([
      ("jsonrpc", "2.0"), ("id", .integer(id)), ("method", .string(method)), ("params", .object(params)),
    ])
    var bytes = JSONWriter.bytes(of: .object(request))
    bytes.append(UInt8(ascii: "\n"))
    _ = session.receive(bytes)
    for line in session.takeOutput().split(separator: UInt8(ascii: "\n")) {
      guard let message = try? JSONParser.parse(Array(line)), message["id"] == .integer(id) else { continue }
      if let error = message["error"] { return .failure(InProcessNavdError(method: method, error: error)) }
      return .success(message["result"] ?? .null)
    }
    return .failure(InProcessNavdError(method: method, error: .null))
  }
}

/// A request the in-process daemon refused, with the daemon's own error.
struct InProcessNavdError: Error, CustomStringConvertible {
  /// The method that failed.
  let method: String
  /// The JSON-RPC error object (`null` when there was no response at all).
  let error: JSONValue

  /// `METHOD: MESSAGE`, then each problem of an invalid configuration on its own line.
  var description: String {
    let message = error["message"]?.stringValue ?? "no response"
    var lines = ["\(method): \(message)"]
    for problem in error["data"]?["problems"]?.arrayValue ?? [] {
      let path = problem["path"]?.stringValue ?? ""
      lines.append("  \(path.isEmpty ? "(document)" : path): \(problem["reason"]?.stringValue ?? "")")
    }
    return lines.joined(separator: "\n")
  }
}
