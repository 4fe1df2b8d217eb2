import JSONRPC
import NavJSON

/// `textDocument/codeAction`: a `quickfix` for each finding with a replacement whose range
/// touches the requested range.
enum CodeActionMethod {
  static let descriptor = MethodDescriptor<LanguageServerMethodLayer>(
    "textDocument/codeAction", summary: "Quick fixes for the findings in a range.",
    params: CodeActionParams.self,
    result: ResultDescriptor("codeActions", schema: ["type": "array"])
  ) { context, params throws(RPCError) in
    let (uri, range) = (params.uri, params.range)
    if let only = params.only,
      !only.contains(where: { "quickfix" == $0 || "quickfix".hasPrefix($0 + ".") || $0.isEmpty })
    {
      return []
    }
    let encoding = context.services.encoding
    let (document, analysis) = try context.services.analysedDocument(uri)
    let start = document.offset(of: range.start, encoding: encoding)
    let end = max(start, document.offset(of: range.end, encoding: encoding))
    var actions: [JSONValue] = []
    for finding in analysis.findings {
      guard let replacement = finding.replacement, finding.range.lowerBound <= end, start <= finding.range.upperBound
      else { continue }
      let edits: [JSONValue] = replacement.edits.map { edit in
        ["range": document.range(of: edit.range, encoding: encoding).jsonValue, "newText": .string(edit.newText)]
      }
      actions.append([
        "title": .string(replacement.title),
        "kind": "quickfix",
        "diagnostics": [DiagnosticRendering.diagnostic(finding, in: document, encoding: encoding)],
        "isPreferred": true,
        "edit": ["changes": .object(JSONObject([(uri, JSONValue.array(edits))]))],
      ])
    }
    return .array(actions)
  }
}
