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
    var decodedQuery: [(key: String, value: String)] = []
    var writer = URLWriter(pattern)
    for element in pattern.path {
      switch element {
      case .literal(let text):
        writer.appendSegment(text)
        decodedSegments.append(text)
      case .parameter(let name, let type):
        switch text(of: name, type: type, in: params, pattern: pattern) {
        case .failure(let error): return .failure(error)
        case .success(nil): return .failure(RoutePrintError(field: field(name), issue: .missing(pattern: pattern.text)))
        case .success(let text?):
          if text == "." || text == ".." { return .failure(RoutePrintError(field: field(name), issue: .dotSegment)) }
          writer.appendSegment(text)
          decodedSegments.append(text)
        }
      }
    }
    if let name = pattern.catchAllName {
      switch catchAllSegments(name, in: params, pattern: pattern) {
      case .failure(let error): return .failure(error)
      case .success(let texts):
        for text in texts { writer.appendSegment(text) }
        decodedSegments += texts
      }
    }
    for item in pattern.query {
      switch item.value {
      case .fixed(let value):
        writer.appendQueryItem(item.key, value)
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
          writer.appendQueryItem(item.key, text)
          decodedQuery.append((item.key, text))
        }
      }
    }
    for (name, _) in params where !pattern.parameterNameSet.contains(name) {
      return .failure(RoutePrintError(field: field(name), issue: .notAParameter(pattern: pattern.text)))
    }
    let url = writer.url
    if decodedSegments.count > RouteURLLimits.maximumSegments || writer.byteCount > RouteURLLimits.maximumBytes {
      return .failure(RoutePrintError(field: "params", issue: .tooLong(url)))
    }
    return .success(
      Rendering(
        url: url, addedDefaults: addedDefaults, segments: decodedSegments,
        queryItems: decodedQuery))
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

  /// Builds a canonical URL in one buffer: the source's prefix, encoded segments, encoded query items.
  private struct URLWriter {
    private var bytes: [UInt8]
    private let isWeb: Bool
    private var segmentCount = 0
    private var queryItemCount = 0

    init(_ pattern: RoutePattern) {
      bytes = pattern.urlPrefix
      isWeb = pattern.source.host != nil
      bytes.reserveCapacity(bytes.count + 64)
    }

    mutating func appendSegment(_ text: String) {
      if isWeb || segmentCount > 0 { bytes.append(UInt8(ascii: "/")) }
      RoutePercentEncoding.append(text, to: &bytes)
      segmentCount += 1
    }

    mutating func appendQueryItem(_ key: String, _ value: String) {
      if isWeb, segmentCount == 0, queryItemCount == 0 { bytes.append(UInt8(ascii: "/")) }
      bytes.append(queryItemCount == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
      RoutePercentEncoding.append(key, to: &bytes)
      bytes.append(UInt8(ascii: "="))
      RoutePercentEncoding.append(value, to: &bytes)
      queryItemCount += 1
    }

    /// The URL so far; a web root ends in `/`.
    var url: String {
      if isWeb, segmentCount == 0, queryItemCount == 0 {
        return String(decoding: bytes + [UInt8(ascii: "/")], as: UTF8.self)
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    /// The length of `url` in bytes (all ASCII).
    var byteCount: Int { bytes.count + (isWeb && segmentCount == 0 && queryItemCount == 0 ? 1 : 0) }
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
