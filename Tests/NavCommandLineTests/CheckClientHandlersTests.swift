import Foundation
import Testing

@testable import NavCommandLine

/// `navd check` on a client configuration file with declared route decision handlers
/// (docs/check.md, `invalidRouteDecisionHandler`).
@Suite struct CheckClientHandlersTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/check/client-handlers.json").path

  @Test func aDuplicateDeclaredHandlerIsAnErrorAtItsName() {
    let run = CommandRun.check([Self.file])
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        "\(Self.file):routeDecisionHandlers[2].name: error: duplicates routeDecisionHandlers[0].name \"paywall\"; "
          + "the daemon refuses this configuration"))
    #expect(run.standardOutput.contains("checked as android"))
  }

  @Test func jsonNamesTheCodeAndTheLine() throws {
    let run = CommandRun.check(["--format", "json", Self.file])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("\"code\":\"invalidRouteDecisionHandler\""))
    #expect(run.standardOutput.contains("\"line\":7"))
  }
}
