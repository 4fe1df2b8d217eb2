import Foundation
import JSONRPC
import NavJSON
import NavdTestKit
import Testing

@testable import NavDaemon

/// docs/protocol.md is the project's reference of the wire protocol, and `rpc.discover` is what
/// the server says about itself. These tests keep the two equal: every described method has a
/// `### \`name\`` heading, every heading is a described method, and each method's params table
/// lists exactly the described params with the same required-ness.
@Suite struct ProtocolDocumentationTests {
  static let repositoryRoot = PackageRoot.path

  static func documentText() throws -> String {
    let bytes = try FileReadError.readFile(repositoryRoot + "/docs/protocol.md")
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The methods and params `rpc.discover` describes, built in-process.
  static func describedMethods() throws -> [String: [String: Bool]] {
    let harness = try MethodHarness()
    var methods: [String: [String: Bool]] = [:]
    for method in harness.call("rpc.discover")["methods"]?.arrayValue ?? [] {
      guard let name = method["name"]?.stringValue else { continue }
      var params: [String: Bool] = [:]
      for param in method["params"]?.arrayValue ?? [] {
        guard let paramName = param["name"]?.stringValue else { continue }
        params[paramName] = param["required"] == true
      }
      methods[name] = params
    }
    return methods
  }

  @Test func theDocumentParsesIntoEveryMethodWithoutFormatProblems() throws {
    let document = ProtocolDocument(markdown: try Self.documentText())
    #expect(document.problems.isEmpty, "docs/protocol.md:\n\(document.problems.joined(separator: "\n"))")
    // A broken parser must not pass the comparisons below by finding nothing.
    #expect(document.methods.count >= 30)
    #expect(document.methods["route"]?["url"] == true)
    #expect(document.methods["route"]?["client"] == false)
    #expect(document.methods["client/list"] == [:])
  }

  @Test func everyDescribedMethodIsDocumentedAndEveryDocumentedMethodIsDescribed() throws {
    let document = ProtocolDocument(markdown: try Self.documentText())
    let described = try Self.describedMethods()
    #expect(described.count >= 30)
    let undocumented = Set(described.keys).subtracting(document.methods.keys).sorted()
    let undescribed = Set(document.methods.keys).subtracting(described.keys).sorted()
    let problems =
      undocumented.map { "rpc.discover describes `\($0)`, but docs/protocol.md has no heading ### `\($0)`" }
      + undescribed.map { "docs/protocol.md documents ### `\($0)`, but rpc.discover does not describe it" }
    #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
  }

  @Test func everyMethodDocumentsExactlyTheDescribedParams() throws {
    let document = ProtocolDocument(markdown: try Self.documentText())
    let described = try Self.describedMethods()
    var problems: [String] = []
    for name in described.keys.sorted() {
      guard let documentedParams = document.methods[name], let describedParams = described[name] else { continue }
      for param in describedParams.keys.sorted() {
        guard let documentedRequired = documentedParams[param] else {
          problems.append("`\(name)`: rpc.discover describes param `\(param)`, docs/protocol.md does not list it")
          continue
        }
        let describedRequired = describedParams[param] ?? false
        if documentedRequired != describedRequired {
          problems.append(
            "`\(name)`: param `\(param)` is \(describedRequired ? "required" : "optional") in rpc.discover, "
              + "\(documentedRequired ? "required" : "optional") in docs/protocol.md")
        }
      }
      for param in documentedParams.keys.sorted() where describedParams[param] == nil {
        problems.append("`\(name)`: docs/protocol.md lists param `\(param)`, rpc.discover does not describe it")
      }
    }
    #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
  }

  /// Code and docs cite sections as `docs/protocol.md §N`; each N must be a numbered section.
  @Test func theDocumentHasTheFourteenNumberedSections() throws {
    let document = ProtocolDocument(markdown: try Self.documentText())
    #expect(document.sectionNumbers == Array(1...14))
  }

  /// Every `docs/protocol.md §N` (and `§N–§M`, `§N, §M`) written in Sources, Tests, Benchmarks,
  /// clients, docs and README.md names a numbered section of the document.
  @Test func everyCitedSectionExists() throws {
    let sections = Set(ProtocolDocument(markdown: try Self.documentText()).sectionNumbers)
    var problems: [String] = []
    var filesRead = 0
    for directory in ["Sources", "Tests", "Benchmarks", "Fuzz", "clients", "docs"] {
      let root = Self.repositoryRoot + "/" + directory
      for file in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? []
      where [".swift", ".md", ".py", ".rb"].contains(where: file.hasSuffix) && !file.contains(".build/") {
        let text = String(decoding: try FileReadError.readFile(root + "/" + file), as: UTF8.self)
        filesRead += 1
        for number in ProtocolDocument.citedSections(in: text) where !sections.contains(number) {
          problems.append("\(directory)/\(file) cites docs/protocol.md §\(number), which does not exist")
        }
      }
    }
    #expect(filesRead > 100)
    #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
  }

  @Test func citedSectionsAreReadFromEveryCitationForm() {
    let text = "see docs/protocol.md §5; (docs/protocol.md §1–§3) and docs/protocol.md §4, §7; docs/navigator.md §9"
    #expect(ProtocolDocument.citedSections(in: text) == [5, 1, 3, 4, 7])
  }

  // MARK: The parser itself

  @Test func theParserReadsHeadingsTablesAndRequiredness() {
    let document = ProtocolDocument(
      markdown: """
        ## 5. Navigating methods

        ### `route`

        | param | type | required | meaning |
        |---|---|---|---|
        | `url` | string | required | an absolute URL |
        | `target` | `"main"` \\| `"sub"` | optional | escaped pipes stay in their cell |

        | `op` | fields |
        |---|---|
        | `push` | not a params table |

        ### Operation

        | param | type | required | meaning |
        |---|---|---|---|
        | `ignored` | string | required | not under a method heading |

        ### `client/list`

        No params.
        """)
    #expect(document.problems == [])
    #expect(document.methods == ["route": ["url": true, "target": false], "client/list": [:]])
    #expect(document.sectionNumbers == [5])
  }

  @Test(arguments: [
    (
      "### `a`\n### `a`\n", "line 2: a second heading for `a`"
    ),
    (
      "### `a`\n| param | type | required | meaning |\n|---|---|---|---|\n| url | string | required | x |\n",
      "line 4: `a`: a param row whose first cell is not a name in backticks: | url | string | required | x |"
    ),
    (
      "### `a`\n| param | type | required | meaning |\n|---|---|---|---|\n| `url` | string | maybe | x |\n",
      "line 4: `a`: param `url` is neither required nor optional"
    ),
    (
      "### `a`\n| param | type | required | meaning |\n|---|---|---|---|\n| `url` | string | required | x |\n"
        + "| `url` | string | optional | y |\n",
      "line 5: `a`: param `url` is listed twice"
    ),
    (
      "### `a`\n| param | type | required | meaning |\n|---|---|---|---|\n\n"
        + "| param | type | required | meaning |\n|---|---|---|---|\n",
      "line 5: `a`: a second params table"
    ),
  ])
  func theParserReportsEachFormatProblem(markdown: String, problem: String) {
    #expect(ProtocolDocument(markdown: markdown).problems == [problem])
  }
}

/// The machine-checkable part of docs/protocol.md: its numbered `##` sections, its method
/// headings (`### \`name\``) and, under each, the params table (header `| param | type | required |`,
/// rows `| \`name\` | type | required or optional | meaning |`).
struct ProtocolDocument {
  /// Method name → param name → required.
  private(set) var methods: [String: [String: Bool]] = [:]
  /// The `N` of every `## N. Title` heading, in order.
  private(set) var sectionNumbers: [Int] = []
  /// Layout problems, each `line N: …`.
  private(set) var problems: [String] = []

