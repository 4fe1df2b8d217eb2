import NavJSON
import NavProtocol

/// Findings as LSP `Diagnostic`s.
enum DiagnosticRendering {
  /// `{range, severity, code, source: "navd", message}`: severity 1 for errors, 2 for warnings.
  static func diagnostic(_ finding: LanguageFinding, in document: TextDocument, encoding: PositionEncoding)
    -> JSONValue
  {
    [
      "range": document.range(of: finding.range, encoding: encoding).jsonValue,
      "severity": .integer(severity(finding.severity)),
      "code": .string(finding.code),
      "source": "navd",
      "message": .string(finding.message),
    ]
  }

  /// LSP's `DiagnosticSeverity`.
  static func severity(_ severity: CheckSeverity) -> Int64 {
    switch severity {
    case .error: 1
    case .warning: 2
    }
  }
}
