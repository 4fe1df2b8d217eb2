import JSONRPC
import NavJSON
import NavdTestKit
import Testing

/// docs/protocol.md §2: initialize first, shutdown, exit, end of input, cancellation, rpc.discover.
@Suite struct LifecycleTests {
  @Test func requestsBeforeInitializeAreServerNotInitialized() throws {
    let harness = try SessionHarness()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"no/such","params":"x"}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"rpc.discover"}"#,
      #"{"jsonrpc":"2.0","method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","method":"initialize"}"#)
    #expect(replies.map(\.errorCode) == [-32002, -32002, -32002, -32002])
    #expect(replies.map { $0["id"] } == [1, 2, 3, 4])
    #expect(harness.session.lifecycle == .uninitialized)
    try harness.initialize()
    #expect(try harness.sendLines(#"{"jsonrpc":"2.0","id":5,"method":"test/increment"}"#)[0]["result"] == 1)
  }

  @Test(arguments: [FramingMode.ndjson, .lsp])
  func initializeResultIsExact(mode: FramingMode) throws {
    let harness = try SessionHarness(mode: mode)
    let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"clientInfo":{"name":"t","version":"1"}}}"#
    let replies = try harness.send(mode == .lsp ? LSPFrames.frame(body) : body + "\n")
    let methods: JSONValue = [
      "initialize", "initialized", "shutdown", "exit", "$/cancelRequest", "rpc.discover", "test/echo",
      "test/increment", "test/text", "test/fail", "test/crash", "test/notify", "test/limit",
    ]
    #expect(
      replies == [
        [
          "jsonrpc": "2.0", "id": 1,
          "result": [
            "serverInfo": ["name": "navd", "version": .string(TestServices.serverInfo.version)],
            "protocolVersion": 1,
            "capabilities": ["methods": methods, "framing": .string(mode.rawValue), "batches": true],
          ],
        ]
      ])
  }

  @Test func initializeHandsConfigurationAndCapabilitiesToTheMethodLayer() throws {
    let harness = try SessionHarness()
    try harness.initialize(
      #"{"capabilities":{"notifications":true},"configuration":{"startLocation":"https://a/"},"processId":null,"rootUri":null}"#
    )
    #expect(harness.session.context.notificationsRequested)
    #expect(harness.session.context.services.configuration == ["startLocation": "https://a/"])
  }

  static let badInitializeParams: [(String, Int64, String?)] = [
    (#"{"clientInfo":"x"}"#, -32602, "clientInfo"),
    (#"{"clientInfo":{"name":3}}"#, -32602, "clientInfo.name"),
    (#"{"capabilities":[]}"#, -32602, "capabilities"),
    (#"{"capabilities":{"notifications":"yes"}}"#, -32602, "capabilities.notifications"),
    (#"{"configuration":[1]}"#, -32602, "configuration"),
    (#"{"configuration":{"invalid":true}}"#, -32011, nil),
    (#"[]"#, -32602, "params"),
  ]

  @Test(arguments: badInitializeParams)
  func failedInitializeLeavesTheServerUninitialized(params: String, code: Int64, field: String?) throws {
    let harness = try SessionHarness()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":\#(params)}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"test/increment"}"#)
    #expect(replies[0].errorCode == code)
    if let field { #expect(replies[0]["error"]?["data"]?["field"] == .string(field)) }
    #expect(replies[1].errorCode == -32002)
    #expect(harness.session.lifecycle == .uninitialized)
    #expect(!harness.session.context.notificationsRequested)
    try harness.initialize()
  }

  @Test func secondInitializeIsInvalidRequest() throws {
    let harness = try SessionHarness()
    try harness.initialize()
    let replies = try harness.sendLines(#"{"jsonrpc":"2.0","id":2,"method":"initialize"}"#)
    #expect(replies.map(\.errorCode) == [-32600])
  }

  @Test func initializedIsAcceptedSilently() throws {
    let harness = try SessionHarness()
    try harness.initialize()
    #expect(try harness.sendLines(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#).isEmpty)
  }

  @Test func afterShutdownOnlyExitIsAccepted() throws {
    let harness = try SessionHarness()
    try harness.initialize()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"no/such"}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"initialize"}"#,
      #"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","method":"test/increment"}"#)
    #expect(replies[0] == ["jsonrpc": "2.0", "id": 1, "result": nil])
    #expect(replies.dropFirst().map(\.errorCode) == [-32600, -32600, -32600, -32600])
    #expect(harness.session.context.services.counter == 0)
    #expect(try harness.sendLines(#"{"jsonrpc":"2.0","method":"exit"}"#).isEmpty)
    #expect(harness.session.status == .exited(0))
  }

  @Test func exitWithoutShutdownIsStatusOne() throws {
    let harness = try SessionHarness()
    try harness.initialize()
    try harness.sendLines(#"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(harness.session.status == .exited(1))
  }

  @Test func exitBeforeInitializeExits() throws {
    let harness = try SessionHarness()
    try harness.sendLines(#"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(harness.session.status == .exited(1))
  }

  @Test func exitWithAnIDGetsNoReplyAndStopsTheRead() throws {
    let harness = try SessionHarness()
    try harness.initialize()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","id":2,"method":"exit"}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"test/increment"}"#)
    #expect(replies.map { $0["id"] } == [1])
    #expect(harness.session.status == .exited(0))
    #expect(harness.session.receive(Array("{}\n".utf8)) == .exited(0))
    #expect(harness.session.takeOutput().isEmpty)
  }

  @Test func endOfInputExitsWithShutdownStatus() throws {
    let done = try SessionHarness()
    try done.initialize()
    try done.sendLines(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#)
    #expect(try done.finish().isEmpty)
    #expect(done.session.status == .exited(0))

    let abandoned = try SessionHarness()
    try abandoned.initialize()
    #expect(try abandoned.send(#"{"jsonrpc":"2.0","id":1,"method":"test/increment"}"#).isEmpty)
    #expect(try abandoned.finish() == [["jsonrpc": "2.0", "id": 1, "result": 1]])
    #expect(abandoned.session.status == .exited(1))

    let silent = try SessionHarness(mode: .auto)
    #expect(try silent.finish().isEmpty)
    #expect(silent.session.status == .exited(1))
  }

  @Test func endOfInputInsideAnLSPFrameDropsIt() throws {
    let harness = try SessionHarness(mode: .lsp)
    let initialize = LSPFrames.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#)
    let shutdown = LSPFrames.frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
    let replies = try harness.send(initialize + shutdown + "Content-Length: 50\r\n\r\n{\"jsonrpc\"")
    #expect(replies.map { $0["id"] } == [1, 2])
    #expect(try harness.finish().isEmpty)
    #expect(harness.session.status == .exited(0))
  }

  @Test func cancelAnswersEarlierQueuedRequestsWithRequestCancelled() throws {
    let harness = try SessionHarness()
    try harness.initialize()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","id":"s","method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#,
      #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"s"}}"#,
      #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":99}}"#,
      #"{"jsonrpc":"2.0","id":99,"method":"test/increment"}"#)
    #expect(replies.map { $0["id"] } == [1, "s", 2, 99])
    #expect(replies.map(\.errorCode) == [-32800, -32800, nil, nil])
    #expect(replies[2]["result"] == 1)
    #expect(replies[3]["result"] == 2)
    #expect(harness.session.context.services.calls == ["test/increment", "test/increment"])
  }

  @Test func cancelInALaterReadHasNoEffect() throws {
    let harness = try SessionHarness()
    try harness.initialize()
    #expect(try harness.sendLines(#"{"jsonrpc":"2.0","id":1,"method":"test/increment"}"#)[0]["result"] == 1)
    #expect(try harness.sendLines(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#).isEmpty)
    #expect(try harness.sendLines(#"{"jsonrpc":"2.0","id":1,"method":"test/increment"}"#)[0]["result"] == 2)
  }

  @Test func cancelReachesIntoBatchesAndRequestFormIsAnswered() throws {
    let harness = try SessionHarness()
    try harness.initialize()
    let replies = try harness.sendLines(
      #"[{"jsonrpc":"2.0","id":1,"method":"test/increment"},{"jsonrpc":"2.0","id":2,"method":"test/increment"}]"#,
      #"{"jsonrpc":"2.0","id":3,"method":"$/cancelRequest","params":{"id":2}}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"$/cancelRequest","params":{"id":true}}"#)
    #expect(replies.count == 3)
    #expect(replies[0].arrayValue?.map(\.errorCode) == [nil, -32800])
    #expect(replies[1] == ["jsonrpc": "2.0", "id": 3, "result": nil])
    #expect(replies[2].errorCode == -32602)
    #expect(replies[2]["error"]?["data"]?["field"] == "id")
  }

  /// docs/protocol.md §2: before `initialize` a request is -32002 and notifications (cancels included) are
  /// dropped; after `shutdown` every request but `exit` is -32600. A cancel does not turn those into -32800.
  @Test func cancelDoesNotOverrideTheLifecycle() throws {
    let harness = try SessionHarness()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"initialize"}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":3}}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","id":5,"method":"test/increment"}"#,
      #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":5}}"#)
    #expect(replies.map { $0["id"] } == [1, 2, 3, 4, 5])
    #expect(replies.map(\.errorCode) == [-32002, nil, -32800, nil, -32600])
    #expect(harness.session.context.services.calls.isEmpty)
  }

  @Test func exitCannotBeCancelled() throws {
    let harness = try SessionHarness()
    try harness.initialize()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"exit"}"#, #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
    #expect(replies.isEmpty)
    #expect(harness.session.status == .exited(1))
  }
}
