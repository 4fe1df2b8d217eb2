import NavJSON
import Testing

/// Handlers throw only `RPCError`; the one untyped seam left is the method layer's `initialize`
/// hook, where any other error is answered `-32603` and the process keeps running.
@Suite struct InitializeInternalErrorTests {
  @Test func aNonRPCErrorFromInitializeIsAnInternalErrorAndTheServerStaysUp() throws {
    let harness = try SessionHarness()
    let replies = try harness.sendLines(
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"configuration":{"crash":true}}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"test/increment"}"#)
    #expect(replies[0].errorCode == -32603)
    #expect(replies[0]["error"]?["message"] == "Internal error: boom")
    #expect(replies[1].errorCode == -32002)
    #expect(harness.session.lifecycle == .uninitialized)
    #expect(harness.session.status == .running)
    try harness.initialize()
  }
}
