import NavJSON
import NavProtocol

extension VisitProposal {
  /// The wire form (PROTOCOL.md §5): `{url, options, properties, context,
  /// presentation, viewController, parameters}`; `parameters` is `null` when none were given.
  var wireJSON: JSONValue {
    .object(
      JSONObject([
        ("url", url.wireJSON),
        ("options", options.wireJSON),
        ("properties", .object(properties)),
        ("context", .string(context.rawValue)),
        ("presentation", .string(presentation.rawValue)),
        ("viewController", .string(viewController)),
        ("parameters", parameters.map(JSONValue.object) ?? .null),
      ]))
  }
}

extension VisitOptions {
  /// `{action, response?}`; `response` is left out when there is none.
  var wireJSON: JSONValue {
    var object = JSONObject([("action", .string(action.rawValue))])
    if let response { object["response"] = response.wireJSON }
    return .object(object)
  }
}

extension VisitResponse {
  /// `{statusCode, redirected, responseHTML?}`.
  var wireJSON: JSONValue {
    var object = JSONObject([("statusCode", .integer(Int64(statusCode))), ("redirected", .bool(redirected))])
    if let responseHTML { object["responseHTML"] = .string(responseHTML) }
    return .object(object)
  }
}

extension ProposalResult {
  /// `"accept"`, `"reject"` or `"acceptCustom"` (the identifier is in the proposal's entry).
  var wireJSON: JSONValue { .string(name) }
}

extension ExternalNavigation {
  /// `{kind, url}`.
  var wireJSON: JSONValue {
    .object(JSONObject([("kind", .string(kind.rawValue)), ("url", url.wireJSON)]))
  }
}
