import JSONRPC
import NavDaemon
import NavJSON
import NavProtocol

/// A structured fuzzer over the whole daemon: the input bytes decode into a sequence
/// of method calls (valid ones and ones with invalid params) across three clients,
/// sent through a real `DaemonSession<NavigationMethodLayer>` (NDJSON), with small limits.
///
/// After every call it checks: exactly one response carries the call's id; a call
/// that failed left `state/export` of its client and `client/list` exactly as they
/// were; and the client's `state` is consistent — entry ids unique and never reused,
/// an entry's `routedLocation` and `viewController` never change, `presented` holds
/// exactly when the modal stack is non-empty, `modalStyle` is set exactly while
/// presented, `activeStack` follows `presented`, and `currentVisitableURL` is the
/// active top's `currentURL` when that top is visitable, else null.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDaemon(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard var driver = DaemonDriver() else { return 0 }
  var calls = 0
  while !input.isExhausted && calls < 60 {
    calls += 1
    let client = input.pick(DaemonScript.clients)
    let (method, params) = DaemonScript.call(&input, client: client, knownIDs: driver.knownIDs(client))
    let before = driver.snapshot(client)
    let response = driver.send(method, params)
    let label = "\(method) \(JSONWriter.string(of: params))"
    if let error = response["error"] {
      fuzzCheck(error["code"]?.integerValue != -32603, "\(label): internal error \(JSONWriter.string(of: error))")
      fuzzCheck(
        driver.snapshot(client) == before, "\(label) failed with \(JSONWriter.string(of: error)) but changed state")
    } else if method == "client/close" || method == "client/open" {
      driver.forget(client)
    }
    driver.checkState(client, after: label)
  }
  return 0
}

/// Sends requests through one session and tracks what each client's entries looked like.
private struct DaemonDriver {
  let session: DaemonSession<NavigationMethodLayer>
  var nextID: Int64 = 1
  var stamps: [String: [Int64: JSONValue]] = [:]
  var gone: [String: Set<Int64>] = [:]

  init?() {
    let limits = MessageLimits(maxMessageBytes: 1 << 20, maxDepth: 64)
    var options = NavigationOptions()
    options.limits = NavigationLimits(maxClients: 3, maxStackEntries: 4)
    guard let services = try? NavigationMethodLayer(startup: SessionStartup(limits: limits, options: options)) else {
      return nil
    }
    session = DaemonSession(services: services, limits: limits, framingMode: .ndjson, logger: .silent)
    let configuration: JSONValue = [
      "pathConfiguration": [
        "rules": [
          ["patterns": ["/new$"], "properties": ["context": "modal"]],
          ["patterns": ["/sheet"], "properties": ["context": "modal", "modal_style": "medium"]],
          ["patterns": ["/locked"], "properties": ["modal_dismiss_gesture_enabled": false, "context": "modal"]],
          ["patterns": ["/native"], "properties": ["view_controller": "native"]],
          ["patterns": ["/root"], "properties": ["presentation": "replace_root"]],
        ]
      ]
    ]
    let response = send("initialize", ["configuration": configuration])
    fuzzCheck(response["result"] != nil, "initialize failed: \(JSONWriter.string(of: .object(response)))")
  }

