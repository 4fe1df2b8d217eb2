import Foundation
import NavJSON
import NavdTestKit
import Testing

/// `explain` through the built `navd` binary (PROTOCOL.md §10).
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
}
