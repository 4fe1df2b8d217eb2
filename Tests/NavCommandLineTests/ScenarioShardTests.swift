import NavdTestKit
import Testing

@testable import NavCommandLine

/// `navd test --shard K/N`: the N parts together run every scenario exactly once, a scenario's part
/// depends on its file and name alone, and a bad K/N is exit 2 naming the option.
@Suite struct ScenarioShardTests {
  /// Files `STEM.json` of seven scenarios each (`flow STEM-0` ... `flow STEM-6`, the first on both
  /// platforms) in `scratch`; returns the directory.
  static func suite(in scratch: ScratchDirectory, stems: [String] = ["a", "b", "c"]) throws -> String {
    for stem in stems {
      let scenarios = (0..<7).map { index in
        ScenarioSamples.scenario(
          "flow \(stem)-\(index)", steps: #"[{"route": "/posts", "expect": {"main": ["/posts"]}}]"#,
          extra: index == 0 ? #""platforms": ["ios", "android"], "# : "")
      }
      _ = try scratch.file(stem + ".json", "[" + scenarios.joined(separator: ",\n") + "]")
    }
    return scratch.path("")
  }

  /// The result lines (`ok   NAME [PLATFORM]`) of `navd test` over `directory` with `options`.
  static func runLines(_ directory: String, _ options: [String] = []) -> [String] {
    let run = CommandRun.test(options + [directory])
    #expect(run.status == 0, "\(options): \(run.standardError)")
    return run.lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("FAIL ") }
  }

  @Test(arguments: [1, 2, 3, 5])
  func thePartsTogetherRunEveryScenarioExactlyOnce(_ count: Int) throws {
    let scratch = try ScratchDirectory(prefix: "navd-shard")
    defer { scratch.remove() }
    let directory = try Self.suite(in: scratch)
    let all = Self.runLines(directory)
    #expect(all.count == 24)
    let parts = (1...count).map { Self.runLines(directory, ["--shard", "\($0)/\(count)"]) }
    #expect(parts.flatMap { $0 }.sorted() == all.sorted())
    #expect(Set(parts.flatMap { $0 }).count == all.count)
    // Both platforms of a scenario run in the same part.
    for part in parts {
      #expect(part.contains("ok   flow a-0 [ios]") == part.contains("ok   flow a-0 [android]"))
    }
    if count > 1 { #expect(parts.allSatisfy { $0.count < all.count }) }
  }

  @Test func addingFilesElsewhereMovesNoScenario() throws {
    let scratch = try ScratchDirectory(prefix: "navd-shard")
    defer { scratch.remove() }
    let directory = try Self.suite(in: scratch, stems: ["a", "b"])
    let before = (1...3).map { Self.runLines(directory, ["--shard=\($0)/3"]) }
    _ = try Self.suite(in: scratch, stems: ["0", "m", "z"])
    let after = (1...3).map { Self.runLines(directory, ["--shard=\($0)/3"]) }
    #expect(before.flatMap { $0 }.count == 16)
    #expect(after.flatMap { $0 }.count == 40)
    for (old, new) in zip(before, after) {
      #expect(new.filter { $0.contains("flow a-") || $0.contains("flow b-") } == old)
    }
  }

  @Test func aScenarioBelongsToOnePartByItsFileAndName() {
    let part = { (file: String, name: String) in
      (1...4).filter { ScenarioShard(parsing: "\($0)/4")!.contains(file: file, scenario: name) }
    }
    #expect(part("suite/a.json", "sign in").count == 1)
    #expect(ScenarioShard.hash(file: "a.json", scenario: "x") == ScenarioShard.hash(file: "a.json", scenario: "x"))
    #expect(ScenarioShard.hash(file: "a.json", scenario: "x") != ScenarioShard.hash(file: "a.jso", scenario: "nx"))
    #expect(ScenarioShard(parsing: "1/1")!.contains(file: "any.json", scenario: "any"))
  }

  @Test(arguments: ["0/3", "4/3", "a/b", "1/0", "/3", "1/", "1/3/3", "-1/3", "+1/3", " 1/3", "3"])
  func badValuesAreExitTwoNamingTheOption(_ value: String) {
    let run = CommandRun.test(["--shard", value, "x.json"])
    #expect(run.status == 2)
    #expect(
      run.standardError
        == "navd test: invalid value \"\(value)\" for --shard: expected \(ScenarioShard.expected)\nUsage: \(TestCommand.usage)\n"
    )
    #expect(run.standardOutput.isEmpty)
  }

  @Test(arguments: [("1/3", 1, 3), ("3/3", 3, 3), ("1/1", 1, 1), ("07/10", 7, 10)])
  func goodValuesParse(_ text: String, _ index: Int, _ count: Int) {
    let shard = ScenarioShard(parsing: text)
    #expect(shard?.index == index && shard?.count == count)
  }
}