  /// Sends one request; returns its one response (notifications are not enabled).
  mutating func send(_ method: String, _ params: JSONValue) -> JSONObject {
    let id = nextID
    nextID += 1
    let request: JSONValue = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]
    session.receive(JSONWriter.bytes(of: request) + [0x0A])
    let lines = session.takeOutput().split(separator: 0x0A)
    fuzzCheck(lines.count == 1, "\(method): \(lines.count) output lines for one request")
    guard let line = lines.first, let response = try? JSONParser.parse(Array(line), maxDepth: 10_000).objectValue
    else {
      fuzzCheck(false, "\(method): unparsable response")
      return [:]
    }
    fuzzCheck(response["id"] == .integer(id), "\(method): response id \(String(describing: response["id"]))")
    return response
  }

  /// Everything a failing call must leave alone: the client's export and the client list.
  mutating func snapshot(_ client: String) -> [JSONValue] {
    // Export first: it creates a missing client, which the list must then show both times.
    let export = send("state/export", ["client": .string(client)])
    return [export["result"] ?? export["error"] ?? .null, send("client/list", [:])["result"] ?? .null]
  }

  mutating func knownIDs(_ client: String) -> [Int64] {
    Array((stamps[client] ?? [:]).keys).sorted()
  }

  /// A closed or reopened client starts a new world.
  mutating func forget(_ client: String) {
    stamps[client] = nil
    gone[client] = nil
  }

  mutating func checkState(_ client: String, after label: String) {
    let response = send("state", ["client": .string(client)])
    guard let state = response["result"]?.objectValue else {
      // The client may not exist and not fit (max-clients); then state is refused.
      fuzzCheck(
        response["error"]?["code"] == -32012, "\(label): state failed \(JSONWriter.string(of: .object(response)))")
      return
    }
    let main = state["main"]?.arrayValue ?? []
    let modal = state["modal"]?.arrayValue ?? []
    let ids = (main + modal).compactMap { $0["id"]?.integerValue }
    fuzzCheck(ids.count == main.count + modal.count, "\(label): an entry without an integer id")
    fuzzCheck(Set(ids).count == ids.count, "\(label): duplicate ids \(ids)")
    fuzzCheck(main.count <= 4 && modal.count <= 4, "\(label): a stack passed max-stack-entries")
    var known = stamps[client] ?? [:]
    var removed = gone[client] ?? []
    for entry in main + modal {
      guard let id = entry["id"]?.integerValue else { continue }
      fuzzCheck(!removed.contains(id), "\(label): id \(id) was reused")
      let identity: JSONValue = [entry["routedLocation"] ?? .null, entry["viewController"] ?? .null]
      if let previous = known[id] {
        fuzzCheck(previous == identity, "\(label): entry \(id) changed stamp or view controller")
      }
      known[id] = identity
    }
    for id in known.keys where !ids.contains(id) {
      removed.insert(id)
      known[id] = nil
    }
    stamps[client] = known
    gone[client] = removed
    let presented = state["presented"] == .bool(true)
    fuzzCheck(presented == !modal.isEmpty, "\(label): presented \(presented) with \(modal.count) modal entries")
    fuzzCheck((state["modalStyle"] ?? .null).isNull != presented, "\(label): modalStyle disagrees with presented")
    fuzzCheck(state["activeStack"] == .string(presented ? "modal" : "main"), "\(label): wrong activeStack")
    let top = (presented ? modal : main).last
    let expected = top.flatMap { $0["visitable"] == .bool(true) ? $0["currentURL"] : nil } ?? .null
    fuzzCheck(
      (state["currentVisitableURL"] ?? .null) == expected,
      "\(label): currentVisitableURL \(String(describing: state["currentVisitableURL"])) vs top \(expected)")
  }
}

/// Decodes bytes into method calls.
private enum DaemonScript {
  static let clients = ["default", "a", "b", "c"]
  static let urls: [JSONValue] = [
    "https://app.example/", "https://app.example/a", "https://app.example/a/", "https://app.example/b?x=1",
    "https://app.example/posts/new", "https://app.example/sheet", "https://app.example/locked",
    "https://app.example/native", "https://app.example/root", "https://app.example/recede_historical_location",
    "https://app.example/refresh_historical_location", "https://app.example/resume_historical_location",
    "https://other.example/", "mailto:x@app.example", "kkbox://album/1", "not a url", "", 42,
  ]
  static let actions: [JSONValue] = ["advance", "replace", "restore", "sideways", 1]
  static let proposalResults: [JSONValue] = ["accept", "reject", ["acceptCustom": "native"], "maybe", [:]]
  static let propertySets: [JSONValue] = [
    ["presentation": "pop"], ["presentation": "refresh"], ["presentation": "clear_all"], ["context": "modal"],
    ["presentation": "replace", "context": "modal"], ["historical_location": true], ["presentation": "none"], 3,
  ]

  static let sessions: [JSONValue] = ["main", "modal", "side", nil, 1]
  static let statusCodes: [JSONValue] = [0, 200, 204, 302, 404, 422, 500, 599, 600, -1, "200", 1.5]
  static let proposalOptions: [JSONValue] = [
    ["action": "replace", "response": ["statusCode": 200, "redirected": true]],
    ["action": "advance", "shouldCacheSnapshot": false, "willRender": "x"],
    ["response": ["statusCode": "ok"]], ["action": "restore"], 7,
  ]

