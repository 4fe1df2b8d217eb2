import NavJSON
import NavProtocol

extension VisitProposal {
  /// The wire form (docs/protocol.md §5) as `platform` reads the properties: `{url,
  /// options, properties, context, presentation, viewController, parameters,
  /// modalStyle, pullToRefreshEnabled, modalDismissGestureEnabled, animated,
  /// historicalLocation, queryStringPresentation}`, on Android also `{uri,
  /// fallbackURI, title}`; `parameters` is `null` when none were given.
  func wireJSON(on platform: Platform) -> JSONValue {
    var object = JSONObject([
      ("url", url.wireJSON),
      ("options", options.wireJSON),
      ("properties", .object(properties)),
    ])
    switch platform {
    case .ios:
      let typed = pathProperties
      object["context"] = .string(typed.context.rawValue)
      object["presentation"] = .string(typed.presentation.rawValue)
      object["viewController"] = .string(typed.viewController)
      object["parameters"] = parameters.map(JSONValue.object) ?? .null
      object["modalStyle"] = .string(typed.modalStyle.rawValue)
      object["pullToRefreshEnabled"] = .bool(typed.pullToRefreshEnabled)
      object["modalDismissGestureEnabled"] = .bool(typed.modalDismissGestureEnabled)
      object["animated"] = .bool(typed.animated)
      object["historicalLocation"] = .bool(typed.historicalLocation)
      object["queryStringPresentation"] = .string(typed.queryStringPresentation.rawValue)
    case .android:
      let typed = androidProperties
      object["context"] = .string(typed.context.rawValue)
      object["presentation"] = .string(typed.presentation.rawValue)
      object["viewController"] = .string(typed.uri)
      object["parameters"] = parameters.map(JSONValue.object) ?? .null
      object["modalStyle"] = .null  // Android has no modal styles
      object["pullToRefreshEnabled"] = .bool(typed.pullToRefreshEnabled)
      object["modalDismissGestureEnabled"] = .bool(true)  // not an Android key: the gesture is always enabled
      object["animated"] = .bool(typed.animated)
      object["historicalLocation"] = .bool(typed.historicalLocation)
      object["queryStringPresentation"] = .string(typed.queryStringPresentation.rawValue)
      object["uri"] = .string(typed.uri)
      object["fallbackURI"] = typed.fallbackURI.map(JSONValue.string) ?? .null
      object["title"] = typed.title.map(JSONValue.string) ?? .null
    }
    return .object(object)
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
