import JSONRPC
import NavJSON

/// `textDocument/hover`: ``HoverContent`` for the innermost value at the position, or `null`.
enum HoverMethod {
  static let descriptor = MethodDescriptor<LanguageServerMethodLayer>(
    "textDocument/hover", summary: "What a pattern's rule sets and what overwrites it; a property's values.",
    params: HoverParams.self,
    result: ResultDescriptor("hover", schema: ["type": ["object", "null"]])
  ) { context, params throws(RPCError) in
    let (uri, position) = (params.uri, params.position)
    let encoding = context.services.encoding
    let (document, analysis) = try context.services.analysedDocument(uri)
    let offset = document.offset(of: position, encoding: encoding)
    guard let map = analysis.map, let node = map.innermostNode(containing: offset),
      let markdown = HoverContent.markdown(node: node, analysis: analysis)
    else { return .null }
    let markup = context.services.hoverMarkdown
    return [
      "contents": [
        "kind": markup ? "markdown" : "plaintext",
        "value": .string(markup ? markdown : HoverContent.plainText(markdown)),
      ],
      "range": document.range(of: map.memberRange(of: node), encoding: encoding).jsonValue,
    ]
  }
}
