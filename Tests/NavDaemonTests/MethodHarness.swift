import JSONRPC
import NavJSON
import NavProtocol
import Testing

@testable import NavDaemon

/// Drives navd's method layer in-process: JSON requests in, JSON messages out,
/// through the real JSON-RPC session, registry and dispatch (NDJSON framing).
final class MethodHarness {
  let client: DaemonSession<NavigationMethodLayer>
  private var nextID: Int64 = 1
  /// Server→client notifications received so far.
  private(set) var notifications: [JSONObject] = []

  init(
    limits: NavigationLimits = NavigationLimits(), pathConfigurationFile: String? = nil,
    initialize: JSONObject? = [:]
  ) throws {
    var options = NavigationOptions()
    options.limits = limits
    options.pathConfigurationFile = pathConfigurationFile
    let services = try NavigationMethodLayer(startup: SessionStartup(options: options, logger: .silent))
    client = DaemonSession(services: services, framingMode: .ndjson, logger: .silent)
    if let initialize {
      let response = send("initialize", .object(initialize))
      #expect(response["error"] == nil, "initialize failed: \(response)")
    }
  }

  /// Sends one request and returns its response object (notifications sent
  /// before it are collected in ``notifications``).
  @discardableResult
  func send(_ method: String, _ params: JSONValue? = nil) -> JSONObject {
    let id = nextID
    nextID += 1
    var request = JSONObject([("jsonrpc", "2.0"), ("id", .integer(id)), ("method", .string(method))])
    if let params { request["params"] = params }
    var bytes = JSONWriter.bytes(of: .object(request))
    bytes.append(UInt8(ascii: "\n"))
    client.receive(bytes)
    var response: JSONObject?
    for line in client.takeOutput().split(separator: UInt8(ascii: "\n")) {
      guard let message = try? JSONParser.parse(Array(line)).objectValue else {
        Issue.record("unparsable output line")
        continue
      }
      if message["id"] == .integer(id) {
        response = message
      } else {
        notifications.append(message)
      }
    }
    guard let response else {
      Issue.record("no response to \(method)")
      return [:]
    }
    return response
  }

  /// The `result` of a request that must succeed.
  @discardableResult
  func call(_ method: String, _ params: JSONValue? = nil, sourceLocation: SourceLocation = #_sourceLocation)
    -> JSONValue
  {
    let response = send(method, params)
    #expect(response["error"] == nil, "\(method) failed: \(response["error"] ?? .null)", sourceLocation: sourceLocation)
    return response["result"] ?? .null
  }

  /// The `error` of a request that must fail.
  func failure(_ method: String, _ params: JSONValue? = nil, sourceLocation: SourceLocation = #_sourceLocation)
    -> JSONObject
  {
    let response = send(method, params)
    guard let error = response["error"]?.objectValue else {
      Issue.record("\(method) did not fail: \(response)", sourceLocation: sourceLocation)
      return [:]
    }
    return error
  }

  /// The export of `client` plus the client list: everything a failing request must leave alone.
  func snapshot(_ client: String = "default") -> JSONValue {
    let clients = call("client/list")["clients"] ?? .null
    guard clients.arrayValue?.contains(.string(client)) == true else { return ["clients": clients] }
    return ["clients": clients, "export": call("state/export", ["client": .string(client)])["state"] ?? .null]
  }

  /// Asserts that `method` fails with `code` (and `data.field` when given) and changes nothing.
  func expectFailure(
    _ method: String, _ params: JSONValue, code: Int64, field: String? = nil, client: String = "default",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = snapshot(client)
    let error = failure(method, params, sourceLocation: sourceLocation)
    #expect(error["code"] == .integer(code), "\(method): \(error)", sourceLocation: sourceLocation)
    if let field {
      #expect(error["data"]?["field"] == .string(field), "\(method): \(error)", sourceLocation: sourceLocation)
    }
    #expect(snapshot(client) == before, "\(method) changed state", sourceLocation: sourceLocation)
  }

  /// Forgets the notifications received so far.
  func clearNotifications() { notifications.removeAll() }
}
