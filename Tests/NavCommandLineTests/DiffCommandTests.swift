import NavJSON
import NavdTestKit
import Testing

@testable import NavCommandLine

/// `navd diff`'s command line and exit statuses, in process (the outputs through the binary
/// are pinned by Tests/python-check/test_diff.py).
@Suite struct DiffCommandTests {
  static func diff(_ arguments: [String]) -> CommandRun {
    CommandRun { DiffCommand.run(arguments: arguments, standardOutput: $0, standardError: $1) }
  }

  /// An app's iOS file against its Android file: the same rules, but Android ignores case.
  @Test func theTwoPlatformsOfOneApp() throws {
    let scratch = try ScratchDirectory(prefix: "navd-diff")
    defer { scratch.remove() }
    let rules = #"{"rules": [{"patterns": ["/Documents/[0-9]+/edit$"], "properties": {"context": "modal"}}]}"#
    let ios = try scratch.file("ios.json", rules)
    let android = try scratch.file("android.json", rules)
    let run = Self.diff(["--format", "json", "--ios-file", ios, "--android-file", android])
    #expect(run.status == 1)
    let document = try JSONParser.parse(run.standardOutput)
    #expect(document["old"]?["platform"] == "ios" && document["old"]?["platformFrom"] == "option")
    #expect(document["new"]?["platform"] == "android")
    let context = try #require(document["keys"]?.arrayValue?.first { $0["key"] == "context" })
    let first = try #require(context["differences"]?[0])
    #expect(first["subject"] == "/documents/0/edit")
    #expect(first["old"]?["value"] == .null && first["new"]?["value"] == "modal")
  }

  @Test func theSameFileExitsZero() throws {
    let scratch = try ScratchDirectory(prefix: "navd-diff")
    defer { scratch.remove() }
    let file = try scratch.file("a.json", #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#)
    let run = Self.diff([file, file])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasSuffix("0 keys differ, 0 differences, 0 undecided, 3 the same\n"))
  }

  @Test(arguments: [
    [], ["one.json"], ["a", "b", "c"], ["--ios-file", "a.json"], ["--ios-file", "a", "--android-file", "b", "c"],
    ["--format", "xml", "a", "b"],
  ])
  func aBadCommandLineExitsTwo(_ arguments: [String]) {
    let run = Self.diff(arguments)
    #expect(run.status == 2)
    #expect(run.standardError.contains("Usage: navd diff"))
  }

  @Test func aDocumentNavdCannotReadExitsTwoWithItsPlace() throws {
    let scratch = try ScratchDirectory(prefix: "navd-diff")
    defer { scratch.remove() }
    let good = try scratch.file("good.json", #"{"rules": []}"#)
    let bad = try scratch.file("bad.json", "{\n  \"rules\": {}\n}")
    let run = Self.diff(["--platform", "ios", good, bad])
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("navd diff: \(bad):2:12: not a path configuration navd can read: rules"))
  }
}