  static func call(_ input: inout FuzzInput, client: String, knownIDs: [Int64]) -> (String, JSONValue) {
    let clientValue = JSONValue.string(client)
    switch input.index(below: 20) {
    case 0...4:
      var params: JSONObject = ["client": clientValue, "url": input.pick(urls), "state": false]
      if input.bool() { params["options"] = ["action": input.pick(actions)] }
      if input.index(below: 3) == 0 { params["proposalResult"] = input.pick(proposalResults) }
      if input.index(below: 3) == 0 { params["properties"] = input.pick(propertySets) }
      return ("route", .object(params))
    case 5: return ("pop", ["client": clientValue, "animated": input.pick([true, false, "yes"])])
    case 6: return ("clearAll", ["client": clientValue])
    case 7: return (input.pick(["reload", "start", "currentVisitableURL"]), ["client": clientValue])
    case 8: return (input.pick(["ui/back", "ui/dismissModal"]), ["client": clientValue])
    case 9:
      var params: JSONObject = [
        "client": clientValue, "stack": input.pick(["main", "modal", "side"]),
        "viewController": input.pick(["web", "native", 5]),
      ]
      if input.bool() { params["url"] = input.pick(urls) }
      return ("ui/push", .object(params))
    case 10:
      var params: JSONObject = ["client": clientValue, "url": input.pick(urls)]
      if input.bool() { params["entry"] = .integer(knownIDs.isEmpty ? 99 : input.pick(knownIDs + [0, 9999])) }
      return ("visitable/didChangeURL", .object(params))
    case 11:
      let entries: [JSONValue] = [
        ["url": "https://app.example/i"], [:], ["url": "https://app.example/j", "viewController": "native"],
        ["url": "https://app.example/k", "modalDismissGestureEnabled": false], ["bogus": 1],
      ]
      var state: JSONObject = [:]
      state["main"] = .array((0..<input.index(below: 6)).map { _ in input.pick(entries) })
      if input.bool() { state["modal"] = .array((0..<input.index(below: 3)).map { _ in input.pick(entries) }) }
      if input.index(below: 3) == 0 { state["presented"] = .bool(input.bool()) }
      return ("state/import", ["client": clientValue, "state": .object(state)])
    case 12:
      return (input.pick(["client/open", "client/close"]), ["client": clientValue])
    case 13:
      let configurations: [JSONValue] = [
        ["matchQueryStrings": false], ["startLocation": "https://app.example/start"],
        ["pathConfiguration": ["rules": [["patterns": ["(a+)+$", "["], "properties": ["context": "modal"]]]]],
        ["pathConfiguration": ["rules": 5]], ["visitableViewControllers": ["web", "native"]], ["tabs": "x"],
      ]
      return ("client/configure", ["client": clientValue, "configuration": input.pick(configurations)])
    case 14:
      return ("state/import", ["client": clientValue, "state": ["main": [["url": "https://app.example/z"]]]])
    case 16:
      var params: JSONObject = ["client": clientValue, "url": input.pick(urls), "state": false]
      if input.bool() { params["session"] = input.pick(sessions) }
      if input.bool() { params["options"] = input.pick(proposalOptions) }
      if input.index(below: 3) == 0 { params["explain"] = input.pick([true, false, "yes"]) }
      return ("session/proposeVisit", .object(params))
    case 17:
      var response: JSONObject = [
        "statusCode": input.pick(statusCodes), "url": input.pick(urls + ["/a", "/posts/new", "a/../b"]),
      ]
      if input.bool() { response["redirected"] = input.pick([true, false, 1]) }
      if input.index(below: 3) == 0 { response["html"] = input.pick([true, false, nil]) }
      var params: JSONObject = [
        "client": clientValue, "method": input.pick(["POST", "get", "Patch", "DELETE", "TRACE", 3]),
        "response": .object(response), "state": false,
      ]
      if input.bool() { params["session"] = input.pick(sessions) }
      if input.index(below: 3) == 0 { params["submitterAction"] = input.pick(actions) }
      if input.index(below: 3) == 0 { params["explain"] = true }
      return ("session/formSubmitted", .object(params))
    case 18:
      var params: JSONObject = ["client": clientValue, "url": input.pick(urls), "state": false]
      if input.bool() { params["session"] = input.pick(sessions) }
      return ("session/crossOriginRedirect", .object(params))
    case 19:
      var params: JSONObject = ["client": clientValue, "statusCode": input.pick(statusCodes)]
      if input.bool() { params["entry"] = .integer(knownIDs.isEmpty ? 99 : input.pick(knownIDs + [0, 9999])) }
      return ("session/visitFailed", .object(params))
    default:
      return (input.pick(["state", "client/list", "routes/coverage", "no/such"]), ["client": clientValue])
    }
  }
}
