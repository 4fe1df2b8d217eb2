/// Writes one pattern with given params as a canonical URL.
enum RoutePrinter {
  /// The URL `pattern` prints for `params`, and the params resolving it must give back
  /// (typed, uuids lowercased, defaults filled in); or the first bad field.
  static func render(
    _ pattern: RoutePattern, params: JSONObject
  ) -> Result<(url: String, expected: JSONObject), RoutePrintError> {
    var expected = JSONObject()
    var segments: [String] = []
    for element in pattern.path {
      switch element {
      case .literal(let text):
        segments.append(RoutePercentEncoding.encode(text))
      case .parameter(let name, let type):
        switch text(of: name, type: type, in: params, pattern: pattern) {
        case .failure(let error): return .failure(error)
        case .success(nil): return .failure(RoutePrintError(field: field(name), issue: .missing(pattern: pattern.text)))
        case .success(let text?):
          if text == "." || text == ".." { return .failure(RoutePrintError(field: field(name), issue: .dotSegment)) }
          segments.append(RoutePercentEncoding.encode(text))
          expected[name] = type.value(of: text)
        }
      }
    }
    if let name = pattern.catchAllName {
      switch catchAllSegments(name, in: params, pattern: pattern) {
      case .failure(let error): return .failure(error)
      case .success(let texts):
        segments += texts.map(RoutePercentEncoding.encode)
        expected[name] = .array(texts.map { .string($0) })
      }
    }
    var queryItems: [String] = []
    for item in pattern.query {
      let key = RoutePercentEncoding.encode(item.key)
      switch item.value {
      case .fixed(let value):
        queryItems.append(key + "=" + RoutePercentEncoding.encode(value))
      case .parameter(let name, let type, let presence):
        switch text(of: name, type: type, in: params, pattern: pattern) {
        case .failure(let error): return .failure(error)
        case .success(nil):
          switch presence {
          case .required: return .failure(RoutePrintError(field: field(name), issue: .missing(pattern: pattern.text)))
          case .optional: break
          case .defaulted(let value): expected[name] = value
          }
        case .success(let text?):
          let value = type.value(of: text)
          expected[name] = value
          if case .defaulted(let defaultValue) = presence, value == defaultValue { continue }
          queryItems.append(key + "=" + RoutePercentEncoding.encode(text))
        }
      }
    }
    let names = Set(pattern.parameterNames)
    for (name, _) in params where !names.contains(name) {
      return .failure(RoutePrintError(field: field(name), issue: .notAParameter(pattern: pattern.text)))
    }
    let url = pattern.source.url(encodedSegments: segments, encodedQuery: queryItems.joined(separator: "&"))
    if segments.count > RouteURLLimits.maximumSegments
      || RouteURLLimits.weightedLength(url.utf8) > RouteURLLimits.maximumBytes
    {
      return .failure(RoutePrintError(field: "params", issue: .tooLong(url)))
    }
    return .success((url, expected))
  }

  /// The JSON path of a parameter.
  static func field(_ name: String) -> String { "params." + name }

  /// The text of parameter `name`; `nil` when absent; a failure when it does not fit `type`.
  private static func text(
    of name: String, type: RouteValueType, in params: JSONObject, pattern: RoutePattern
  ) -> Result<String?, RoutePrintError> {
    guard let value = params[name] else { return .success(nil) }
    if let text = type.text(of: value) { return .success(text) }
    let expectedJSON = type.jsonTypeName == "number" ? "an integer" : "a string"
    let fitsJSONType: Bool =
      switch (type, value) {
      case (.int, .integer), (.string, .string), (.digits, .string), (.uuid, .string), (.enumeration, .string): true
      default: false
      }
    let issue: RoutePrintIssue =
      fitsJSONType ? .invalidValue(type) : .wrongJSONType(expected: expectedJSON, got: value.typeName)
    return .failure(RoutePrintError(field: field(name), issue: issue))
  }

  private static func catchAllSegments(
    _ name: String, in params: JSONObject, pattern: RoutePattern
  ) -> Result<[String], RoutePrintError> {
    guard let value = params[name] else {
      return .failure(RoutePrintError(field: field(name), issue: .missing(pattern: pattern.text)))
    }
    guard case .array(let elements) = value else {
      return .failure(
        RoutePrintError(field: field(name), issue: .wrongJSONType(expected: "an array of strings", got: value.typeName)))
    }
    var texts: [String] = []
    for (offset, element) in elements.enumerated() {
      let elementField = "\(field(name))[\(offset)]"
      guard case .string(let text) = element else {
        return .failure(
          RoutePrintError(field: elementField, issue: .wrongJSONType(expected: "a string", got: element.typeName)))
      }
      if text.isEmpty { return .failure(RoutePrintError(field: elementField, issue: .emptySegment)) }
      if text == "." || text == ".." { return .failure(RoutePrintError(field: elementField, issue: .dotSegment)) }
      texts.append(text)
    }
    return .success(texts)
  }
}
