import NavJSON
import NavProtocol

/// One finding of the checker as the language server shows it: the checker's code, severity,
/// message and JSON path, with the bytes it is about and, when it has one, its fix.
struct LanguageFinding: Sendable, Hashable {
  /// The finding's stable code (`unknownValue`, `invalidJSON`, …).
  var code: String
  /// Error or warning.
  var severity: CheckSeverity
  /// The text for people.
  var message: String
  /// The JSON path of the value the finding is about (`""`: the whole document).
  var path: String
  /// The bytes the finding is about: the value (quotes included) or, for a key problem, the key.
  var range: Range<Int>
  /// The fix, when the finding has one.
  var replacement: FindingReplacement?

  /// The finding of `problem`, located by the checker (``CheckProblem/locate(in:map:)``): its
  /// range and replacement are the checker's, so every format shows the same.
  init(_ problem: CheckProblem) {
    code = problem.code
    severity = problem.severity
    message = problem.message
    path = problem.path
    range = problem.range?.bytes ?? 0..<0
    replacement = problem.replacement.map { replacement in
      FindingReplacement(
        title: replacement.title, edits: [ByteEdit(range: replacement.range.bytes, newText: replacement.text)])
    }
  }

  /// A finding of the JSON syntax error `error` in `bytes`, located by the checker.
  init(invalidJSON error: JSONParseError, in bytes: [UInt8]) {
    self.init(CheckProblem(path: "", issue: .invalidJSON(error)).locate(in: SourceText(bytes), map: nil))
  }

  /// The one finding of a document too large to check.
  init(documentTooLarge byteCount: Int, limit: Int) {
    code = "documentTooLarge"
    severity = .warning
    message =
      "the document has \(byteCount) bytes, more than the \(limit / (1024 * 1024)) MiB navd checks; it is not checked"
    path = ""
    range = 0..<0
    replacement = nil
  }
}
