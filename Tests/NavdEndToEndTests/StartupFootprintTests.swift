import Foundation
import NavdTestKit
import Testing

/// navd imports FoundationEssentials, never the whole of Foundation, on Linux: loading libFoundation
/// and ICU costs milliseconds of start-up and about 6 MiB of idle RSS (docs/performance.md). One plain
/// `import Foundation` anywhere in Sources brings them back into the release binary, so every such
/// import must be the `#else` branch of `#if canImport(FoundationEssentials)`.
@Suite struct StartupFootprintTests {
  private static let sourcesDirectory = PackageRoot.url("Sources")

  @Test func everyFoundationImportInSourcesIsTheFallbackOfFoundationEssentials() throws {
    let files = try #require(FileManager.default.enumerator(atPath: Self.sourcesDirectory.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    var plainImports: [String] = []
    for file in files {
      let text = try String(contentsOf: Self.sourcesDirectory.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      for (number, line) in lines.enumerated() where line == "import Foundation" {
        let guarded =
          number >= 3 && lines[number - 1] == "#else"
          && lines[number - 3] == "#if canImport(FoundationEssentials)"
        if !guarded { plainImports.append("\(file):\(number + 1)") }
      }
    }
    #expect(plainImports == [])
  }
}
