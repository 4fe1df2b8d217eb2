import NavProtocol

/// An open document as the editor last described it (`textDocument/didOpen`, `didChange`).
///
/// The text is kept as UTF-8 bytes, the form the checker reads; the line index is rebuilt
/// after each change, and the analysis is made lazily, at most once per version.
struct TextDocument: Sendable {
  /// The document's URI, as the client sent it.
  let uri: String
  /// `languageId` from `didOpen` (`json`, `jsonc`, …).
  let languageId: String
  /// The version of the latest change.
  private(set) var version: Int64
  /// The text.
  private(set) var bytes: [UInt8]
  /// Where each line starts.
  private(set) var lines: LineIndex
  /// The latest analysis made, of the current text when ``analysisIsCurrent``.
  private var cachedAnalysis: DocumentAnalysis?
  /// Whether ``cachedAnalysis`` describes the current text.
  private var analysisIsCurrent = false
  /// What the checks of this document compiled and decided, for the next check.
  private var checkCache = CheckCache()

  /// A document opened with `text`.
  init(uri: String, languageId: String, version: Int64, text: String) {
    self.uri = uri
    self.languageId = languageId
    self.version = version
    bytes = Array(text.utf8)
    lines = LineIndex(bytes)
  }

  /// Whether `invalidJSON` is reported: `json`/`jsonc` documents and URIs ending in `.json`.
  var isJSONDocument: Bool {
    if languageId == "json" || languageId == "jsonc" { return true }
    let path = uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? uri
    return path.lowercased().hasSuffix(".json")
  }

  /// The platform the URI's path names (``PlatformPathEvidence``; folders are not listed), which
  /// `auto` believes before the document's keys.
  var pathPlatform: Platform? {
    var path = uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? uri
    if let scheme = path.firstRange(of: "://") { path = String(path[scheme.upperBound...]) }
    return PlatformPathEvidence.platform(forPath: path)
  }

  /// Replaces the whole text.
  mutating func replaceText(_ text: String, version: Int64?) {
    bytes = Array(text.utf8)
    lines = LineIndex(bytes)
    if let version { self.version = version }
    analysisIsCurrent = false
  }

  /// Applies `changes` in order (each range relative to the text after the previous one).
  mutating func apply(_ changes: [ContentChange], version: Int64, encoding: PositionEncoding) {
    for change in changes {
      switch change {
      case .full(let text):
        bytes = Array(text.utf8)
      case .range(let range, let text):
        let start = lines.offset(of: range.start, in: bytes, encoding: encoding)
        let end = max(start, lines.offset(of: range.end, in: bytes, encoding: encoding))
        bytes.replaceSubrange(start..<end, with: text.utf8)
      }
      lines = LineIndex(bytes)
    }
    self.version = version
    analysisIsCurrent = false
  }

  /// The findings of the current text under `platform`, made now if not made for this text yet.
  mutating func analysis(platform: PlatformChoice) -> DocumentAnalysis {
    if analysisIsCurrent, let cachedAnalysis, cachedAnalysis.platform == platform { return cachedAnalysis }
    let made = DocumentAnalysis(
      bytes: bytes, isJSONDocument: isJSONDocument, platform: platform, pathPlatform: pathPlatform,
      previous: cachedAnalysis,
      cache: &checkCache)
    cachedAnalysis = made
    analysisIsCurrent = true
    return made
  }

  /// The byte offset of an LSP position.
  func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
    lines.offset(of: position, in: bytes, encoding: encoding)
  }

  /// The LSP range of a byte range.
  func range(of bytesRange: Range<Int>, encoding: PositionEncoding) -> LSPRange {
    LSPRange(
      start: lines.position(of: bytesRange.lowerBound, in: bytes, encoding: encoding),
      end: lines.position(of: bytesRange.upperBound, in: bytes, encoding: encoding))
  }
}
