import Foundation
import Testing

/// `navd check` through the built executable: the subcommand is wired, prints problems on stdout and
/// reports them in its exit status.
@Suite struct CheckEndToEndTests {
  private func writeTemporary(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("navd-check-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func problemsArePrintedWithTheirLocationAndExitOne() throws {
    let path = try writeTemporary(#"{"rules":[{"patterns":["/new$"],"properties":{"context":"Modal"}}]}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try NavdProcess.run(["check", path], input: "")
    #expect(outcome.status == 1)
    #expect(
      outcome.stdoutText.contains(
        "\(path):rules[0].properties.context: error: unknown value \"Modal\" (expected one of default, modal)"))
  }

  @Test func aCleanRouteTableExitsZero() throws {
    let path = try writeTemporary(#"[{"name":"viewAlbum","patterns":["kkbox://album/{albumID:digits}"]}]"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try NavdProcess.run(["check", path], input: "")
    #expect(outcome.status == 0)
  }

  @Test func anUnreadableFileExitsTwo() throws {
    let outcome = try NavdProcess.run(["check", "/nonexistent/navd-routes.json"], input: "")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("/nonexistent/navd-routes.json"))
  }
}
