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
      let (text, line, pattern) = Self.document(rules: count)
      let session = DaemonSession(
        services: LanguageServerMethodLayer(startup: SessionStartup()), framingMode: .lsp, logger: .silent,
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
      func retype(at position: (line: Int, column: Int), _ letters: [String]) {
        version += 1
        let letter = letters[Int(version) % letters.count]
        let change =
          #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
          + #"{"uri":"file:///bench/path-configuration.json","version":\#(version)},"contentChanges":[{"range":"#
          + #"{"start":{"line":\#(position.line),"character":\#(position.column)},"#
          + #""end":{"line":\#(position.line),"character":\#(position.column + 1)}},"text":"\#(letter)"}]}}"#
        session.receive(Self.frame(change))
        published &+= session.takeOutput().count
      }
      let keystroke = Stopwatch.nanosecondsPerOperation(iterations: iterations, trials: 5) { repeats in
        for _ in 0..<repeats { retype(at: line, ["M", "m"]) }
      }
      // A keystroke in a pattern (the `n` of the first rule's `new` retyped as the next letter
      // of the alphabet, so no two keystrokes in 26 give the same text and no earlier analysis
      // is reused whole): the automata analysis runs, reusing what the cache holds for every
      // pattern the keystroke did not touch.
      let alphabet = "abcdefghijklmnopqrstuvwxyz".map(String.init)
      let patternKeystroke = Stopwatch.nanosecondsPerOperation(iterations: iterations, trials: 5) { repeats in
        for _ in 0..<repeats { retype(at: pattern, alphabet) }
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
        BenchRow(info: "\(count) rules: keystroke in a pattern → publish", Format.milliseconds(patternKeystroke))
          .exported(as: "lspPatternKeystrokeNanos\(count)Rules", patternKeystroke))
      rows.append(
        BenchRow(info: "\(count) rules: whitespace keystroke → publish", Format.milliseconds(whitespace))
          .exported(as: "lspWhitespaceKeystrokeNanos\(count)Rules", whitespace))
    }
    return rows
  }

  /// A pretty-printed path configuration of `count` realistic rules (one per line), the
  /// line and column of the `m` of the first `"modal"` value, and those of the `n` of the first
  /// pattern's `new`.
  static func document(rules count: Int) -> (
    text: String, modal: (line: Int, column: Int), pattern: (line: Int, column: Int)
  ) {
    let json = RealisticPathConfiguration.json(rules: count)
    let rules = json["rules"]?.arrayValue ?? []
    var lines = ["{", #"  "settings": {},"#, #"  "rules": ["#]
    for (index, rule) in rules.enumerated() {
      lines.append("    " + rule.jsonText + (index + 1 < rules.count ? "," : ""))
    }
    lines += ["  ]", "}", ""]
    return (lines.joined(separator: "\n"), position(of: #""modal""#, in: lines), position(of: "/new$", in: lines))
  }

  /// The line and column (UTF-8, one past the start) of the first `needle` in `lines`.
  private static func position(of needle: String, in lines: [String]) -> (line: Int, column: Int) {
    let row = lines.firstIndex { $0.contains(needle) } ?? 0
    let column = lines[row].utf8.count - lines[row][lines[row].range(of: needle)!.lowerBound...].utf8.count + 1
    return (row, column)
  }

  private static func frame(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }
}
