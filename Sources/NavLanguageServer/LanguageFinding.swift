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

  /// The codes whose finding is about a member's key rather than its value.
  static let keyCodes: Set<String> = ["misspelledKey", "otherPlatformKey"]

  /// The finding of `problem` in a text mapped by `map`.
  init(_ problem: CheckProblem, map: JSONSourceMap) {
    code = problem.code
    severity = problem.severity
    message = problem.message
    path = problem.path
    replacement = nil
    guard let (node, exact) = map.nearestNode(at: problem.path) else {
      range = 0..<0
      return
    }
    let value = map.nodes[node].range
    guard exact else {
      // The path names something absent (a required member): point at its container's first byte.
      range = value.lowerBound..<(value.lowerBound + 1)
      return
    }
    let onKey = Self.keyCodes.contains(problem.code)
    range = onKey ? map.nodes[node].keyRange ?? value : value
    replacement = Self.replacement(for: problem.issue, node: node, map: map)
  }

  /// A finding of the JSON syntax error `error` in `bytes`: one scalar at the offending offset
  /// (nothing, at the end of the text or of a line).
  init(invalidJSON error: JSONParseError, in bytes: [UInt8]) {
    let problem = CheckProblem(path: "", issue: .invalidJSON(error))
    code = problem.code
    severity = problem.severity
    message = problem.message
    path = ""
    replacement = nil
    let start = min(max(error.offset, 0), bytes.count)
    var end = start
    if end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D {
      end += 1
      while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    }
    range = start..<end
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

  /// The fix of `issue` at `node`: a did-you-mean rewrites the value or the key, a boolean
  /// written as a string or number becomes the boolean.
  private static func replacement(for issue: CheckIssue, node: Int, map: JSONSourceMap) -> FindingReplacement? {
    switch issue {
    case .unknownValue(_, _, _, let suggestion?):
      let text = JSONValue.string(suggestion).jsonText
      return FindingReplacement(
        title: "Replace with \(text)", edits: [ByteEdit(range: map.nodes[node].range, newText: text)])
    case .misspelledKey(_, let suggestion):
      guard let keyRange = map.nodes[node].keyRange else { return nil }
      let text = JSONValue.string(suggestion).jsonText
      return FindingReplacement(title: "Rename the key to \(text)", edits: [ByteEdit(range: keyRange, newText: text)])
    case .wrongType(_, .boolean, let got):
      let fixed: String
      switch got {
      case .string("true"), .integer(1): fixed = "true"
      case .string("false"), .integer(0): fixed = "false"
      default: return nil
      }
      return FindingReplacement(
        title: "Replace with \(fixed)", edits: [ByteEdit(range: map.nodes[node].range, newText: fixed)])
    default:
      return nil
    }
  }
}