  init(markdown: String) {
    var method: String?
    var inParamsTable = false
    var sawParamsTable = false
    for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.droppingTrailing(while: { $0 == " " || $0 == "\r" })
      let lineNumber = index + 1
      if line.hasPrefix("#") {
        inParamsTable = false
        sawParamsTable = false
        method = nil
        if line.hasPrefix("## "), let number = Int(line.dropFirst(3).prefix { $0.isNumber }),
          line.dropFirst(3).drop(while: { $0.isNumber }).hasPrefix(".")
        {
          sectionNumbers.append(number)
        }
        if line.hasPrefix("### `"), line.hasSuffix("`"), line.count > 6 {
          let name = String(line.dropFirst(5).dropLast())
          if methods[name] != nil {
            problems.append("line \(lineNumber): a second heading for `\(name)`")
          } else {
            methods[name] = [:]
            method = name
          }
        }
        continue
      }
      guard let method else { continue }
      guard line.hasPrefix("|") else {
        inParamsTable = false
        continue
      }
      let cells = Self.cells(of: line)
      if cells.first == "param", cells.count >= 3, cells[2] == "required" {
        if sawParamsTable { problems.append("line \(lineNumber): `\(method)`: a second params table") }
        inParamsTable = true
        sawParamsTable = true
        continue
      }
      guard inParamsTable, !cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } }) else { continue }
      guard let first = cells.first, first.count > 2, first.hasPrefix("`"), first.hasSuffix("`") else {
        problems.append(
          "line \(lineNumber): `\(method)`: a param row whose first cell is not a name in backticks: \(line)")
        continue
      }
      let param = String(first.dropFirst().dropLast())
      let requiredness = cells.count >= 3 ? cells[2] : ""
      guard requiredness == "required" || requiredness == "optional" else {
        problems.append("line \(lineNumber): `\(method)`: param `\(param)` is neither required nor optional")
        continue
      }
      if methods[method]?[param] != nil {
        problems.append("line \(lineNumber): `\(method)`: param `\(param)` is listed twice")
        continue
      }
      methods[method]?[param] = requiredness == "required"
    }
  }

  /// The section numbers of every `docs/protocol.md §N` in `text`, with the further numbers of a
  /// run such as `§1–§3` or `§4, §7` (`§1–§3` gives its two ends, 1 and 3).
  static func citedSections(in text: String) -> [Int] {
    let citation = "docs/protocol.md"
    var numbers: [Int] = []
    var rest = Substring(text)
    while let found = rest.firstRange(of: citation) {
      rest = rest[found.upperBound...]
      // The run after the citation: spaces, `§`, digits, `.`, `,`, `–` and `-`.
      let run = rest.prefix { " §0123456789.,–-".contains($0) }
      for part in run.split(separator: "§").dropFirst() {
        if let number = Int(part.prefix { $0.isNumber }) { numbers.append(number) }
      }
    }
    return numbers
  }

  /// The trimmed cells of a table row, split on `|` that is not escaped as `\|`.
  static func cells(of row: Substring) -> [String] {
    var cells: [String] = []
    var current = ""
    var previous: Character?
    for character in row {
      if character == "|", previous != "\\" {
        cells.append(current)
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    cells.append(current)
    // The text before the leading `|` and after the trailing `|` is not a cell.
    return cells.dropFirst().dropLast().map { $0.trimmingSpaces() }
  }
}

extension Substring {
  fileprivate func droppingTrailing(while predicate: (Character) -> Bool) -> Substring {
    var end = endIndex
    while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
    return self[startIndex..<end]
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
