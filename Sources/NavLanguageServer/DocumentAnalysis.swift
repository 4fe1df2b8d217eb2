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

  /// The checker's report, when the document was checked.
  let report: CheckReport?

  /// Checks `bytes`: a syntax error is reported only when `isJSONDocument`; a document of no
  /// checked shape (a `package.json` the editor also sent) gets no finding at all.
  ///
  /// When `previous` (the analysis of the document's text before the change) was made for the
  /// same platform and the new text is the same JSON, member order included (the edit only
  /// touched whitespace: a new line, indentation), its report is reused and only re-located.
  /// Otherwise the check reuses what `cache` learned from earlier checks (``CheckCache``).
  init(
    bytes: [UInt8], isJSONDocument: Bool, platform: PlatformChoice, pathPlatform: Platform? = nil,
    previous: DocumentAnalysis? = nil, cache: inout CheckCache
  ) {
    self.platform = platform
    guard bytes.count <= Self.maximumBytes else {
      findings = [LanguageFinding(documentTooLarge: bytes.count, limit: Self.maximumBytes)]
      json = nil
      map = nil
      kind = nil
      report = nil
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
      report = nil
      return
    }
    let report: CheckReport
    if let previous, previous.platform == platform, let previousReport = previous.report,
      let previousJSON = previous.json, Self.identical(previousJSON, parsed)
    {
      report = previousReport
    } else {
      report = ConfigurationChecker.check(
        json: parsed, platform: platform.platform, pathPlatform: pathPlatform, cache: &cache)
    }
    self.report = report
    let sourceMap = JSONSourceMap(bytes: bytes)
    json = parsed
    map = sourceMap
    kind = report.kind
    let text = SourceText(bytes)
    findings = report.kind == nil ? [] : report.problems.map { LanguageFinding($0.locate(in: text, map: sourceMap)) }
  }

  /// Whether two values are the same JSON with members in the same order and strings of the
  /// same scalars (`==` ignores member order, and `String`'s `==` takes `é` for `e` + U+0301,
  /// which patterns tell apart).
  static func identical(_ left: JSONValue, _ right: JSONValue) -> Bool {
    switch (left, right) {
    case (.object(let leftObject), .object(let rightObject)):
      guard leftObject.count == rightObject.count else { return false }
      for (leftMember, rightMember) in zip(leftObject, rightObject) {
        guard leftMember.key.utf8.elementsEqual(rightMember.key.utf8), identical(leftMember.value, rightMember.value)
        else { return false }
      }
      return true
    case (.string(let leftText), .string(let rightText)):
      return leftText.utf8.elementsEqual(rightText.utf8)
    case (.array(let leftElements), .array(let rightElements)):
      guard leftElements.count == rightElements.count else { return false }
      return zip(leftElements, rightElements).allSatisfy { identical($0, $1) }
    default:
      return left == right
    }
  }
}
