import Foundation
import NavJSON
import NavProtocol
import NavdTestKit
import Testing

/// `navd --path-configuration FILE` through the built executable: the file is every new client's path
/// configuration, and a bad file stops navd before it reads stdin.
@Suite struct PathConfigurationFlagEndToEndTests {
  @Test func theFileConfiguresTheDefaultAndEveryNewClient() throws {
    let scratch = try ScratchDirectory(prefix: "navd-pc")
    defer { scratch.remove() }
    let path = try scratch.file("paths.json", #"{"rules":[{"patterns":["/new$"],"properties":{"context":"modal"}}]}"#)
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
    let scratch = try ScratchDirectory(prefix: "navd-pc")
    defer { scratch.remove() }
    let path = try scratch.file("paths.json", #"{"rules":[{"patterns":"x"}]}"#)
    let outcome = try NavdProcess.run(
      ["--path-configuration", path], input: #"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("rules[0].patterns: must be an array of strings"))
  }
}
