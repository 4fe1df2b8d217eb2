import Foundation
import NavdTestKit
import Testing

/// The JSON-RPC engine knows nothing of navd (Package.swift, docs/daemon.md): no navd word in any
/// source file of `Sources/JSONRPC`, code or comment, and no dependency but `NavJSON`. Whatever is
/// navd's belongs to a method layer (`NavDaemon`, `NavLanguageServer`) and reaches the engine
/// through ``MethodLayer``'s hooks.
@Suite struct EngineBoundaryTests {
  static let engineDirectory = PackageRoot.url("Sources/JSONRPC")

  /// Words of navd's domain, as case-insensitive patterns: the program, navigation, its
  /// configuration, its clients, limits and codes.
  static let navdWords = [
    #"navd"#, #"navigat"#, #"hotwire"#, #"path[ -]?configuration"#, #"max-?clients"#,
    #"max-?stack"#, #"stack entr"#, #"unknown ?client"#, #"invalid ?configuration"#, #"\btabs?\b"#,
    #"\broutes?\b"#, #"\bvisit"#, #"\bmodal\b"#, #"\b(ios|android)\b"#, #"`default` client"#, #""client""#,
  ]

  struct Hit: CustomStringConvertible {
    var file: String
    var line: Int
    var pattern: String
    var text: String
    var description: String { "Sources/JSONRPC/\(file):\(line): /\(pattern)/: \(text)" }
  }

  /// Every line of every Swift file of the engine, with its path relative to `Sources/JSONRPC`.
  static func engineLines() throws -> [(file: String, number: Int, text: String)] {
    let root = engineDirectory.standardizedFileURL.path
    let enumerator = try #require(FileManager.default.enumerator(atPath: root))
    var lines: [(String, Int, String)] = []
    for case let file as String in enumerator where file.hasSuffix(".swift") {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        lines.append((file, index + 1, String(line)))
      }
    }
    return lines
  }

  static func hits() throws -> [Hit] {
    let patterns = try navdWords.map { ($0, try NSRegularExpression(pattern: $0, options: .caseInsensitive)) }
    var hits: [Hit] = []
    for (file, number, text) in try engineLines() {
      for (pattern, expression) in patterns
      where expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
        hits.append(Hit(file: file, line: number, pattern: pattern, text: text.trimmingCharacters(in: .whitespaces)))
      }
    }
    return hits
  }

  @Test func theEngineSaysNoNavdWord() throws {
    let hits = try Self.hits()
    #expect(try Self.engineLines().count > 1000, "the engine's sources were not found")
    for hit in hits { Issue.record("a navd word in the engine: \(hit)") }
  }

  @Test func theEngineImportsOnlyTheJSONModule() throws {
    for (file, number, text) in try Self.engineLines() where text.hasPrefix("import Nav") {
      #expect(text == "import NavJSON", "Sources/JSONRPC/\(file):\(number): \(text)")
    }
    let manifest = try String(
      contentsOf: PackageRoot.url("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#".target(name: "JSONRPC", dependencies: ["NavJSON"])"#))
    #expect(manifest.contains("Knows nothing of navd"))
  }
}
