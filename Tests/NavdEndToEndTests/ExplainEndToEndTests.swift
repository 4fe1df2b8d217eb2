import Foundation
import NavJSON
import NavdTestKit
import Testing

/// `explain` through the built `navd` binary (docs/protocol.md §10).
@Suite struct ExplainEndToEndTests {
  static let configuration =
    #"{"startLocation":"https://app.example/","pathConfiguration":{"rules":[{"patterns":[".*"],"properties":{"context":"default"}},{"patterns":["/new$"],"properties":{"context":"modal"}}]},"routes":[{"name":"newPost","patterns":["https://app.example/posts/new"]}]}"#

  /// The same session twice, once with `"explain": true` on every route.
  static func session(explain: Bool) -> String {
    let flag = explain ? #","explain":true"# : ""
    let urls = [
      "https://app.example/", "https://app.example/posts/new?draft=1", "https://app.example/posts/new",
      "https://app.example/posts", "https://elsewhere.example/",
    ]
    var lines = [
      #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"notifications":true},"configuration":\#(configuration)}}"#
    ]
    for (offset, url) in urls.enumerated() {
      lines.append(#"{"jsonrpc":"2.0","id":\#(offset + 1),"method":"route","params":{"url":"\#(url)"\#(flag)}}"#)
    }
    lines.append(#"{"jsonrpc":"2.0","id":99,"method":"routes/coverage"}"#)
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func anExplainedRouteEqualsTheUnexplainedOneApartFromItsExplanation() throws {
    let plain = try NavdProcess.run(input: Self.session(explain: false)).ndjsonMessages()
    let explained = try NavdProcess.run(input: Self.session(explain: true)).ndjsonMessages()
    #expect(plain.count == explained.count)
    var explanations = 0
    for (expected, actual) in zip(plain, explained) {
      guard case .object(var message) = actual, case .object(var result)? = message["result"] else {
        #expect(actual == expected)
        continue
      }
      if result["explanation"] != nil {
        explanations += 1
        result["explanation"] = nil
        message["result"] = .object(result)
      }
      #expect(JSONValue.object(message) == expected)
    }
    #expect(explanations == 5)
    let modal = explained.first { $0["id"] == 3 }?["result"]?["explanation"]
    #expect(modal?["rule"]?["row"] == "default/modal/not presented")
    #expect(modal?["matches"] == [["rule": 0, "pattern": ".*"], ["rule": 1, "pattern": "/new$"]])
    // `/new$` misses when the query is part of the subject.
    let draft = explained.first { $0["id"] == 2 }?["result"]?["explanation"]
    #expect(draft?["subject"] == "/posts/new?draft=1")
    #expect(draft?["matches"] == [["rule": 0, "pattern": ".*"]])
  }

  @Test func theExplainSubcommandPrintsTheSameExplanationAsTheRouteMethod() throws {
    let scratch = try ScratchDirectory(prefix: "navd-explain")
    defer { scratch.remove() }
    let file = try scratch.file("app.json", Self.configuration)
    let command = try NavdProcess.run(
      ["explain", "--json", "--configuration", file, "https://app.example/posts/new"], input: "")
    #expect(command.status == 0)
    #expect(command.stderr == "")
    let fromCommand = try JSONParser.parse(command.stdout)
    let single =
      [
        #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"configuration":\#(Self.configuration)}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"route","params":{"url":"https://app.example/posts/new","explain":true}}"#,
      ].joined(separator: "\n") + "\n"
    let daemon = try NavdProcess.run(input: single).ndjsonMessages()
    #expect(fromCommand == daemon.first { $0["id"] == 1 }?["result"]?["explanation"])
    let help = try NavdProcess.run(["--help"], input: "")
    #expect(help.stdoutText.contains("navd explain [--configuration F]"))
  }
}
