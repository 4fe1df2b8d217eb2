import Foundation
import NavJSON
import NavProtocol
import NavdTestKit
import Testing

/// Every docs/protocol.md §1 limit at the limit and one past it, through the built `navd`
/// binary and its command-line flags, in both framings where the framing matters.
///
/// The in-process suites (`LimitsTests`, the method tests) check each limit's error
/// shape; these check the whole path: flag parsing, the reader, the parser and the
/// method layer in one process, and that navd keeps serving after each refusal.
@Suite struct LimitBoundaryTests {
  enum Wire: String, CaseIterable, Sendable {
    case ndjson
    case lsp
  }

  /// One request as JSON text.
  static func request(_ id: Int, _ method: String, _ params: String = "{}") -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
  }

  static let initialize = request(0, "initialize")

  /// Frames `bodies` for `wire`.
  static func stream(_ bodies: [String], _ wire: Wire) -> String {
    switch wire {
    case .ndjson: bodies.map { $0 + "\n" }.joined()
    case .lsp: bodies.map { LSPFrames.frame($0) }.joined()
    }
  }

  /// Runs navd with `flags` on `bodies`; returns the parsed replies and the exit status.
  static func run(_ flags: [String], _ bodies: [String], _ wire: Wire) throws -> ([JSONValue], NavdProcess.Outcome) {
    let outcome = try NavdProcess.run(["--framing", wire.rawValue] + flags, input: stream(bodies, wire))
    // Replies may nest deeper than the input limit (a route result echoes its `parameters`).
    let bodies =
      wire == .ndjson ? outcome.stdout.split(separator: 0x0A).map(Array.init) : try LSPFrames.split(outcome.stdout)
    return (try bodies.map { try JSONParser.parse($0, maxDepth: 10_000) }, outcome)
  }

  static func limitError(_ name: String, _ value: Int) -> JSONValue {
    ["limit": .string(name), "value": .integer(Int64(value))]
  }

  /// A `route` request whose pass-through `parameters` nest so the whole message has `depth` levels
  /// (request object 1, params 2, parameters 3, then arrays).
  static func nestedRoute(_ id: Int, depth: Int) -> String {
    let arrays = depth - 3
    let value = String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays)
    return request(id, "route", #"{"url":"https://app.example/","state":false,"parameters":{"v":\#(value)}}"#)
  }

  // MARK: max-depth

  @Test(arguments: Wire.allCases, [8, 512])
  func depthAtTheLimitIsServedAndOneMoreIsRefused(wire: Wire, limit: Int) throws {
    let flags = limit == 512 ? [] : ["--max-depth", "\(limit)"]
    let (replies, outcome) = try Self.run(
      flags,
      [
        Self.initialize, Self.nestedRoute(1, depth: limit), Self.nestedRoute(2, depth: limit + 1),
        Self.request(3, "state", #"{"state":true}"#),
      ], wire)
    #expect(replies.count == 4)
    guard replies.count == 4 else { return }
    #expect(replies[1]["id"] == 1)
    #expect(replies[1]["result"]?["decision"] == "navigate")
    #expect(replies[2]["id"] == .null)
    #expect(replies[2]["error"]?["code"] == -32012)
    #expect(replies[2]["error"]?["data"] == Self.limitError("max-depth", limit))
    #expect(replies[3]["result"]?["main"]?.arrayValue?.count == 1, "the refused route changed nothing")
    #expect(outcome.status == 1, "end of input without shutdown exits 1")
  }

  // MARK: max-message-bytes

  /// A `state` request padded with a pass-through string to exactly `bytes` bytes.
  static func paddedRequest(_ id: Int, bytes: Int) -> String {
    let empty = request(id, "state", #"{"client":"default","pad":""}"#)
    let pad = String(repeating: "x", count: bytes - empty.utf8.count)
    return request(id, "state", #"{"client":"default","pad":"\#(pad)"}"#)
  }

  @Test(arguments: [200, 16 * 1024 * 1024])
  func ndjsonLineAtTheLimitIsServedAndOneMoreIsRefused(limit: Int) throws {
    let flags = limit == 16 * 1024 * 1024 ? [] : ["--max-message-bytes", "\(limit)"]
    let exact = Self.paddedRequest(1, bytes: limit)
    let over = Self.paddedRequest(2, bytes: limit + 1)
    #expect(exact.utf8.count == limit && over.utf8.count == limit + 1)
    let (replies, _) = try Self.run(flags, [Self.initialize, exact, over, Self.request(3, "client/list")], .ndjson)
    #expect(replies.map { $0["id"] } == [0, 1, .null, 3])
    guard replies.count == 4 else { return }
    // The padded state request is served or refused for its unknown member, never for its size.
    #expect(replies[1]["error"]?["code"] != -32012)
    #expect(replies[2]["error"]?["code"] == -32012)
    #expect(replies[2]["error"]?["data"] == Self.limitError("max-message-bytes", limit))
    #expect(replies[3]["result"] == ["clients": ["default"]])
  }

  @Test func lspContentLengthAtTheLimitIsServedAndOneMoreEndsTheStream() throws {
    let limit = 200
    let exact = Self.paddedRequest(1, bytes: limit)
    let input =
      LSPFrames.frame(Self.initialize) + LSPFrames.frame(exact) + "Content-Length: \(limit + 1)\r\n\r\n"
      + Self.paddedRequest(2, bytes: limit + 1)
    let outcome = try NavdProcess.run(["--framing", "lsp", "--max-message-bytes", "\(limit)"], input: input)
    let replies = try outcome.lspMessages()
    #expect(replies.map { $0["id"] } == [0, 1])
    #expect(replies.last?["error"]?["code"] != -32012)
    #expect(outcome.status == 2, "an over-limit Content-Length cannot be resynchronised")
    #expect(outcome.stderr.contains("\(limit + 1)") && outcome.stderr.contains("max-message-bytes"))
  }

  // MARK: max-clients

  @Test(arguments: [3, 10_000])
  func clientsUpToTheLimitOpenAndOneMoreIsRefused(limit: Int) throws {
    let flags = limit == 10_000 ? [] : ["--max-clients", "\(limit)"]
    // `default` exists from initialize on, so limit - 1 more clients fit.
    var bodies = [Self.initialize]
    for index in 1..<limit { bodies.append(Self.request(index, "client/open", #"{"client":"c\#(index)"}"#)) }
    bodies.append(Self.request(limit, "route", #"{"client":"extra","url":"https://app.example/","state":false}"#))
    bodies.append(Self.request(limit + 1, "client/close", #"{"client":"c1"}"#))
    bodies.append(Self.request(limit + 2, "client/open", #"{"client":"extra"}"#))
    let (replies, _) = try Self.run(flags, bodies, .ndjson)
    #expect(replies.count == limit + 3)
    guard replies.count == limit + 3 else { return }
    #expect(replies[1..<limit].allSatisfy { $0["error"] == nil }, "clients up to the limit open")
    #expect(replies[limit]["error"]?["code"] == -32012)
    #expect(replies[limit]["error"]?["data"] == Self.limitError("max-clients", limit))
    #expect(replies[limit + 1]["result"] == .null && replies[limit + 1]["error"] == nil)
    #expect(replies[limit + 2]["result"]?["client"] == "extra", "closing a client frees its slot")
  }

  // MARK: max-stack-entries

  /// A short-form `state/import` with `count` stamped entries on `stack`.
  static func importing(_ id: Int, _ count: Int, on stack: String) -> String {
    let entries = (0..<count).map { #"{"url":"https://app.example/\#($0)"}"# }.joined(separator: ",")
    return request(id, "state/import", #"{"state":{"\#(stack)":[\#(entries)]}}"#)
  }

  @Test(arguments: ["main", "modal"], [4, 10_000])
  func stackFilledToTheLimitAcceptsNoMore(stack: String, limit: Int) throws {
    let flags = limit == 10_000 ? [] : ["--max-stack-entries", "\(limit)"]
    let (replies, _) = try Self.run(
      flags,
      [
        Self.initialize, Self.importing(1, limit + 1, on: stack), Self.importing(2, limit, on: stack),
        Self.request(3, "ui/push", #"{"stack":"\#(stack)","viewController":"native","state":false}"#),
        Self.request(4, "route", #"{"url":"https://app.example/next","state":false}"#),
        Self.request(5, "currentVisitableURL"),
      ], .ndjson)
    #expect(replies.map { $0["id"] } == [0, 1, 2, 3, 4, 5])
    guard replies.count == 6 else { return }
    #expect(replies[1]["error"]?["data"] == Self.limitError("max-stack-entries", limit), "one past the limit")
    #expect(replies[2]["error"] == nil, "exactly at the limit")
    #expect(replies[2]["result"]?["state"]?[stack]?.arrayValue?.count == limit)
    #expect(replies[3]["error"]?["data"] == Self.limitError("max-stack-entries", limit))
    if stack == "main" {
      #expect(replies[4]["error"]?["data"] == Self.limitError("max-stack-entries", limit))
    } else {
      // Routing with the default context goes to main (dismissing the modal), which has room.
      #expect(replies[4]["error"] == nil)
    }
    let top = stack == "main" ? "https://app.example/\(limit - 1)" : "https://app.example/next"
    #expect(replies[5]["result"] == ["url": .string(top)])
  }
}
