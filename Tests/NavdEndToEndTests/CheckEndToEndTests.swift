import Foundation
import NavdTestKit
import Testing

/// `navd check` through the built executable: the subcommand is wired, prints problems on stdout and
/// reports them in its exit status.
@Suite struct CheckEndToEndTests {
  @Test func problemsArePrintedWithTheirLocationAndExitOne() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let path = try scratch.file("paths.json", #"{"rules":[{"patterns":["/new$"],"properties":{"context":"Modal"}}]}"#)
    let outcome = try NavdProcess.run(["check", path], input: "")
    #expect(outcome.status == 1)
    #expect(
      outcome.stdoutText.contains(
        "\(path):rules[0].properties.context: error: unknown value \"Modal\" (expected one of default, modal)"))
  }

  @Test func aCleanRouteTableExitsZero() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let path = try scratch.file("routes.json", #"[{"name":"viewAlbum","patterns":["kkbox://album/{albumID:digits}"]}]"#)
    let outcome = try NavdProcess.run(["check", path], input: "")
    #expect(outcome.status == 0)
  }

  @Test func anUnreadableFileExitsTwo() throws {
    let outcome = try NavdProcess.run(["check", "/nonexistent/navd-routes.json"], input: "")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("/nonexistent/navd-routes.json"))
  }
}
