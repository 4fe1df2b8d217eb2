import NavJSON

/// Writes one pattern with given params as a canonical URL.
enum RoutePrinter {
  /// A printed URL and what resolving it must give back.
  struct Rendering {
    /// The canonical URL.
    var url: String
    /// Whether resolving `url` gives defaults that were not in the params printed.
    var addedDefaults: Bool
    /// The decoded path segments of `url`.
    var segments: [String]
    /// The decoded query items of `url`, in order.
    var queryItems: [(key: String, value: String)]
  }

  /// What `pattern` prints for `params`, or the first bad field.
  static func render(_ pattern: RoutePattern, params: JSONObject) -> Result<Rendering, RoutePrintError> {
    var addedDefaults = false
    var decodedSegments: [String] = []
    decodedSegments.reserveCapacity(pattern.path.count)
    var decodedQuery: [(key: String, value: String)] = []
    for element in pattern.path {
      switch element {
      case .literal(let text):
        decodedSegments.append(text)
      case .parameter(let name, let type):
        switch text(of: name, type: type, in: params, pattern: pattern) {
        case .failure(let error): return .failure(error)
        case .success(nil): return .failure(RoutePrintError(field: field(name), issue: .missing(pattern: pattern.text)))
        case .success(let text?):
          if text == "." || text == ".." { return .failure(RoutePrintError(field: field(name), issue: .dotSegment)) }
          decodedSegments.append(text)
        }
      }
    }
    if let name = pattern.catchAllName {
      switch catchAllSegments(name, in: params, pattern: pattern) {
      case .failure(let error): return .failure(error)
      case .success(let texts): decodedSegments += texts
      }
    }
    for item in pattern.query {
      switch item.value {
      case .fixed(let value):
        decodedQuery.append((item.key, value))
      case .parameter(let name, let type, let presence):
        switch text(of: name, type: type, in: params, pattern: pattern) {
        case .failure(let error): return .failure(error)
        case .success(nil):
          switch presence {
          case .required: return .failure(RoutePrintError(field: field(name), issue: .missing(pattern: pattern.text)))
          case .optional: break
          case .defaulted: addedDefaults = true
          }
        case .success(let text?):
          if case .defaulted(let defaultValue) = presence, type.value(of: text) == defaultValue { continue }
          decodedQuery.append((item.key, text))
        }
      }
    }
    for (name, _) in params where !pattern.hasParameter(named: name) {
      return .failure(RoutePrintError(field: field(name), issue: .notAParameter(pattern: pattern.text)))
    }
    let url = url(pattern, segments: decodedSegments, query: decodedQuery)
    if decodedSegments.count > RouteURLLimits.maximumSegments || url.utf8.count > RouteURLLimits.maximumBytes {
      return .failure(RoutePrintError(field: "params", issue: .tooLong(url)))
    }
    return .success(
      Rendering(
        url: url, addedDefaults: addedDefaults, segments: decodedSegments,
        queryItems: decodedQuery))
  }

  /// What `render` gives for the params that `pattern` read from `url`, which it
  /// matched, when that rendering has exactly the URL's decoded segments and
  /// present query values: written from the URL's own texts without looking the
  /// params up. `nil` when printing would change something (an int with leading
  /// zeros, an uppercase uuid, a default written out), or the URL would be too long.
  static func sameInputRendering(of url: ScannedRouteURL, matchedBy pattern: RoutePattern) -> String? {
    var texts: [String] = []
    texts.reserveCapacity(url.segments.count)
    for (element, segment) in zip(pattern.path, url.segments) {
      switch element {
      case .literal(let text):
        texts.append(text)
      case .parameter(_, let type):
        guard type.printsAsItself(segment) else { return nil }
        texts.append(segment)
      }
    }
    texts += url.segments.dropFirst(pattern.path.count)
    var query: [(key: String, value: String)] = []
    for item in pattern.query {
      switch item.value {
      case .fixed(let value):
        query.append((item.key, value))
      case .parameter(_, let type, let presence):
        guard let value = url.query.presentValue(item.key) else { continue }
        if case .defaulted(let defaultValue) = presence, type.value(of: value) == defaultValue { return nil }
        guard type.printsAsItself(value) else { return nil }
        query.append((item.key, value))
      }
    }
    let printed = self.url(pattern, segments: texts, query: query)
    return printed.utf8.count > RouteURLLimits.maximumBytes ? nil : printed
  }

  /// The params resolving a rendering of `pattern` with `params` must give back:
  /// typed, uuids lowercased, absent defaults filled in. Only for params `render` accepted.
  static func expectedParameters(_ pattern: RoutePattern, params: JSONObject) -> JSONObject {
    var expected = JSONObject()
    for element in pattern.path {
      if case .parameter(let name, let type) = element, let value = params[name], let text = type.text(of: value) {
        expected[name] = type.value(of: text)
      }
    }
    if let name = pattern.catchAllName, let value = params[name] { expected[name] = value }
    for item in pattern.query {
      guard case .parameter(let name, let type, let presence) = item.value else { continue }
      if let value = params[name], let text = type.text(of: value) {
        expected[name] = type.value(of: text)
      } else if case .defaulted(let defaultValue) = presence {
        expected[name] = defaultValue
      }
    }
    return expected
  }

  /// The canonical URL of decoded segments and query items under `pattern`'s
  /// source, written straight into the string's storage: the source's prefix,
  /// `/`-separated encoded segments (a web root ends in `/`), then `?k=v&...`.
  private static func url(
    _ pattern: RoutePattern, segments: [String], query: [(key: String, value: String)]
  ) -> String {
    let isWeb = pattern.source.host != nil
    var capacity = pattern.urlPrefix.count + 1
    for segment in segments { capacity += 1 + 3 * segment.utf8.count }
    for (key, value) in query { capacity += 2 + 3 * (key.utf8.count + value.utf8.count) }
    return String(unsafeUninitializedCapacity: capacity) { buffer in
      var count = 0
      func write(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
      }
      for byte in pattern.urlPrefix { write(byte) }
      for (position, segment) in segments.enumerated() {
        if isWeb || position > 0 { write(UInt8(ascii: "/")) }
        RoutePercentEncoding.encode(segment, into: buffer, at: &count)
      }
      if isWeb, segments.isEmpty { write(UInt8(ascii: "/")) }
      for (position, item) in query.enumerated() {
        write(position == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
        RoutePercentEncoding.encode(item.key, into: buffer, at: &count)
        write(UInt8(ascii: "="))
        RoutePercentEncoding.encode(item.value, into: buffer, at: &count)
      }
      return count
    }
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
        RoutePrintError(field: field(name), issue: .wrongJSONType(expected: "an array of strings", got: value.typeName))
      )
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
