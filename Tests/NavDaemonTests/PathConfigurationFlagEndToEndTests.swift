import Foundation
import NavProtocol
import Testing

/// `navd --path-configuration FILE` through the built executable: the file is every new client's path
/// configuration, and a bad file stops navd before it reads stdin.
@Suite struct PathConfigurationFlagEndToEndTests {
  private func writeTemporary(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("navd-pc-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func theFileConfiguresTheDefaultAndEveryNewClient() throws {
    let path = try writeTemporary(#"{"rules":[{"patterns":["/new$"],"properties":{"context":"modal"}}]}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let input = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"pathConfiguration/properties","params":{"url":"https://a.example/posts/new"}}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"pathConfiguration/properties","params":{"client":"other","url":"https://a.example/posts/new"}}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#,
    ].map { $0 + "\n" }.joined()
    let outcome = try NavdProcess.run(["--path-configuration", path], input: input)
    let messages = try outcome.ndjsonMessages()
    #expect(outcome.status == 0)
    let expected: JSONValue = ["properties": ["context": "modal"], "matchedRules": [0]]
    #expect(messages.count == 4)
    #expect(messages.dropFirst().first?["result"] == expected)
    #expect(messages.dropFirst(2).first?["result"] == expected)
  }

  @Test func anInvalidFileIsExitTwoWithItsProblemsAndNoOutput() throws {
    let path = try writeTemporary(#"{"rules":[{"patterns":"x"}]}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try NavdProcess.run(
      ["--path-configuration", path], input: #"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("rules[0].patterns: must be an array of strings"))
  }
}
