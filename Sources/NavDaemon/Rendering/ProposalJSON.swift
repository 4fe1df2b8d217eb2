import NavJSON
import NavProtocol

extension VisitProposal {
  /// The wire form (docs/protocol.md §5) as `platform` reads the properties: `{url,
  /// options, properties, context, presentation, viewController, parameters,
  /// modalStyle, pullToRefreshEnabled, modalDismissGestureEnabled, animated,
  /// historicalLocation, queryStringPresentation}`, on Android also `{uri,
  /// fallbackURI, title}`; `parameters` is `null` when none were given.
  func wireJSON(on platform: Platform) -> JSONValue {
    JSONTreeSink.value { write(on: platform, to: &$0) }
  }

  /// Writes the wire form as `platform` reads the properties into `sink`.
  func write<Sink: JSONSink>(on platform: Platform, to sink: inout Sink) {
    sink.beginObject()
    sink.key("url")
    sink.string(url.absoluteString)
    sink.key("options")
    options.write(to: &sink)
    sink.member("properties", .object(properties))
    let typed = platform.profile.wireProperties(of: self)
    sink.member("context", typed.context)
    sink.member("presentation", typed.presentation)
    sink.member("viewController", typed.viewController)
    sink.member("parameters", parameters.map(JSONValue.object) ?? .null)
    sink.member("modalStyle", typed.modalStyle)
    sink.member("pullToRefreshEnabled", typed.pullToRefreshEnabled)
    sink.member("modalDismissGestureEnabled", typed.modalDismissGestureEnabled)
    sink.member("animated", typed.animated)
    sink.member("historicalLocation", typed.historicalLocation)
    sink.member("queryStringPresentation", typed.queryStringPresentation)
    if let destination = typed.destination {
      sink.member("uri", destination.uri)
      sink.member("fallbackURI", destination.fallbackURI)
      sink.member("title", destination.title)
    }
    sink.endObject()
  }
}

extension VisitOptions {
  /// `{action, response?}`; `response` is left out when there is none.
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes `{action, response?}` into `sink`.
  func write<Sink: JSONSink>(to sink: inout Sink) {
    guard unknown.isEmpty && (response?.unknown.isEmpty ?? true) else {
      sink.value(wireJSONWithUnknownKeys)
      return
    }
    sink.beginObject()
    sink.member("action", action.rawValue)
    if let response {
      sink.key("response")
      response.write(to: &sink)
    }
    sink.endObject()
  }
}

extension VisitOptions {
  /// The wire form with the unknown keys Turbo sent echoed after the known ones.
  fileprivate var wireJSONWithUnknownKeys: JSONValue {
    var object = JSONObject([("action", .string(action.rawValue))])
    if let response {
      var responseObject = JSONObject([
        ("statusCode", .integer(Int64(response.statusCode))), ("redirected", .bool(response.redirected)),
      ])
      if let html = response.responseHTML { responseObject["responseHTML"] = .string(html) }
      for (key, value) in response.unknown where responseObject[key] == nil { responseObject[key] = value }
      object["response"] = .object(responseObject)
    }
    for (key, value) in unknown where object[key] == nil { object[key] = value }
    return .object(object)
  }
}

extension VisitResponse {
  /// `{statusCode, redirected, responseHTML?}`.
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes `{statusCode, redirected, responseHTML?}` into `sink`.
  func write<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.member("statusCode", statusCode)
    sink.member("redirected", redirected)
    if let responseHTML { sink.member("responseHTML", responseHTML) }
    sink.endObject()
  }
}

extension ProposalResult {
  /// `"accept"`, `"reject"` or `"acceptCustom"` (the identifier is in the proposal's entry).
  var wireJSON: JSONValue { .string(name) }
}

extension ExternalNavigation {
  /// `{kind, url}`.
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes `{kind, url}` into `sink`.
  func write<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.member("kind", kind.rawValue)
    sink.key("url")
    sink.string(url.absoluteString)
    sink.endObject()
  }
}
