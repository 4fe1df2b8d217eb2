import NavJSON
import NavProtocol

/// What the checker found in one version of a document, with the source map the findings'
/// ranges came from (hover reads it too).
struct DocumentAnalysis: Sendable {
  /// Documents larger than this get one ``LanguageFinding/init(documentTooLarge:limit:)`` and are not checked.
  static let maximumBytes = 16 * 1024 * 1024

  /// The platform the document was checked for.
  let platform: PlatformChoice
  /// Every finding, in the checker's order.
  let findings: [LanguageFinding]
  /// The parsed document, when it is JSON.
  let json: JSONValue?
  /// Where each value is, when the document is JSON.
  let map: JSONSourceMap?
  /// What the document was recognised as (`nil`: not JSON, too large, or of no checked shape).
  let kind: CheckedDocumentKind?

  /// Checks `bytes`: a syntax error is reported only when `isJSONDocument`; a document of no
  /// checked shape (a `package.json` the editor also sent) gets no finding at all.
  init(bytes: [UInt8], isJSONDocument: Bool, platform: PlatformChoice) {
    self.platform = platform
    guard bytes.count <= Self.maximumBytes else {
      findings = [LanguageFinding(documentTooLarge: bytes.count, limit: Self.maximumBytes)]
      json = nil
      map = nil
      kind = nil
      return
    }
    let parsed: JSONValue
    do {
      parsed = try JSONParser.parse(bytes)
    } catch {
      findings = isJSONDocument ? [LanguageFinding(invalidJSON: error, in: bytes)] : []
      json = nil
      map = nil
      kind = nil
      return
    }
    let report = ConfigurationChecker.check(json: parsed)
    let sourceMap = JSONSourceMap(bytes: bytes)
    json = parsed
    map = sourceMap
    kind = report.kind
    findings = report.kind == nil ? [] : report.problems.map { LanguageFinding($0, map: sourceMap) }
  }
}
