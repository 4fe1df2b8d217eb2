import NavJSON

/// One finding of the checker behind `navd check`, `navd lsp` and the daemon: a
/// code, a severity, a JSON path, where it is in the text, a message, and the
/// edit that fixes it when there is one. Every output format is a rendering of
/// this value.
public struct CheckProblem: Sendable, Equatable, CustomStringConvertible {
  /// The JSON path of the value, like `rules[2].properties.context`; `""` is the whole document.
  public var path: String
  /// What is wrong.
  public var issue: CheckIssue
  /// The fix the checker proposes, if any (``replacement`` is its text edit).
  public var fix: CheckFix?
  /// Where in the text: the value at ``path``, its key, the document's `{`, or the syntax
  /// error (``CheckIssue/anchor``); `nil` when the document was checked without its text.
  public var range: TextRange?
  /// ``fix`` as an edit of the text; `nil` without a fix or without the text.
  public var replacement: CheckReplacement?

  /// A problem at JSON `path`, fixed by `fix` if given; ``locate(in:map:)`` adds its range.
  public init(path: String, issue: CheckIssue, fix: CheckFix? = nil) {
    self.path = path
    self.issue = issue
    self.fix = fix
  }

  /// ``CheckIssue/severity``.
  public var severity: CheckSeverity { issue.severity }
  /// ``CheckIssue/code``.
  public var code: String { issue.code }
  /// ``CheckIssue/message``.
  public var message: String { issue.message }
  /// The line and column where ``range`` starts.
  public var position: TextPosition? { range?.start.position }

  /// Where it is, as the text output shows it: `line:column` for a syntax error, else the
  /// JSON path, or `""` for the whole document.
  public var location: String {
    if case .invalidJSON = issue, let position { return position.description }
    return path
  }

  /// The problem with its ``range`` and ``replacement`` found in `text` through `map`
  /// (the source map of the same bytes; `nil` for a document that did not parse).
  public func locate(in text: SourceText, map: JSONSourceMap?) -> CheckProblem {
    var located = self
    guard let bytes = Self.bytes(of: issue.anchor, at: path, in: text, map: map) else { return located }
    located.range = text.range(bytes)
    if let fix, let map, let edit = Self.edit(fix, at: path, map: map) {
      located.replacement = CheckReplacement(range: text.range(edit.range), text: edit.text, title: fix.title)
    }
    return located
  }

  private static func bytes(of anchor: CheckAnchor, at path: String, in text: SourceText, map: JSONSourceMap?)
    -> Range<Int>?
  {
    switch anchor {
    case .syntaxError(let offset):
      // One scalar at the offending offset; nothing at the end of the text or of a line.
      let start = min(max(offset, 0), text.bytes.count)
      var end = start
      if end < text.bytes.count && text.bytes[end] != 0x0A && text.bytes[end] != 0x0D {
        end += 1
        while end < text.bytes.count && text.bytes[end] & 0xC0 == 0x80 { end += 1 }
      }
      return start..<end
    case .documentStart:
      // The opening `{` of the object that lacks the member: the document's own, or a client
      // configuration's `pathConfiguration` (also when the member is there but `null`).
      guard let map, let found = map.nearestNode(at: path) else { return nil }
      let object = found.exact ? (map.nodes[found.node].parent ?? found.node) : found.node
      let start = map.nodes[object].range.lowerBound
      return start..<(start + 1)
    case .key:
      guard let map, let node = map.nearestNode(at: path)?.node else { return nil }
      return map.nodes[node].keyRange ?? map.nodes[node].range
    case .value:
      guard let map, let node = map.nearestNode(at: path)?.node else { return nil }
      return map.nodes[node].range
    }
  }

  private static func edit(_ fix: CheckFix, at path: String, map: JSONSourceMap) -> (range: Range<Int>, text: String)? {
    guard let node = map.node(at: path) else { return nil }
    let isMember = map.nodes[node].keyRange != nil
    switch fix {
    case .replaceValue(let text): return (map.nodes[node].range, text)
    case .replaceKey(let text):
      guard let key = map.nodes[node].keyRange else { return nil }
      return (key, text)
    case .replaceMember(let text):
      guard isMember else { return nil }
      return (map.memberRange(of: node), text)
    case .deleteMember:
      guard isMember else { return nil }
      return (map.deletionRange(of: node), "")
    }
  }

  /// `{path, line?, column?, range?, severity, code, message, replacement?}`; line, column and
  /// range when the text is known (`range` `{start, end}`, each `{offset, line, column}`),
  /// `replacement` `{title, text, range}` when there is one.
  public var jsonValue: JSONValue {
    var object = JSONObject([("path", JSONValue.string(path))])
    if let range {
      object["line"] = .integer(Int64(range.start.line))
      object["column"] = .integer(Int64(range.start.column))
    }
    object["severity"] = .string(severity.rawValue)
    object["code"] = .string(code)
    object["message"] = .string(message)
    if let range { object["range"] = Self.json(range) }
    if let replacement {
      object["replacement"] = .object(
        JSONObject([
          ("title", .string(replacement.title)), ("text", .string(replacement.text)),
          ("range", Self.json(replacement.range)),
        ]))
    }
    return .object(object)
  }

  private static func json(_ range: TextRange) -> JSONValue {
    func location(_ location: TextLocation) -> JSONValue {
      .object(
        JSONObject([
          ("offset", .integer(Int64(location.byteOffset))), ("line", .integer(Int64(location.line))),
          ("column", .integer(Int64(location.column))),
        ]))
    }
    return .object(JSONObject([("start", location(range.start)), ("end", location(range.end))]))
  }

  /// `location: severity: message`, or `severity: message` for the whole document.
  public var description: String {
    let prefix = location.isEmpty ? "" : "\(location): "
    return "\(prefix)\(severity.rawValue): \(message)"
  }
}
