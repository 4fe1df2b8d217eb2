import Foundation
import NavProtocol
import NavdTestKit
import Testing

/// docs/check.md is where a user reads what a finding means: every ``CheckCode`` has a row in its
/// table of findings (with the code's severity) and a `### \`code\`` section of its own, and the
/// document names no code the checker does not have. A new finding without its documentation
/// fails here.
@Suite struct CheckCodeDocumentationTests {
  static func document() throws -> String {
    try String(contentsOf: PackageRoot.url("docs/check.md"), encoding: .utf8)
  }

  @Test(arguments: CheckCode.allCases)
  func everyCodeHasItsTableRowAndSection(_ code: CheckCode) throws {
    let lines = try Self.document().split(separator: "\n").map(String.init)
    let row = lines.first { $0.hasPrefix("| `\(code.rawValue)` |") }
    #expect(row != nil, "docs/check.md has no table row | `\(code.rawValue)` | … |")
    if let row {
      #expect(
        row.contains(code.defaultSeverity.rawValue),
        "docs/check.md's row of \(code.rawValue) does not say \(code.defaultSeverity.rawValue): \(row)")
    }
    #expect(
      lines.contains { $0.hasPrefix("### `\(code.rawValue)` (") },
      "docs/check.md has no section ### `\(code.rawValue)` (severity)")
  }

  /// Every `### \`name\`` section of "## What is checked" is a code.
  @Test func everyDocumentedSectionIsACode() throws {
    let known = Set(CheckCode.allCases.map(\.rawValue))
    let lines = try Self.document().split(separator: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix("## What is checked") })
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    let headings = lines[start..<end].filter { $0.hasPrefix("### `") }
    #expect(headings.count == known.count)
    for heading in headings {
      let name = String(heading.dropFirst(5).prefix { $0 != "`" })
      #expect(known.contains(name), "docs/check.md documents \(name), which is no CheckCode")
    }
  }
}
