import JSONRPC
import NavJSON
import Testing

@testable import NavDaemon

/// navd's own options and limits (docs/protocol.md §1), beside the engine's, and how a recording spells them.
@Suite struct NavigationOptionsTests {
  @Test func defaultsMatchTheProtocol() {
    let limits = NavigationLimits()
    #expect(limits.maxClients == 10_000)
    #expect(limits.maxStackEntries == 10_000)
    #expect(
      MessageLimits.Name.allCases.map(\.rawValue) + NavigationLimits.Name.allCases.map(\.rawValue) == [
        "max-message-bytes", "max-depth", "max-clients", "max-stack-entries",
      ])
    #expect(limits.reached(.maxStackEntries).data == ["limit": "max-stack-entries", "value": 10000])
  }

  @Test func defaultOptionsSpellEveryOptionButRecord() {
    var options = DaemonOptions()
    options.recordFile = "session.jsonl"
    #expect(
      options.recordedArguments == [
        "--framing", "auto", "--log-level", "warning", "--max-message-bytes", "16777216", "--max-depth", "512",
        "--max-clients", "10000", "--max-stack-entries", "10000",
      ])
    options.layer.pathConfigurationFile = "paths.json"
    options.framingMode = .lsp
    #expect(options.recordedArguments.prefix(2) == ["--framing", "lsp"])
    #expect(options.recordedArguments.suffix(2) == ["--path-configuration", "paths.json"])
  }
}
