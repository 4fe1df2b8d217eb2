import JSONRPC
import NavJSON
import NavLanguageServer

/// What one keystroke costs `navd lsp` on a large document (issue 14: a re-check of a
/// 2 000-rule document in well under 50 ms): an incremental `didChange` goes through the
/// whole session in-process — LSP framing, JSON-RPC, the change applied to the stored text,
/// the line index, the checker, the source map, the diagnostics written — and its
/// `publishDiagnostics` comes out.
struct LanguageServerBenchmark {
  let ruleCounts: [Int]
  let iterations: Int

  func run() -> [BenchRow] {
    var rows: [BenchRow] = []
    for count in ruleCounts {
      let (text, line) = Self.document(rules: count)
      let session = DaemonSession(
        services: LanguageServices(startup: DaemonStartup()), framingMode: .lsp, logger: .silent,
        skipsOversizedMessages: true)
      session.receive(Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#))
      session.receive(
        Self.frame(
          JSONValue.object([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
              "textDocument": [
                "uri": "file:///bench/path-configuration.json", "languageId": "json", "version": 1,
                "text": .string(text),
              ]
            ],
          ]).jsonText))
      let opened = session.takeOutput()
      var version: Int64 = 1
      var published = 0
      // Each keystroke retypes the `m` of a "modal" value as `M` or back: the document
      // alternates between one unknownValue finding and none, so each publish differs.
      let keystroke = Stopwatch.nanosecondsPerOperation(iterations: iterations, trials: 5) { repeats in
        for _ in 0..<repeats {
          version += 1
          let letter = version % 2 == 0 ? "M" : "m"
          let change =
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
            + #"{"uri":"file:///bench/path-configuration.json","version":\#(version)},"contentChanges":[{"range":"#
            + #"{"start":{"line":\#(line.line),"character":\#(line.column)},"#
            + #""end":{"line":\#(line.line),"character":\#(line.column + 1)}},"text":"\#(letter)"}]}}"#
          session.receive(Self.frame(change))
          published &+= session.takeOutput().count
        }
      }
      // A whitespace keystroke (a space typed at the start of the line, then deleted): the same
      // JSON, so the checker's report is reused and only re-located.
      let whitespace = Stopwatch.nanosecondsPerOperation(iterations: iterations, trials: 5) { repeats in
        for _ in 0..<repeats {
          version += 1
          let insert = version % 2 == 0
          let change =
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
            + #"{"uri":"file:///bench/path-configuration.json","version":\#(version)},"contentChanges":[{"range":"#
            + #"{"start":{"line":\#(line.line),"character":0},"#
            + #""end":{"line":\#(line.line),"character":\#(insert ? 0 : 1)}},"text":"\#(insert ? " " : "")"}]}}"#
          session.receive(Self.frame(change))
          published &+= session.takeOutput().count
        }
      }
      withExtendedLifetime((opened, published)) {}
      rows.append(
        BenchRow(
          "\(count) rules (\(text.utf8.count / 1024) KiB): keystroke → publish", Format.milliseconds(keystroke),
          target: "< 50 ms", met: keystroke < 50_000_000
        ).exported(as: "lspKeystrokeNanos\(count)Rules", keystroke))
      rows.append(
        BenchRow(info: "\(count) rules: whitespace keystroke → publish", Format.milliseconds(whitespace))
          .exported(as: "lspWhitespaceKeystrokeNanos\(count)Rules", whitespace))
    }
    return rows
  }

  /// A pretty-printed path configuration of `count` realistic rules (one per line), and the
  /// line and column of the `m` of the first `"modal"` value.
  static func document(rules count: Int) -> (text: String, modal: (line: Int, column: Int)) {
    let json = RealisticPathConfiguration.json(rules: count)
    let rules = json["rules"]?.arrayValue ?? []
    var lines = ["{", #"  "settings": {},"#, #"  "rules": ["#]
    for (index, rule) in rules.enumerated() {
      lines.append("    " + rule.jsonText + (index + 1 < rules.count ? "," : ""))
    }
    lines += ["  ]", "}", ""]
    let row = lines.firstIndex { $0.contains(#""modal""#) } ?? 0
    let column = lines[row].utf8.count - lines[row][lines[row].range(of: #""modal""#)!.lowerBound...].utf8.count + 1
    return (lines.joined(separator: "\n"), (row, column))
  }

  private static func frame(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }
}
